CREATE TABLE "agregado_dia_lugar" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"dia" date NOT NULL,
	"estado_id" integer NOT NULL,
	"area_influencia_id" integer,
	"capital_id" integer
);
--> statement-breakpoint
CREATE TABLE "agregado_mes_lugar" (
	"tenant_id" text NOT NULL,
	"fabricante_id" integer NOT NULL,
	"segmento_id" integer,
	"tipo_venda" text NOT NULL,
	"quantidade" integer NOT NULL,
	"mes" date NOT NULL,
	"estado_id" integer NOT NULL,
	"area_influencia_id" integer,
	"capital_id" integer
);
--> statement-breakpoint
-- The place rollups are the city rollups summed per place (state, influence area, capital or
-- not). One function computes them, for the refresh after an import (some days and months), for
-- a city that changed area, state or capital flag (some areas; 0 stands for "no area") and for the
-- backfill below (everything). Dynamic SQL so each call is planned with its own filters (the
-- (tenant, day) and (tenant, month) indexes for a refresh of a few days).
CREATE FUNCTION "agregado_lugar_recalcular"(p_tenant text, p_areas integer[], p_dias date[], p_meses date[])
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  grao text;
  periodos date[];
  do_lugar text := '';
  da_cidade text := '';
BEGIN
  IF p_areas IS NOT NULL THEN
    do_lugar := ' AND coalesce(area_influencia_id, 0) = ANY($2)';
    da_cidade := ' AND coalesce(m.area_influencia_id, 0) = ANY($2)';
  END IF;
  FOREACH grao IN ARRAY ARRAY['dia', 'mes'] LOOP
    periodos := CASE grao WHEN 'dia' THEN p_dias ELSE p_meses END;
    EXECUTE format('DELETE FROM %I WHERE tenant_id = $1%s%s', 'agregado_' || grao || '_lugar', do_lugar,
        CASE WHEN periodos IS NULL THEN '' ELSE format(' AND %I = ANY($3)', grao) END)
      USING p_tenant, p_areas, periodos;
    EXECUTE format(
      'INSERT INTO %1$I (tenant_id, %2$I, estado_id, area_influencia_id, capital_id, fabricante_id, segmento_id, tipo_venda, quantidade)
       SELECT r.tenant_id, r.%2$I, m.estado_id, m.area_influencia_id, CASE WHEN m.capital THEN m.id END,
         r.fabricante_id, r.segmento_id, r.tipo_venda, sum(r.quantidade)::int
       FROM %3$I r JOIN municipio m ON m.tenant_id = r.tenant_id AND m.id = r.municipio_id
       WHERE r.tenant_id = $1%4$s%5$s
       GROUP BY r.tenant_id, r.%2$I, m.estado_id, m.area_influencia_id, CASE WHEN m.capital THEN m.id END,
         r.fabricante_id, r.segmento_id, r.tipo_venda',
      'agregado_' || grao || '_lugar', grao, 'agregado_' || grao || '_municipio', da_cidade,
      CASE WHEN periodos IS NULL THEN '' ELSE format(' AND r.%I = ANY($3)', grao) END)
      USING p_tenant, p_areas, periodos;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every statement that moves cities to another area (or changes their state or capital flag)
-- rebuilds, in the same transaction, the place rows of the areas they left and joined: whichever
-- screen or script changed them, the reports count each city in its area from then on. Under the
-- same per-tenant lock as the import merge and the refresh, which read and write the same rows.
CREATE FUNCTION "agregado_lugar_municipios"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  alvo record;
BEGIN
  FOR alvo IN
    SELECT n."tenant_id", array_agg(DISTINCT a.area) AS areas
    FROM "novos" n
    JOIN "antigos" o ON o."tenant_id" = n."tenant_id" AND o."id" = n."id"
    CROSS JOIN LATERAL (VALUES (coalesce(o."area_influencia_id", 0)), (coalesce(n."area_influencia_id", 0))) a(area)
    WHERE (o."area_influencia_id", o."estado_id", o."capital")
      IS DISTINCT FROM (n."area_influencia_id", n."estado_id", n."capital")
    GROUP BY n."tenant_id"
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('emplacamento:' || alvo."tenant_id"));
    PERFORM agregado_lugar_recalcular(alvo."tenant_id", alvo.areas, NULL, NULL);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "municipio_agregado_lugar" AFTER UPDATE ON "municipio"
  REFERENCING OLD TABLE AS "antigos" NEW TABLE AS "novos"
  FOR EACH STATEMENT EXECUTE FUNCTION "agregado_lugar_municipios"();
--> statement-breakpoint
-- The place rows of the registrations already stored, each tenant in its own scope (the city
-- rollups are tenant tables), before the indexes so they are built once over the whole rows.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT "id" FROM "tenant" LOOP
    PERFORM set_config('app.tenant_id', t."id", true);
    PERFORM agregado_lugar_recalcular(t."id", NULL, NULL, NULL);
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
--> statement-breakpoint
CREATE INDEX "agregado_dia_lugar_tenant_dia" ON "agregado_dia_lugar" USING btree ("tenant_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_dia_lugar_tenant_area_dia" ON "agregado_dia_lugar" USING btree ("tenant_id","area_influencia_id","dia");--> statement-breakpoint
CREATE INDEX "agregado_mes_lugar_tenant_mes" ON "agregado_mes_lugar" USING btree ("tenant_id","mes");--> statement-breakpoint
CREATE INDEX "agregado_mes_lugar_tenant_area_mes" ON "agregado_mes_lugar" USING btree ("tenant_id","area_influencia_id","mes");--> statement-breakpoint
ANALYZE "agregado_dia_lugar";--> statement-breakpoint
ANALYZE "agregado_mes_lugar";--> statement-breakpoint
SELECT app_bind_tenant_tables();
