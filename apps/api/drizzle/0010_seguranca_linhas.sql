-- Tenant scope enforced by the database (docs/decisions/0080). The API runs its queries as
-- emplacamento_app, a role that owns nothing and cannot bypass row-level security; every table with
-- a tenant_id column lets that role see and write only the rows of the tenant in `app.tenant_id`,
-- which the API sets per transaction. A query on a tenant table with no tenant set raises instead
-- of reading every tenant.
--
-- Roles belong to the whole server, not to one database: several databases (test runs, a second
-- environment) may create it at the same moment, so "already there" is not an error.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'emplacamento_app') THEN
    CREATE ROLE emplacamento_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;--> statement-breakpoint
-- The connecting role (owner of the tables, runs the migrations) switches to it per connection; a
-- superuser needs no membership, any other owner does.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT emplacamento_app TO %I', current_user);
  END IF;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO emplacamento_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO emplacamento_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO emplacamento_app;--> statement-breakpoint
-- Tables and sequences of later migrations get the same privileges without repeating this; their
-- policy comes from `SELECT app_bind_tenant_tables();` at the end of that migration (below).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO emplacamento_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO emplacamento_app;--> statement-breakpoint
-- A rate-limit counter was one row per key for all tenants; under the policies a tenant cannot see
-- (nor upsert over) another tenant's row of the same key, so counters are per tenant.
ALTER TABLE "limite_tentativa" DROP CONSTRAINT "limite_tentativa_pkey";--> statement-breakpoint
ALTER TABLE "limite_tentativa" ADD CONSTRAINT "limite_tentativa_tenant_id_chave_pk" PRIMARY KEY("tenant_id","chave");--> statement-breakpoint
-- The tenant of the current transaction. Raises when none is set (after a transaction that set
-- it, the setting reads as '' rather than null), so an unscoped query fails loudly.
CREATE OR REPLACE FUNCTION app_tenant() RETURNS text
  LANGUAGE plpgsql STABLE
AS $$
DECLARE
  tenant text := current_setting('app.tenant_id', true);
BEGIN
  IF tenant IS NULL OR tenant = '' THEN
    RAISE EXCEPTION 'app.tenant_id is not set: a tenant table was queried outside a tenant scope'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN tenant;
END
$$;--> statement-breakpoint
-- Under a policy, the planner only uses an index for a condition whose function is LEAKPROOF
-- (else the condition could see rows the policy hides before it filters them). LIKE (textlike) is
-- not marked so, which left the trigram search indexes unused (a scan of every row). Its errors
-- depend on the pattern alone, never on the row's value, so nothing of a hidden row can escape
-- through it. Only a superuser may mark it; under another owner a database administrator runs this
-- statement once, or the searches stay correct but scan.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'textlike is not LEAKPROOF: the search indexes stay unused under row-level security';
  END IF;
END
$$;--> statement-breakpoint
-- One policy per tenant table, the same for reading and writing. `(select app_tenant())` is
-- evaluated once per statement (an init plan), not once per row, and leaves the
-- (tenant_id, ...) indexes usable. FORCE applies it to the tables' owner too. A function, so that
-- every later migration that adds a table with a tenant_id column ends with
-- `SELECT app_bind_tenant_tables();` (test/row-level-security.test.ts fails until it does).
CREATE OR REPLACE FUNCTION app_bind_tenant_tables() RETURNS void
  LANGUAGE plpgsql
AS $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
      -- The job queue is claimed across tenants by design (any process takes the next job of any
      -- tenant); a job's own work then runs in its tenant's scope. Its rows hold ids, no data.
      AND c.table_name <> 'tarefa'
      AND NOT EXISTS (
        SELECT FROM pg_policies p
        WHERE p.schemaname = 'public' AND p.tablename = c.table_name AND p.policyname = 'tenant_scope'
      )
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', target.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', target.table_name);
    EXECUTE format(
      'CREATE POLICY tenant_scope ON %I USING (tenant_id = (select app_tenant())) WITH CHECK (tenant_id = (select app_tenant()))',
      target.table_name
    );
  END LOOP;
END
$$;--> statement-breakpoint
SELECT app_bind_tenant_tables();
