-- The dual-registration report (DuploEmplacamento) grouped a period's registrations by chassis to
-- find those registered more than once: 1.7 million index entries for a year at 5 million
-- registrations, 1.9 s, then the duplicates' rows fetched one by one from the whole table. This
-- table holds a copy of the registrations of every chassis registered more than once (about 2 % of
-- them), so a period's duplicates are read from a few thousand rows (docs/decisions/0212).
CREATE TABLE "emplacamento_repetido" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"data_emplacamento" date NOT NULL,
	"chassi" text NOT NULL,
	"placa" text,
	"renavam" text,
	"fabricante_id" integer NOT NULL,
	"nomenclatura_id" integer NOT NULL,
	"modelo_id" integer,
	"segmento_id" integer,
	"ano_fabricacao" smallint NOT NULL,
	"ano_modelo" smallint NOT NULL,
	"combustivel" text,
	"cor" text,
	"municipio_id" integer NOT NULL,
	"concessionaria_id" integer,
	"tipo_venda" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emplacamento_repetido_tenant_data" ON "emplacamento_repetido" USING btree ("tenant_id","data_emplacamento");--> statement-breakpoint
CREATE INDEX "emplacamento_repetido_tenant_chassi" ON "emplacamento_repetido" USING btree ("tenant_id","chassi");
--> statement-breakpoint
-- Brings the copy of `p_tenant` up to date for the chassis registered on `p_dias` (NULL: every
-- chassis): a change to a registration marks its old and new days pending, so every chassis whose
-- registrations changed has a row on one of them, here or in the registrations. First the copies of
-- those days that are no longer a dual registration (the registration deleted or given another
-- chassis, or its chassis left with one registration) go; then every registration of a chassis
-- of those days registered more than once is written, or rewritten where it was copied before.
CREATE FUNCTION "emplacamento_repetido_recalcular"(p_tenant text, p_dias date[])
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  nos_dias text := CASE WHEN p_dias IS NULL THEN '' ELSE ' AND x.data_emplacamento = ANY($2)' END;
BEGIN
  EXECUTE 'DELETE FROM emplacamento_repetido r
    WHERE r.tenant_id = $1
      AND r.chassi IN (SELECT x.chassi FROM emplacamento_repetido x WHERE x.tenant_id = $1' || nos_dias || ')
      AND (NOT EXISTS (SELECT 1 FROM emplacamento e WHERE e.id = r.id AND e.chassi = r.chassi)
        OR (SELECT count(*) FROM emplacamento e WHERE e.tenant_id = $1 AND e.chassi = r.chassi) < 2)'
    USING p_tenant, p_dias;
  EXECUTE 'INSERT INTO emplacamento_repetido (id, tenant_id, data_emplacamento, chassi, placa, renavam, fabricante_id, nomenclatura_id, modelo_id, segmento_id, ano_fabricacao, ano_modelo, combustivel, cor, municipio_id, concessionaria_id, tipo_venda)
    SELECT e.id, e.tenant_id, e.data_emplacamento, e.chassi, e.placa, e.renavam, e.fabricante_id, e.nomenclatura_id, e.modelo_id, e.segmento_id, e.ano_fabricacao, e.ano_modelo, e.combustivel, e.cor, e.municipio_id, e.concessionaria_id, e.tipo_venda
    FROM emplacamento e
    WHERE e.tenant_id = $1 AND e.chassi IN (
      SELECT d.chassi FROM emplacamento d
      WHERE d.tenant_id = $1
        AND d.chassi IN (SELECT x.chassi FROM emplacamento x WHERE x.tenant_id = $1' || nos_dias || ')
      GROUP BY d.chassi HAVING count(*) > 1)
    ORDER BY e.data_emplacamento
    ON CONFLICT (id) DO UPDATE SET tenant_id = excluded.tenant_id, data_emplacamento = excluded.data_emplacamento, chassi = excluded.chassi, placa = excluded.placa, renavam = excluded.renavam, fabricante_id = excluded.fabricante_id, nomenclatura_id = excluded.nomenclatura_id, modelo_id = excluded.modelo_id, segmento_id = excluded.segmento_id, ano_fabricacao = excluded.ano_fabricacao, ano_modelo = excluded.ano_modelo, combustivel = excluded.combustivel, cor = excluded.cor, municipio_id = excluded.municipio_id, concessionaria_id = excluded.concessionaria_id, tipo_venda = excluded.tipo_venda'
    USING p_tenant, p_dias;
END
$$;
--> statement-breakpoint
SELECT app_bind_tenant_tables();--> statement-breakpoint
-- The copy of every tenant's registrations stored before this migration.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT "id" FROM "tenant" LOOP
    PERFORM set_config('app.tenant_id', t."id", true);
    PERFORM emplacamento_repetido_recalcular(t."id", NULL);
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;--> statement-breakpoint
ANALYZE "emplacamento_repetido";
