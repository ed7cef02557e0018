CREATE TABLE "exportacao" (
	"codigo_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"operacao" text NOT NULL,
	"formato" text NOT NULL,
	"colunas" jsonb NOT NULL,
	"consulta" jsonb NOT NULL,
	"parametros" jsonb,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exportacao" ADD CONSTRAINT "exportacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exportacao_expira" ON "exportacao" USING btree ("expira_em");--> statement-breakpoint
-- The table holds one tenant's rows: bound by the tenant policy like every other (migration 0010).
SELECT app_bind_tenant_tables();
