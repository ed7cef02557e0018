// Brand validations (docs/decisions/0145): one row per validation job (the period, who asked, the
// manufacturer's list it read, its counters and the archived result files) and one row per
// difference found, which the result screen pages through and the result files are written from.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { arquivo } from './schema-files.js';
import type { StatusProcessamento } from './schema-registrations.js';
import { tenant } from './schema.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** The kinds of difference a validation reports. */
export const tiposDiferenca = [
  'AusenteNoFabricante',
  'AusenteNoEmplacamento',
  'Divergencia',
  'Conferido',
] as const;

/** A kind of difference; `Conferido` (a match) is kept only by the Detalhado type. */
export type TipoDiferenca = (typeof tiposDiferenca)[number];

/** The fields compared between a registration and the manufacturer's row. */
export const camposComparados = [
  'chassi',
  'placa',
  'modelo',
  'data',
  'municipio',
  'concessionaria',
] as const;

/** A compared field. */
export type CampoComparado = (typeof camposComparados)[number];

/** One brand validation. */
export const validacaoMarca = pgTable(
  'validacao_marca',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    /** 1 Diário, 2 Trimestral, 3 Padrão, 4 Detalhado. */
    tipo: smallint('tipo').notNull(),
    dataInicial: day('data_inicial').notNull(),
    dataFinal: day('data_final').notNull(),
    status: text('status').$type<StatusProcessamento>().notNull().default('Pendente'),
    /** 0 to 100. */
    progresso: integer('progresso').notNull().default(0),
    manual: boolean('manual').notNull(),
    arquivoFabricanteId: integer('arquivo_fabricante_id').references(() => arquivo.id, {
      onDelete: 'set null',
    }),
    arquivoResultadoId: integer('arquivo_resultado_id'),
    arquivoResultadoCsvId: integer('arquivo_resultado_csv_id'),
    totalEmplacamentos: integer('total_emplacamentos'),
    totalFabricante: integer('total_fabricante'),
    ausentesNoFabricante: integer('ausentes_no_fabricante'),
    ausentesNoEmplacamento: integer('ausentes_no_emplacamento'),
    divergencias: integer('divergencias'),
    /** Mismatches per compared field. */
    divergenciasPorCampo:
      jsonb('divergencias_por_campo').$type<Partial<Record<CampoComparado, number>>>(),
    /** Code of the failure reason (rendered in the reader's language). */
    mensagem: text('mensagem'),
    usuarioId: integer('usuario_id'),
    /** The id of the document of the brand validation log that shows the progress. */
    logId: text('log_id'),
    dataCriacao: instant('data_criacao').notNull().defaultNow(),
    dataInicio: instant('data_inicio'),
    dataFim: instant('data_fim'),
  },
  (t) => [
    check('validacao_marca_tipo', sql`${t.tipo} between 1 and 4`),
    index('validacao_marca_tenant_data').on(t.tenantId, t.dataCriacao.desc(), t.id.desc()),
  ],
);

/** One difference of a validation (for a Divergencia, one row per mismatching field). */
export const validacaoMarcaDiferenca = pgTable(
  'validacao_marca_diferenca',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    validacaoId: integer('validacao_id')
      .notNull()
      .references(() => validacaoMarca.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<TipoDiferenca>().notNull(),
    chassi: text('chassi').notNull(),
    /** The mismatching field of a Divergencia; null for the other kinds. */
    campo: text('campo').$type<CampoComparado>(),
    valorEmplacamento: text('valor_emplacamento'),
    valorFabricante: text('valor_fabricante'),
    /** Row of the manufacturer's file (the header is row 1); null for a registration missing there. */
    linha: integer('linha'),
  },
  (t) => [index('validacao_marca_diferenca_validacao').on(t.validacaoId, t.tipo, t.id)],
);
