CREATE TABLE "categoria_veiculo" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modelo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"categoria_veiculo_id" integer,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomenclatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"versao" text NOT NULL,
	"fabricante_id" integer,
	"modelo_id" integer,
	"quantidade_emplacamentos" integer DEFAULT 0 NOT NULL,
	"primeira_ocorrencia" date
);
--> statement-breakpoint
CREATE TABLE "segmento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome" text NOT NULL,
	"tipo_segmento_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_segmento" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modelo" ADD CONSTRAINT "modelo_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo" ADD CONSTRAINT "modelo_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo" ADD CONSTRAINT "modelo_segmento_id_segmento_id_fk" FOREIGN KEY ("segmento_id") REFERENCES "public"."segmento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo" ADD CONSTRAINT "modelo_categoria_veiculo_id_categoria_veiculo_id_fk" FOREIGN KEY ("categoria_veiculo_id") REFERENCES "public"."categoria_veiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomenclatura" ADD CONSTRAINT "nomenclatura_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomenclatura" ADD CONSTRAINT "nomenclatura_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomenclatura" ADD CONSTRAINT "nomenclatura_modelo_id_modelo_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmento" ADD CONSTRAINT "segmento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segmento" ADD CONSTRAINT "segmento_tipo_segmento_id_tipo_segmento_id_fk" FOREIGN KEY ("tipo_segmento_id") REFERENCES "public"."tipo_segmento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "modelo_fabricante_nome" ON "modelo" USING btree ("fabricante_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "modelo_tenant" ON "modelo" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "modelo_segmento" ON "modelo" USING btree ("segmento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nomenclatura_tenant_versao" ON "nomenclatura" USING btree ("tenant_id","versao");--> statement-breakpoint
CREATE INDEX "nomenclatura_modelo" ON "nomenclatura" USING btree ("modelo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segmento_tenant_nome" ON "segmento" USING btree ("tenant_id",lower("nome"));