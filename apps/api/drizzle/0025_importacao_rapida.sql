-- The registrations' foreign key to the tenant was checked once per inserted row, an eighth of an
-- import's insert; the tenant policy already binds every row to the session's tenant, which exists
-- (docs/decisions/0190).
ALTER TABLE "emplacamento" DROP CONSTRAINT "emplacamento_tenant_id_tenant_id_fk";
