-- A version's registration count (`nomenclatura.quantidade_emplacamentos`, the figure the version
-- list shows and the import screen orders its unmapped versions by) is kept by the database in the
-- statement that adds, removes or moves registrations, in its transaction: an import's merge, the
-- removal of the rows of an import it replaces, a seed's COPY, any later delete alike. The merge
-- used to add its own rows by hand and nothing ever subtracted, so a replaced import counted its
-- versions twice (docs/decisions/0235). Statement triggers with transition tables, as the rollups'
-- (migration 0012): one grouped update per statement, not one per row.
CREATE FUNCTION "nomenclatura_contar_emplacamentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "nomenclatura" n SET "quantidade_emplacamentos" = n."quantidade_emplacamentos" + x.n
    FROM (SELECT "nomenclatura_id", count(*)::int AS n FROM "novas" GROUP BY 1) x
    WHERE n."id" = x."nomenclatura_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "nomenclatura" n SET "quantidade_emplacamentos" = n."quantidade_emplacamentos" - x.n
    FROM (SELECT "nomenclatura_id", count(*)::int AS n FROM "antigas" GROUP BY 1) x
    WHERE n."id" = x."nomenclatura_id";
  ELSE
    -- Most updates (a version mapped to a model) keep every row's version: nothing to write.
    UPDATE "nomenclatura" n SET "quantidade_emplacamentos" = n."quantidade_emplacamentos" + x.n
    FROM (SELECT "nomenclatura_id", sum(d)::int AS n
          FROM (SELECT "nomenclatura_id", 1 AS d FROM "novas"
                UNION ALL SELECT "nomenclatura_id", -1 FROM "antigas") t
          GROUP BY 1 HAVING sum(d) <> 0) x
    WHERE n."id" = x."nomenclatura_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "emplacamento_nomenclatura_insert" AFTER INSERT ON "emplacamento"
  REFERENCING NEW TABLE AS "novas"
  FOR EACH STATEMENT EXECUTE FUNCTION "nomenclatura_contar_emplacamentos"();
--> statement-breakpoint
CREATE TRIGGER "emplacamento_nomenclatura_delete" AFTER DELETE ON "emplacamento"
  REFERENCING OLD TABLE AS "antigas"
  FOR EACH STATEMENT EXECUTE FUNCTION "nomenclatura_contar_emplacamentos"();
--> statement-breakpoint
CREATE TRIGGER "emplacamento_nomenclatura_update" AFTER UPDATE ON "emplacamento"
  REFERENCING OLD TABLE AS "antigas" NEW TABLE AS "novas"
  FOR EACH STATEMENT EXECUTE FUNCTION "nomenclatura_contar_emplacamentos"();
--> statement-breakpoint
-- The counts stored before this migration (doubled by replacements, or written by hand by the
-- demo seed) start again from the registrations themselves.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT "id" FROM "tenant" LOOP
    PERFORM set_config('app.tenant_id', t."id", true);
    UPDATE "nomenclatura" n SET "quantidade_emplacamentos" = coalesce(
      (SELECT count(*)::int FROM "emplacamento" e
       WHERE e."tenant_id" = t."id" AND e."nomenclatura_id" = n."id"), 0)
    WHERE n."tenant_id" = t."id";
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
