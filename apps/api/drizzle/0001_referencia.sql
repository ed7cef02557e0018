CREATE TABLE "area_influencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"regiao_operacional_id" integer
);
--> statement-breakpoint
CREATE TABLE "estado" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sigla" text NOT NULL,
	"regiao" text NOT NULL,
	CONSTRAINT "estado_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"tenant_id" text NOT NULL,
	"id" integer NOT NULL,
	"nome" text NOT NULL,
	"estado_id" integer NOT NULL,
	"capital" boolean DEFAULT false NOT NULL,
	"populacao" integer,
	"area_influencia_id" integer,
	CONSTRAINT "municipio_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "regiao_operacional" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_influencia" ADD CONSTRAINT "area_influencia_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_influencia" ADD CONSTRAINT "area_influencia_regiao_operacional_id_regiao_operacional_id_fk" FOREIGN KEY ("regiao_operacional_id") REFERENCES "public"."regiao_operacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_area_influencia_id_area_influencia_id_fk" FOREIGN KEY ("area_influencia_id") REFERENCES "public"."area_influencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regiao_operacional" ADD CONSTRAINT "regiao_operacional_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "area_influencia_tenant_codigo" ON "area_influencia" USING btree ("tenant_id",lower("codigo"));--> statement-breakpoint
CREATE INDEX "area_influencia_regiao" ON "area_influencia" USING btree ("regiao_operacional_id");--> statement-breakpoint
CREATE INDEX "municipio_tenant_estado" ON "municipio" USING btree ("tenant_id","estado_id");--> statement-breakpoint
CREATE INDEX "municipio_area" ON "municipio" USING btree ("area_influencia_id");--> statement-breakpoint
CREATE INDEX "municipio_tenant_nome" ON "municipio" USING btree ("tenant_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "regiao_operacional_tenant_codigo" ON "regiao_operacional" USING btree ("tenant_id",lower("codigo"));