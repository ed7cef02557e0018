CREATE TABLE "emplacamento" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"data_emplacamento" date NOT NULL,
	"chassi" text NOT NULL,
	"placa" text,
	"renavam" text,
	"fabricante_id" integer NOT NULL,
	"nomenclatura_id" integer NOT NULL,
	"modelo_id" integer,
	"segmento_id" integer,
	"ano_fabricacao" smallint NOT NULL,
	"ano_modelo" smallint NOT NULL,
	"combustivel" text,
	"cor" text,
	"municipio_id" integer NOT NULL,
	"estado_id" smallint NOT NULL,
	"cnpj_faturador" text,
	"concessionaria_id" integer,
	"tipo_venda" text NOT NULL,
	"importacao_id" integer,
	CONSTRAINT "emplacamento_tipo_venda" CHECK ("emplacamento"."tipo_venda" in ('VAREJO', 'VENDA_DIRETA'))
);
--> statement-breakpoint
CREATE TABLE "emplacamento_carga" (
	"importacao_id" integer NOT NULL,
	"linha" integer NOT NULL,
	"data_emplacamento" date NOT NULL,
	"chassi" text NOT NULL,
	"placa" text,
	"renavam" text,
	"fabricante_id" integer NOT NULL,
	"versao" text NOT NULL,
	"ano_fabricacao" smallint NOT NULL,
	"ano_modelo" smallint NOT NULL,
	"combustivel" text,
	"cor" text,
	"municipio_id" integer NOT NULL,
	"estado_id" smallint NOT NULL,
	"cnpj_faturador" text,
	"concessionaria_id" integer,
	"tipo_venda" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"tipo" text DEFAULT 'Emplacamento' NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"arquivo_id" integer NOT NULL,
	"arquivo_hash" text NOT NULL,
	"arquivo_nome" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"formato" text,
	"codificacao" text,
	"total_linhas" integer,
	"linhas_processadas" integer DEFAULT 0 NOT NULL,
	"linhas_importadas" integer DEFAULT 0 NOT NULL,
	"linhas_com_erro" integer DEFAULT 0 NOT NULL,
	"versoes_nao_mapeadas" integer DEFAULT 0 NOT NULL,
	"colunas_ignoradas" text[] DEFAULT '{}'::text[] NOT NULL,
	"mensagem" text,
	"substitui_id" integer,
	"substituida_por_id" integer,
	"atualizar_dashboard" boolean DEFAULT true NOT NULL,
	"marcador_id" text,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_inicio" timestamp with time zone,
	"data_fim" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "importacao_erro" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"importacao_id" integer NOT NULL,
	"linha" integer NOT NULL,
	"coluna" text,
	"valor" text,
	"codigo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarefa" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"tipo" text NOT NULL,
	"carga" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"max_tentativas" integer DEFAULT 5 NOT NULL,
	"disponivel_em" timestamp with time zone DEFAULT now() NOT NULL,
	"trabalhador" text,
	"bloqueada_ate" timestamp with time zone,
	"erro" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "emplacamento" ADD CONSTRAINT "emplacamento_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao" ADD CONSTRAINT "importacao_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao" ADD CONSTRAINT "importacao_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacao_erro" ADD CONSTRAINT "importacao_erro_importacao_id_importacao_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."importacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emplacamento_tenant_chassi_data" ON "emplacamento" USING btree ("tenant_id","chassi","data_emplacamento");--> statement-breakpoint
CREATE INDEX "emplacamento_tenant_data" ON "emplacamento" USING btree ("tenant_id","data_emplacamento");--> statement-breakpoint
CREATE INDEX "emplacamento_tenant_fabricante_data" ON "emplacamento" USING btree ("tenant_id","fabricante_id","data_emplacamento");--> statement-breakpoint
CREATE INDEX "emplacamento_tenant_modelo_data" ON "emplacamento" USING btree ("tenant_id","modelo_id","data_emplacamento");--> statement-breakpoint
CREATE INDEX "emplacamento_tenant_municipio_data" ON "emplacamento" USING btree ("tenant_id","municipio_id","data_emplacamento");--> statement-breakpoint
CREATE INDEX "emplacamento_tenant_concessionaria_data" ON "emplacamento" USING btree ("tenant_id","concessionaria_id","data_emplacamento") WHERE concessionaria_id is not null;--> statement-breakpoint
CREATE INDEX "emplacamento_tenant_placa" ON "emplacamento" USING btree ("tenant_id","placa") WHERE placa is not null;--> statement-breakpoint
CREATE INDEX "emplacamento_importacao" ON "emplacamento" USING btree ("importacao_id") WHERE importacao_id is not null;--> statement-breakpoint
CREATE INDEX "emplacamento_carga_importacao" ON "emplacamento_carga" USING btree ("importacao_id");--> statement-breakpoint
CREATE INDEX "importacao_tenant_data" ON "importacao" USING btree ("tenant_id","data_criacao" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "importacao_tenant_hash_vigente" ON "importacao" USING btree ("tenant_id","tipo","arquivo_hash") WHERE substituida_por_id is null and status not in ('Falhou', 'Cancelada');--> statement-breakpoint
CREATE INDEX "importacao_erro_importacao" ON "importacao_erro" USING btree ("importacao_id","linha","id");--> statement-breakpoint
CREATE INDEX "tarefa_fila" ON "tarefa" USING btree ("disponivel_em","id") WHERE status = 'pendente';--> statement-breakpoint
CREATE INDEX "tarefa_executando" ON "tarefa" USING btree ("bloqueada_ate") WHERE status = 'executando';--> statement-breakpoint
-- The staging table is refilled from the file after a crash, so it need not be written to the WAL.
ALTER TABLE "emplacamento_carga" SET UNLOGGED;