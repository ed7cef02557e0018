CREATE TABLE "caixa_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"sistema" text NOT NULL,
	"modulo" text,
	CONSTRAINT "evento_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "limite_tentativa" (
	"chave" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"janela_inicio" timestamp with time zone NOT NULL,
	"contagem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametro" (
	"tenant_id" text NOT NULL,
	"parametro_id" text NOT NULL,
	"valor" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	CONSTRAINT "parametro_tenant_id_parametro_id_pk" PRIMARY KEY("tenant_id","parametro_id")
);
--> statement-breakpoint
CREATE TABLE "perfil" (
	"tenant_id" text NOT NULL,
	"id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"eh_admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "perfil_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "perfil_evento" (
	"tenant_id" text NOT NULL,
	"perfil_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	CONSTRAINT "perfil_evento_tenant_id_perfil_id_evento_id_pk" PRIMARY KEY("tenant_id","perfil_id","evento_id")
);
--> statement-breakpoint
CREATE TABLE "recuperacao_senha" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"validado_em" timestamp with time zone,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"familia" text NOT NULL,
	"sistema" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"cor_primaria" text DEFAULT '#7367f0' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_boletim" (
	"tenant_id" text NOT NULL,
	"id" integer NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "tipo_boletim_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"login" text NOT NULL,
	"nome" text NOT NULL,
	"senha_hash" text,
	"perfil_id" integer NOT NULL,
	"status" text DEFAULT 'Ativo' NOT NULL,
	"pendente" boolean DEFAULT false NOT NULL,
	"grupo_id" integer,
	"dados_adicionais" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_acesso_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parametro" ADD CONSTRAINT "parametro_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil" ADD CONSTRAINT "perfil_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_evento" ADD CONSTRAINT "perfil_evento_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacao_senha" ADD CONSTRAINT "recuperacao_senha_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipo_boletim" ADD CONSTRAINT "tipo_boletim_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recuperacao_senha_usuario" ON "recuperacao_senha" USING btree ("tenant_id","usuario_id");--> statement-breakpoint
CREATE INDEX "refresh_token_familia" ON "refresh_token" USING btree ("familia");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_tenant_login" ON "usuario" USING btree ("tenant_id",lower("login"));--> statement-breakpoint
CREATE INDEX "usuario_tenant_nome" ON "usuario" USING btree ("tenant_id","nome");