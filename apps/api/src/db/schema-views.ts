// Saved report views and stars (docs/decisions/0265). A view is a report's filters, its relative
// period's name and the rest of the page's address under a name the user gives, personal or shared
// with the tenant; a star marks a report or a view for its user. Both belong to their user: a user
// deleted takes its views and stars with it, and a view deleted takes its stars.
import type { RelativePeriod } from '@emplacamento/access';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { components } from '../generated/registration.js';
import { usuario } from './schema.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The filters of a view as a report request names them (RelatorioFiltros). */
export type FiltrosVisao = components['schemas']['RelatorioFiltros'];

/** A saved view of a report. */
export const visaoRelatorio = pgTable(
  'visao_relatorio',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    /** Its owner: the only one who may rename, share or delete it. */
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The report's embed name (reports are definitions in code, not rows). */
    relatorio: text('relatorio').notNull(),
    nome: text('nome').notNull(),
    /** Without the dates when `periodo` names them. */
    filtros: jsonb('filtros').$type<FiltrosVisao>().notNull().default({}),
    /** A period relative to the day the view is opened; null: the dates of `filtros`. */
    periodo: text('periodo').$type<RelativePeriod>(),
    /** The page's address besides its filters (comparison, arrangement, drill path), as written. */
    endereco: text('endereco').notNull().default(''),
    /** Listed to every user of the tenant who may open the report. */
    compartilhada: boolean('compartilhada').notNull().default(false),
    criadaEm: instant('criada_em').notNull().defaultNow(),
    atualizadaEm: instant('atualizada_em').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visao_relatorio_dono_nome').on(t.tenantId, t.usuarioId, sql`lower(${t.nome})`),
  ],
);

/** A star: a user's report or view, listed first where the user looks for them. */
export const favorito = pgTable(
  'favorito',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** A starred report's embed name; null for a starred view. */
    relatorio: text('relatorio'),
    /** A starred view; null for a starred report. */
    visaoId: integer('visao_id').references(() => visaoRelatorio.id, { onDelete: 'cascade' }),
    criadoEm: instant('criado_em').notNull().defaultNow(),
  },
  (t) => [
    check('favorito_um_alvo', sql`(${t.relatorio} is null) <> (${t.visaoId} is null)`),
    uniqueIndex('favorito_usuario_relatorio')
      .on(t.tenantId, t.usuarioId, t.relatorio)
      .where(sql`relatorio is not null`),
    uniqueIndex('favorito_usuario_visao')
      .on(t.tenantId, t.usuarioId, t.visaoId)
      .where(sql`visao_id is not null`),
    index('favorito_visao').on(t.visaoId),
  ],
);
