CREATE SEQUENCE "public"."realtime_sequencia" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "documento_realtime" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"colecao" text NOT NULL,
	"usuario_id" integer,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone,
	"removido_em" timestamp with time zone,
	"sequencia" bigint DEFAULT nextval('realtime_sequencia') NOT NULL,
	CONSTRAINT "documento_realtime_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "documento_realtime" ADD CONSTRAINT "documento_realtime_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documento_realtime_lista" ON "documento_realtime" USING btree ("tenant_id","colecao","usuario_id","criado_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "documento_realtime_sequencia" ON "documento_realtime" USING btree ("sequencia");--> statement-breakpoint
CREATE INDEX "documento_realtime_tenant_sequencia" ON "documento_realtime" USING btree ("tenant_id","sequencia");