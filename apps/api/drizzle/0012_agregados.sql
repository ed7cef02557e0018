CREATE TABLE "agregado_atualizacao" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_dia" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"dia" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_dia_municipio" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"dia" date NOT NULL,
	"municipio_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_mes" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"mes" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_mes_municipio" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"mes" date NOT NULL,
	"municipio_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_pendente" (
	"tenant_id" text NOT NULL,
	"dia" date NOT NULL,
	CONSTRAINT "agregado_pendente_tenant_id_dia_pk" PRIMARY KEY("tenant_id","dia")
);
--> statement-breakpoint
CREATE INDEX "agregado_dia_tenant_dia" ON "agregado_dia" USING btree ("tenant_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_dia_municipio_tenant_municipio_dia" ON "agregado_dia_municipio" USING btree ("tenant_id","municipio_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_dia_municipio_tenant_dia" ON "agregado_dia_municipio" USING btree ("tenant_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_mes_tenant_mes" ON "agregado_mes" USING btree ("tenant_id","mes");--> statement-breakpoint
CREATE INDEX "agregado_mes_municipio_tenant_municipio_mes" ON "agregado_mes_municipio" USING btree ("tenant_id","municipio_id","mes");--> statement-breakpoint
CREATE INDEX "agregado_mes_municipio_tenant_mes" ON "agregado_mes_municipio" USING btree ("tenant_id","mes");--> statement-breakpoint
-- Every statement that adds, removes or changes registrations writes the (tenant, day) pairs it
-- touched; the refresh after an import recomputes those days only. Statement triggers with
-- transition tables: one insert per statement, not per row, so a COPY of a million rows adds
-- one grouped insert.
CREATE FUNCTION "agregado_marcar_dias"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "agregado_pendente" ("tenant_id", "dia")
    SELECT DISTINCT "tenant_id", "data_emplacamento" FROM "novas"
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "agregado_pendente" ("tenant_id", "dia")
    SELECT DISTINCT "tenant_id", "data_emplacamento" FROM "antigas"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "emplacamento_agregado_insert" AFTER INSERT ON "emplacamento"
  REFERENCING NEW TABLE AS "novas" FOR EACH STATEMENT EXECUTE FUNCTION "agregado_marcar_dias"();
--> statement-breakpoint
CREATE TRIGGER "emplacamento_agregado_delete" AFTER DELETE ON "emplacamento"
  REFERENCING OLD TABLE AS "antigas" FOR EACH STATEMENT EXECUTE FUNCTION "agregado_marcar_dias"();
--> statement-breakpoint
CREATE TRIGGER "emplacamento_agregado_update" AFTER UPDATE ON "emplacamento"
  REFERENCING OLD TABLE AS "antigas" NEW TABLE AS "novas"
  FOR EACH STATEMENT EXECUTE FUNCTION "agregado_marcar_dias"();
--> statement-breakpoint
-- Registrations stored before this migration: every day of them waits for the first refresh.
INSERT INTO "agregado_pendente" ("tenant_id", "dia")
SELECT DISTINCT "tenant_id", "data_emplacamento" FROM "emplacamento";
--> statement-breakpoint
-- Its tables hold one tenant's rows: bound by the tenant policy like every other (migration 0010).
SELECT app_bind_tenant_tables();
