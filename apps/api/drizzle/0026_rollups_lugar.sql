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
-- not). One function computes them, for the refresh after an import (some days and months) and
-- for the backfill below (everything). Dynamic SQL so each call is planned with its own filters
-- (the (tenant, day) and (tenant, month) indexes for a refresh of a few days).
CREATE FUNCTION "agregado_lugar_recalcular"(p_tenant text, p_dias date[], p_meses date[])
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  grao text;
  periodos date[];
BEGIN
  FOREACH grao IN ARRAY ARRAY['dia', 'mes'] LOOP
    periodos := CASE grao WHEN 'dia' THEN p_dias ELSE p_meses END;
    EXECUTE format('DELETE FROM %I WHERE tenant_id = $1%s', 'agregado_' || grao || '_lugar',
        CASE WHEN periodos IS NULL THEN '' ELSE format(' AND %I = ANY($2)', grao) END)
      USING p_tenant, periodos;
    EXECUTE format(
      'INSERT INTO %1$I (tenant_id, %2$I, estado_id, area_influencia_id, capital_id, fabricante_id, segmento_id, tipo_venda, quantidade)
       SELECT r.tenant_id, r.%2$I, m.estado_id, m.area_influencia_id, CASE WHEN m.capital THEN m.id END,
         r.fabricante_id, r.segmento_id, r.tipo_venda, sum(r.quantidade)::int
       FROM %3$I r JOIN municipio m ON m.tenant_id = r.tenant_id AND m.id = r.municipio_id
       WHERE r.tenant_id = $1%4$s
       GROUP BY r.tenant_id, r.%2$I, m.estado_id, m.area_influencia_id, CASE WHEN m.capital THEN m.id END,
         r.fabricante_id, r.segmento_id, r.tipo_venda',
      'agregado_' || grao || '_lugar', grao, 'agregado_' || grao || '_municipio',
      CASE WHEN periodos IS NULL THEN '' ELSE format(' AND r.%I = ANY($2)', grao) END)
      USING p_tenant, periodos;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every statement that moves cities to another area (or changes their state or capital flag)
-- moves, in the same transaction, their city rows out of their old place and into the new one:
-- a correction row of minus the city's count under the old place and one of its count under the
-- new. Whichever screen or script changed the city, the reports count it in its new area from
-- then on, and the cost is the moved cities' rows (a rebuild of both areas read every city of
-- them: over a minute for the largest at 5 million registrations). Readers sum, so a correction
-- row is as good as a rewritten one; the next refresh of those days folds them back into one row
-- per place. Under the same per-tenant lock as the import merge and the refresh.
CREATE FUNCTION "agregado_lugar_municipios"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  alvo text;
BEGIN
  FOR alvo IN
    SELECT DISTINCT n."tenant_id" FROM "novos" n
    JOIN "antigos" o ON o."tenant_id" = n."tenant_id" AND o."id" = n."id"
    WHERE (o."area_influencia_id", o."estado_id", o."capital")
      IS DISTINCT FROM (n."area_influencia_id", n."estado_id", n."capital")
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('emplacamento:' || alvo));
  END LOOP;
  WITH "mudou" AS (
    SELECT o."tenant_id", o."id", o."estado_id" AS "de_estado", o."area_influencia_id" AS "de_area",
      CASE WHEN o."capital" THEN o."id" END AS "de_capital", n."estado_id" AS "para_estado",
      n."area_influencia_id" AS "para_area", CASE WHEN n."capital" THEN n."id" END AS "para_capital"
    FROM "antigos" o JOIN "novos" n ON n."tenant_id" = o."tenant_id" AND n."id" = o."id"
    WHERE (o."area_influencia_id", o."estado_id", o."capital")
      IS DISTINCT FROM (n."area_influencia_id", n."estado_id", n."capital")
  ), "mudanca" AS (
    SELECT "tenant_id", "id", "de_estado" AS "estado_id", "de_area" AS "area_influencia_id",
      "de_capital" AS "capital_id", -1 AS "sinal" FROM "mudou"
    UNION ALL
    SELECT "tenant_id", "id", "para_estado", "para_area", "para_capital", 1 FROM "mudou"
  )
  INSERT INTO "agregado_dia_lugar" ("tenant_id", "dia", "estado_id", "area_influencia_id", "capital_id",
    "fabricante_id", "segmento_id", "tipo_venda", "quantidade")
  SELECT r."tenant_id", r."dia", x."estado_id", x."area_influencia_id", x."capital_id",
    r."fabricante_id", r."segmento_id", r."tipo_venda", x."sinal" * r."quantidade"
  FROM "mudanca" x
  JOIN "agregado_dia_municipio" r ON r."tenant_id" = x."tenant_id" AND r."municipio_id" = x."id";
  WITH "mudou" AS (
    SELECT o."tenant_id", o."id", o."estado_id" AS "de_estado", o."area_influencia_id" AS "de_area",
      CASE WHEN o."capital" THEN o."id" END AS "de_capital", n."estado_id" AS "para_estado",
      n."area_influencia_id" AS "para_area", CASE WHEN n."capital" THEN n."id" END AS "para_capital"
    FROM "antigos" o JOIN "novos" n ON n."tenant_id" = o."tenant_id" AND n."id" = o."id"
    WHERE (o."area_influencia_id", o."estado_id", o."capital")
      IS DISTINCT FROM (n."area_influencia_id", n."estado_id", n."capital")
  ), "mudanca" AS (
    SELECT "tenant_id", "id", "de_estado" AS "estado_id", "de_area" AS "area_influencia_id",
      "de_capital" AS "capital_id", -1 AS "sinal" FROM "mudou"
    UNION ALL
    SELECT "tenant_id", "id", "para_estado", "para_area", "para_capital", 1 FROM "mudou"
  )
  INSERT INTO "agregado_mes_lugar" ("tenant_id", "mes", "estado_id", "area_influencia_id", "capital_id",
    "fabricante_id", "segmento_id", "tipo_venda", "quantidade")
  SELECT r."tenant_id", r."mes", x."estado_id", x."area_influencia_id", x."capital_id",
    r."fabricante_id", r."segmento_id", r."tipo_venda", x."sinal" * r."quantidade"
  FROM "mudanca" x
  JOIN "agregado_mes_municipio" r ON r."tenant_id" = x."tenant_id" AND r."municipio_id" = x."id";
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
    PERFORM agregado_lugar_recalcular(t."id", NULL, NULL);
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
