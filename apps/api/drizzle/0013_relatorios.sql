CREATE TABLE "relatorio_acesso" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relatorio_acesso_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"relatorio" text NOT NULL,
	"acessado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "relatorio_acesso_tenant_em" ON "relatorio_acesso" USING btree ("tenant_id","acessado_em");--> statement-breakpoint
-- A tenant table: bound by the tenant policy like every other (migration 0010).
SELECT app_bind_tenant_tables();
