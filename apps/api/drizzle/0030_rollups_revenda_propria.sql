-- The invasion report read the city-keyed model rollup for every brand: about a million rows for a
-- year at 5 million registrations, to keep the own brand's. These keep only the own brand's
-- registrations per billing dealership and city (docs/decisions/0210), built by the next refresh
-- like the own-brand city rollups (the server's start refreshes every tenant).
CREATE TABLE "agregado_dia_concessionaria_municipio_propria" (
	"tenant_id" text NOT NULL,
	"municipio_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"dia" date NOT NULL,
	"concessionaria_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_mes_concessionaria_municipio_propria" (
	"tenant_id" text NOT NULL,
	"municipio_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"mes" date NOT NULL,
	"concessionaria_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agregado_dia_concessionaria_municipio_propria_tenant_dia" ON "agregado_dia_concessionaria_municipio_propria" USING btree ("tenant_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_mes_concessionaria_municipio_propria_tenant_mes" ON "agregado_mes_concessionaria_municipio_propria" USING btree ("tenant_id","mes");--> statement-breakpoint
SELECT app_bind_tenant_tables();--> statement-breakpoint
-- Every tenant's own-brand rollups are rebuilt by the next refresh, these two with them: until
-- then no run reads them (no brand is recorded as built).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT "id" FROM "tenant" LOOP
    PERFORM set_config('app.tenant_id', t."id", true);
    DELETE FROM "agregado_propria" WHERE "tenant_id" = t."id";
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
