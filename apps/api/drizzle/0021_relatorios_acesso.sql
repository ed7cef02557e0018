CREATE TABLE "acesso_portal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acesso_portal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"sistema" text NOT NULL,
	"acessado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "acesso_portal_tenant_em" ON "acesso_portal" USING btree ("tenant_id","acessado_em");--> statement-breakpoint
CREATE INDEX "emplacamento_tenant_renavam" ON "emplacamento" USING btree ("tenant_id","renavam") WHERE renavam is not null;--> statement-breakpoint
-- A tenant table: bound by the tenant policy like every other (migration 0010).
SELECT app_bind_tenant_tables();
