-- The tenant's own mail domain: the default sender of its collection letters is `cobranca@` it,
-- not the default tenant's address (docs/decisions/0247). Null for a tenant that never set it: the
-- domain then comes from its hosts.
ALTER TABLE "tenant" ADD COLUMN "dominio_email" text;--> statement-breakpoint
-- What the development outbox's mails carried: each attachment's name, type and size.
ALTER TABLE "caixa_saida" ADD COLUMN "anexos" jsonb DEFAULT '[]'::jsonb NOT NULL;
