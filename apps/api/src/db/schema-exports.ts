// Prepared exports: the one-time code (hashed) a download link carries, bound to the tenant and
// the user who asked, with what to export. A table, not memory, so any API instance can serve
// the link another instance created.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from './schema.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One prepared export; spent by its first download, useless after `expira_em`. */
export const exportacao = pgTable(
  'exportacao',
  {
    codigoHash: text('codigo_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id),
    operacao: text('operacao').notNull(),
    formato: text('formato').notNull(),
    colunas: jsonb('colunas').notNull(),
    consulta: jsonb('consulta').notNull(),
    parametros: jsonb('parametros'),
    expiraEm: instant('expira_em').notNull(),
    usadoEm: instant('usado_em'),
  },
  (t) => [index('exportacao_expira').on(t.expiraEm)],
);
