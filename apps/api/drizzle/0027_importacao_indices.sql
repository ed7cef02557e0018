-- Each index of the registrations is one more write per imported row, the main cost of an
-- import's merge (docs/decisions/0204). No read filters registrations by model (the model figures
-- come from the model rollup): its index goes.
DROP INDEX "emplacamento_tenant_modelo_data";--> statement-breakpoint
-- Only the replacement of an import reads registrations by import, and an import's rows are
-- appended together: a BRIN index finds their pages at almost no cost per row.
DROP INDEX "emplacamento_importacao";--> statement-breakpoint
CREATE INDEX "emplacamento_importacao" ON "emplacamento" USING brin ("importacao_id") WHERE importacao_id is not null;
