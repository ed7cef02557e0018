CREATE TABLE "codigo_troca" (
	"codigo_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"sistema" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "codigo_troca" ADD CONSTRAINT "codigo_troca_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigo_troca_expira" ON "codigo_troca" USING btree ("expira_em");