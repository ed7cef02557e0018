CREATE TABLE "concessionaria" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text NOT NULL,
	"cnpj" text NOT NULL,
	"codigo_faturamento" text NOT NULL,
	"cep" text NOT NULL,
	"estado_id" integer NOT NULL,
	"municipio_id" integer NOT NULL,
	"bairro" text NOT NULL,
	"numero" text NOT NULL,
	"logradouro" text NOT NULL,
	"complemento" text,
	"endereco" text NOT NULL,
	"coordenadas" text NOT NULL,
	"cadastrada" boolean NOT NULL,
	"associada" boolean NOT NULL,
	"status" text NOT NULL,
	"montadora_id" integer NOT NULL,
	"email" text,
	"email_faturamento" text,
	"telefone" text,
	"site" text,
	"codigo" text,
	"matriz" boolean,
	"grupo_empresa_id" integer,
	"pendencia_financeira" boolean,
	"data_inauguracao" date,
	"data_nomeacao" date,
	"data_cancelamento" date,
	"inscricao_estadual" text,
	"inscricao_municipal" text,
	"observacoes" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fabricante" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"pais_origem" text,
	"cor" text
);
--> statement-breakpoint
CREATE TABLE "grupo_economico" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome" text NOT NULL,
	"codigo" text,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupo_empresa" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"nome" text NOT NULL,
	"codigo" text,
	"grupo_economico_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"observacoes" text
);
--> statement-breakpoint
ALTER TABLE "concessionaria" ADD CONSTRAINT "concessionaria_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concessionaria" ADD CONSTRAINT "concessionaria_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concessionaria" ADD CONSTRAINT "concessionaria_montadora_id_fabricante_id_fk" FOREIGN KEY ("montadora_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concessionaria" ADD CONSTRAINT "concessionaria_grupo_empresa_id_grupo_empresa_id_fk" FOREIGN KEY ("grupo_empresa_id") REFERENCES "public"."grupo_empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concessionaria" ADD CONSTRAINT "concessionaria_municipio_fk" FOREIGN KEY ("tenant_id","municipio_id") REFERENCES "public"."municipio"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabricante" ADD CONSTRAINT "fabricante_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_economico" ADD CONSTRAINT "grupo_economico_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_empresa" ADD CONSTRAINT "grupo_empresa_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_empresa" ADD CONSTRAINT "grupo_empresa_grupo_economico_id_grupo_economico_id_fk" FOREIGN KEY ("grupo_economico_id") REFERENCES "public"."grupo_economico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concessionaria_tenant_cnpj" ON "concessionaria" USING btree ("tenant_id","cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "concessionaria_tenant_codigo_faturamento" ON "concessionaria" USING btree ("tenant_id",lower("codigo_faturamento"));--> statement-breakpoint
CREATE INDEX "concessionaria_tenant_nome" ON "concessionaria" USING btree ("tenant_id","nome_fantasia","id");--> statement-breakpoint
CREATE INDEX "concessionaria_grupo" ON "concessionaria" USING btree ("grupo_empresa_id");--> statement-breakpoint
CREATE INDEX "concessionaria_montadora" ON "concessionaria" USING btree ("montadora_id");--> statement-breakpoint
CREATE INDEX "concessionaria_municipio" ON "concessionaria" USING btree ("tenant_id","municipio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fabricante_tenant_nome" ON "fabricante" USING btree ("tenant_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "grupo_economico_tenant" ON "grupo_economico" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "grupo_empresa_tenant" ON "grupo_empresa" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "grupo_empresa_economico" ON "grupo_empresa" USING btree ("grupo_economico_id");