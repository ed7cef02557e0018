CREATE TABLE "validacao_marca" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"tipo" smallint NOT NULL,
	"data_inicial" date NOT NULL,
	"data_final" date NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"progresso" integer DEFAULT 0 NOT NULL,
	"manual" boolean NOT NULL,
	"arquivo_fabricante_id" integer,
	"arquivo_resultado_id" integer,
	"arquivo_resultado_csv_id" integer,
	"total_emplacamentos" integer,
	"total_fabricante" integer,
	"ausentes_no_fabricante" integer,
	"ausentes_no_emplacamento" integer,
	"divergencias" integer,
	"divergencias_por_campo" jsonb,
	"mensagem" text,
	"usuario_id" integer,
	"log_id" text,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_inicio" timestamp with time zone,
	"data_fim" timestamp with time zone,
	CONSTRAINT "validacao_marca_tipo" CHECK ("validacao_marca"."tipo" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "validacao_marca_diferenca" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"validacao_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"chassi" text NOT NULL,
	"campo" text,
	"valor_emplacamento" text,
	"valor_fabricante" text,
	"linha" integer
);
--> statement-breakpoint
CREATE TABLE "boletim_envio" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"dia" date NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "validacao_marca" ADD CONSTRAINT "validacao_marca_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validacao_marca" ADD CONSTRAINT "validacao_marca_arquivo_fabricante_id_arquivo_id_fk" FOREIGN KEY ("arquivo_fabricante_id") REFERENCES "public"."arquivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validacao_marca_diferenca" ADD CONSTRAINT "validacao_marca_diferenca_validacao_id_validacao_marca_id_fk" FOREIGN KEY ("validacao_id") REFERENCES "public"."validacao_marca"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boletim_envio" ADD CONSTRAINT "boletim_envio_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "validacao_marca_tenant_data" ON "validacao_marca" USING btree ("tenant_id","data_criacao" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "validacao_marca_diferenca_validacao" ON "validacao_marca_diferenca" USING btree ("validacao_id","tipo","id");--> statement-breakpoint
CREATE UNIQUE INDEX "boletim_envio_usuario_dia" ON "boletim_envio" USING btree ("tenant_id","usuario_id","dia");--> statement-breakpoint
-- Tenant tables: bound by the tenant policy like every other (migration 0010).
SELECT app_bind_tenant_tables();
