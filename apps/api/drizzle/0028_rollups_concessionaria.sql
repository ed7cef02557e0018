-- The model and dealership reports over the whole tenant (or a dealership's, a group's own)
-- read the model rollup, which keeps the city: a year of it is about a million rows at 5 million
-- registrations, and its partial months were counted from the registrations themselves. These
-- two keep the dealership and the model without the city: a few tens of thousands of rows a
-- year, with a day grain for the edges of a period (docs/decisions/0210). The refresh
-- (src/analytics/aggregates.ts) rebuilds them with the other day and month pairs.
CREATE TABLE "agregado_dia_concessionaria" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"dia" date NOT NULL,
	"concessionaria_id" integer,
	"modelo_id" integer
);
--> statement-breakpoint
CREATE TABLE "agregado_mes_concessionaria" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"mes" date NOT NULL,
	"concessionaria_id" integer,
	"modelo_id" integer
);
--> statement-breakpoint
-- The rows of the registrations already stored, each tenant in its own scope (tenant tables),
-- before the indexes so they are built once.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT "id" FROM "tenant" LOOP
    PERFORM set_config('app.tenant_id', t."id", true);
    INSERT INTO "agregado_dia_concessionaria" ("tenant_id", "dia", "concessionaria_id", "modelo_id",
      "fabricante_id", "segmento_id", "tipo_venda", "quantidade")
    SELECT "tenant_id", "data_emplacamento", "concessionaria_id", "modelo_id", "fabricante_id",
      "segmento_id", "tipo_venda", count(*)::int
    FROM "emplacamento" WHERE "tenant_id" = t."id"
    GROUP BY "tenant_id", "data_emplacamento", "concessionaria_id", "modelo_id", "fabricante_id",
      "segmento_id", "tipo_venda";
    INSERT INTO "agregado_mes_concessionaria" ("tenant_id", "mes", "concessionaria_id", "modelo_id",
      "fabricante_id", "segmento_id", "tipo_venda", "quantidade")
    SELECT "tenant_id", date_trunc('month', "dia")::date, "concessionaria_id", "modelo_id",
      "fabricante_id", "segmento_id", "tipo_venda", sum("quantidade")::int
    FROM "agregado_dia_concessionaria" WHERE "tenant_id" = t."id"
    GROUP BY "tenant_id", date_trunc('month', "dia"), "concessionaria_id", "modelo_id",
      "fabricante_id", "segmento_id", "tipo_venda";
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
--> statement-breakpoint
CREATE INDEX "agregado_dia_concessionaria_tenant_dia" ON "agregado_dia_concessionaria" USING btree ("tenant_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_mes_concessionaria_tenant_mes" ON "agregado_mes_concessionaria" USING btree ("tenant_id","mes");--> statement-breakpoint
ANALYZE "agregado_dia_concessionaria";--> statement-breakpoint
ANALYZE "agregado_mes_concessionaria";--> statement-breakpoint
SELECT app_bind_tenant_tables();
