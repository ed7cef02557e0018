// The realtime collections (notifications, processing markers, brand validation and billing logs):
// one table of JSON documents per tenant. Every change takes the next number of one sequence, so
// a stream resumes with "the rows after N" (Last-Event-ID); a removal keeps a tombstone row so a
// stream that was away still learns of it (docs/decisions/0074).
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenant } from './schema.js';

/** The collections of the contract (`Colecao`). */
export const colecoesRealtime = [
  'notificacoes',
  'marcadoresProcessamento',
  'logValidacaoMarca',
  'logFaturamento',
] as const;

/** A realtime collection. */
export type Colecao = (typeof colecoesRealtime)[number];

/** Event ids of the stream: every insert, update and removal takes the next value. */
export const sequenciaRealtime = pgSequence('realtime_sequencia');

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A document of a realtime collection. */
export const documentoRealtime = pgTable(
  'documento_realtime',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    /** Random (UUID); unique within the tenant. */
    id: text('id').notNull(),
    colecao: text('colecao').$type<Colecao>().notNull(),
    /** The owner for per-user collections; null for a tenant-wide log line. No foreign key: a
     * log line outlives the user who caused it. */
    usuarioId: integer('usuario_id'),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default({}),
    criadoEm: instant('criado_em').notNull().defaultNow(),
    atualizadoEm: instant('atualizado_em'),
    /** Set on removal: the row stays as a tombstone so resumed streams hear of it. */
    removidoEm: instant('removido_em'),
    /** The id of the last event of this document (the stream's `id:`). */
    sequencia: bigint('sequencia', { mode: 'number' })
      .notNull()
      .default(sql`nextval('realtime_sequencia')`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The list: a user's (or the tenant's) documents of one collection, newest first.
    index('documento_realtime_lista').on(
      t.tenantId,
      t.colecao,
      t.usuarioId,
      t.criadoEm.desc(),
      t.id.desc(),
    ),
    // The fan-out reads one row by its event id; resume reads a tenant's rows after an id.
    uniqueIndex('documento_realtime_sequencia').on(t.sequencia),
    index('documento_realtime_tenant_sequencia').on(t.tenantId, t.sequencia),
  ],
);
