// The daily bulletin's sends (docs/decisions/0146): one row per user and São Paulo day, claimed
// before the mail goes out. The unique key is what keeps several API processes, each ticking on
// its own, from sending one user two bulletins on one day.
import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenant } from './schema.js';

/** A bulletin sent (or being sent) to a user for a day. */
export const boletimEnvio = pgTable(
  'boletim_envio',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    usuarioId: integer('usuario_id').notNull(),
    /** The São Paulo day the bulletin is for. */
    dia: date('dia', { mode: 'string' }).notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('boletim_envio_usuario_dia').on(t.tenantId, t.usuarioId, t.dia)],
);
