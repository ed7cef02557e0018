CREATE TABLE "agregado_mes_modelo" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"mes" date NOT NULL,
	"municipio_id" integer NOT NULL,
	"concessionaria_id" integer,
	"modelo_id" integer
);
--> statement-breakpoint
CREATE INDEX "agregado_mes_modelo_tenant_mes" ON "agregado_mes_modelo" USING btree ("tenant_id","mes");--> statement-breakpoint
CREATE INDEX "agregado_mes_modelo_tenant_concessionaria_mes" ON "agregado_mes_modelo" USING btree ("tenant_id","concessionaria_id","mes");--> statement-breakpoint
-- Registrations stored before this migration: their months built once here; from now on the
-- refresh after each import recomputes the months of the pending days.
INSERT INTO "agregado_mes_modelo" ("tenant_id", "mes", "municipio_id", "concessionaria_id", "modelo_id", "fabricante_id", "segmento_id", "tipo_venda", "quantidade")
SELECT "tenant_id", date_trunc('month', "data_emplacamento")::date, "municipio_id", "concessionaria_id", "modelo_id", "fabricante_id", "segmento_id", "tipo_venda", count(*)::int
FROM "emplacamento"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
-- A tenant table: bound by the tenant policy like every other (migration 0010).
SELECT app_bind_tenant_tables();
