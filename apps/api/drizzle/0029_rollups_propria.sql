-- A share per city (own brand against all, every city) read the city rollup, which keeps brand and
-- segment and so holds about one row per registration: 0.8 million rows for a year at 5 million
-- registrations. These keep the own brand apart from the others and nothing finer, per day, month
-- and quarter (docs/decisions/0210). They are built by the next refresh (the server's start
-- refreshes every tenant), which also rebuilds them when the tenant's own brand is another than
-- the one they were built with.
CREATE TABLE "agregado_dia_municipio_propria" (
	"tenant_id" text NOT NULL,
	"dia" date NOT NULL,
	"municipio_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_mes_municipio_propria" (
	"tenant_id" text NOT NULL,
	"mes" date NOT NULL,
	"municipio_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agregado_propria" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"fabricante_id" integer
);
--> statement-breakpoint
CREATE TABLE "agregado_trimestre_municipio_propria" (
	"tenant_id" text NOT NULL,
	"trimestre" date NOT NULL,
	"municipio_id" integer NOT NULL,
	"fabricante_id" integer NOT NULL,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agregado_dia_municipio_propria_tenant_dia" ON "agregado_dia_municipio_propria" USING btree ("tenant_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_mes_municipio_propria_tenant_mes" ON "agregado_mes_municipio_propria" USING btree ("tenant_id","mes");--> statement-breakpoint
CREATE INDEX "agregado_trimestre_municipio_propria_tenant_trimestre" ON "agregado_trimestre_municipio_propria" USING btree ("tenant_id","trimestre");--> statement-breakpoint
SELECT app_bind_tenant_tables();
