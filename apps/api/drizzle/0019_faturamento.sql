CREATE TABLE "cobranca" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"fechamento_id" integer NOT NULL,
	"concessionaria_id" integer NOT NULL,
	"ano" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"quantidade_veiculos" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"vencimento" date NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"paga_em" date,
	"carta_enviada_em" timestamp with time zone,
	"quantidade_envios" integer DEFAULT 0 NOT NULL,
	"carta_arquivo_id" integer,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faturamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"concessionaria_id" integer NOT NULL,
	"ano" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"tipo_nota" text NOT NULL,
	"quantidade_veiculos" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"importacao_id" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faturamento_carga" (
	"importacao_id" integer NOT NULL,
	"linha" integer NOT NULL,
	"concessionaria_id" integer NOT NULL,
	"ano" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"tipo_nota" text NOT NULL,
	"quantidade_veiculos" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fechamento_faturamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"ano" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"efetivado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"efetivado_por" integer NOT NULL,
	"reaberto_em" timestamp with time zone,
	"reaberto_por" integer,
	"motivo_reabertura" text
);
--> statement-breakpoint
CREATE TABLE "pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"cobranca_id" integer NOT NULL,
	"paga_em" date NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"usuario_id" integer NOT NULL,
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cobranca" ADD CONSTRAINT "cobranca_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca" ADD CONSTRAINT "cobranca_fechamento_id_fechamento_faturamento_id_fk" FOREIGN KEY ("fechamento_id") REFERENCES "public"."fechamento_faturamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca" ADD CONSTRAINT "cobranca_concessionaria_id_concessionaria_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionaria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturamento" ADD CONSTRAINT "faturamento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturamento" ADD CONSTRAINT "faturamento_concessionaria_id_concessionaria_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionaria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturamento" ADD CONSTRAINT "faturamento_importacao_id_importacao_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."importacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamento_faturamento" ADD CONSTRAINT "fechamento_faturamento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_cobranca_id_cobranca_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobranca"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobranca_fechamento_empresa" ON "cobranca" USING btree ("fechamento_id","concessionaria_id");--> statement-breakpoint
CREATE INDEX "cobranca_tenant_mes" ON "cobranca" USING btree ("tenant_id","ano","mes");--> statement-breakpoint
CREATE INDEX "cobranca_tenant_empresa" ON "cobranca" USING btree ("tenant_id","concessionaria_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "faturamento_chave" ON "faturamento" USING btree ("tenant_id","ano","mes","concessionaria_id","tipo_nota");--> statement-breakpoint
CREATE INDEX "faturamento_importacao" ON "faturamento" USING btree ("importacao_id");--> statement-breakpoint
CREATE INDEX "faturamento_carga_importacao" ON "faturamento_carga" USING btree ("importacao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fechamento_faturamento_vigente" ON "fechamento_faturamento" USING btree ("tenant_id","ano","mes") WHERE reaberto_em is null;--> statement-breakpoint
CREATE INDEX "pagamento_cobranca" ON "pagamento" USING btree ("cobranca_id");--> statement-breakpoint
-- A charge's amounts and a billing's vehicles are never negative, whatever writes them.
ALTER TABLE "faturamento" ADD CONSTRAINT "faturamento_valores" CHECK ("quantidade_veiculos" >= 0 AND "valor" >= 0 AND "mes" BETWEEN 1 AND 12 AND "tipo_nota" IN ('DVR', 'DVE'));--> statement-breakpoint
ALTER TABLE "cobranca" ADD CONSTRAINT "cobranca_status" CHECK ("status" IN ('Pendente', 'Paga', 'Cancelada') AND "valor" >= 0);--> statement-breakpoint
-- The staging table is refilled from the file after a crash, as the registrations' one.
ALTER TABLE "faturamento_carga" SET UNLOGGED;--> statement-breakpoint
-- Tenant tables: bound by the tenant policy like every other (migration 0010).
SELECT app_bind_tenant_tables();
