-- Saved report views and stars (docs/decisions/0265). A view keeps a report's filters, the name of
-- a period relative to the day it is opened and the rest of the page's address, under a name unique
-- per owner ignoring case; a star is one row per user and report or view. Both go with their user,
-- and a view's stars with the view.
CREATE TABLE "favorito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"relatorio" text,
	"visao_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorito_um_alvo" CHECK (("favorito"."relatorio" is null) <> ("favorito"."visao_id" is null))
);
--> statement-breakpoint
CREATE TABLE "visao_relatorio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visao_relatorio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"relatorio" text NOT NULL,
	"nome" text NOT NULL,
	"filtros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"periodo" text,
	"endereco" text DEFAULT '' NOT NULL,
	"compartilhada" boolean DEFAULT false NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_visao_id_visao_relatorio_id_fk" FOREIGN KEY ("visao_id") REFERENCES "public"."visao_relatorio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visao_relatorio" ADD CONSTRAINT "visao_relatorio_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorito_usuario_relatorio" ON "favorito" USING btree ("tenant_id","usuario_id","relatorio") WHERE relatorio is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorito_usuario_visao" ON "favorito" USING btree ("tenant_id","usuario_id","visao_id") WHERE visao_id is not null;--> statement-breakpoint
CREATE INDEX "favorito_visao" ON "favorito" USING btree ("visao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visao_relatorio_dono_nome" ON "visao_relatorio" USING btree ("tenant_id","usuario_id",lower("nome"));--> statement-breakpoint
SELECT app_bind_tenant_tables();
