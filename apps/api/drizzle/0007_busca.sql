-- Hand-written (drizzle-kit cannot express extensions): the trigram operator class of the search
-- indexes below. pg_trgm is a trusted extension since PostgreSQL 13, so a non-superuser owner of
-- the database may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm
-- (src/db/client.ts). docs/decisions/0072.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "area_influencia" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("codigo", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "concessionaria" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome_fantasia", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("razao_social", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("cnpj", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("codigo_faturamento", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "fabricante" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("codigo", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "grupo_economico" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("codigo", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "grupo_empresa" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("codigo", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "modelo" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "municipio" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "nomenclatura" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("versao", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "regiao_operacional" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') || chr(31) || translate(lower(coalesce("codigo", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "segmento" ADD COLUMN "busca" text GENERATED ALWAYS AS (translate(lower(coalesce("nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "area_influencia_busca" ON "area_influencia" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "concessionaria_busca" ON "concessionaria" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fabricante_busca" ON "fabricante" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "grupo_economico_busca" ON "grupo_economico" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "grupo_empresa_busca" ON "grupo_empresa" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "modelo_busca" ON "modelo" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "municipio_busca" ON "municipio" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "nomenclatura_busca" ON "nomenclatura" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "regiao_operacional_busca" ON "regiao_operacional" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "segmento_busca" ON "segmento" USING gin ("busca" gin_trgm_ops) WITH (fastupdate=false);