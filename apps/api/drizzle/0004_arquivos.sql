CREATE TABLE "arquivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome" text NOT NULL,
	"tipo_conteudo" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"hash" text NOT NULL,
	"categoria" text NOT NULL,
	"usuario_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arquivo" ADD CONSTRAINT "arquivo_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivo_tenant_data" ON "arquivo" USING btree ("tenant_id","data_criacao" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "arquivo_tenant_categoria_data" ON "arquivo" USING btree ("tenant_id","categoria","data_criacao" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "arquivo_tenant_hash" ON "arquivo" USING btree ("tenant_id","hash");--> statement-breakpoint
CREATE INDEX "arquivo_tenant_usuario" ON "arquivo" USING btree ("tenant_id","usuario_id");