// Billing (faturamento): the rows dealerships report each month, imported on the registration
// import pipeline; the closing of a month (efetivação), the charges it creates and their payments
// (docs/decisions/0140). Amounts are numeric(14,2) in BRL: never floating point.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { importacao } from './schema-registrations.js';
import { concessionaria } from './schema-reference.js';
import { tenant } from './schema.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });

/** The invoice types of a billing file. */
export const tiposNota = ['DVR', 'DVE'] as const;

/** `DVR` or `DVE`. */
export type TipoNota = (typeof tiposNota)[number];

/** One billing of a dealership: a month, an invoice type, how many vehicles, how much. */
export const faturamento = pgTable(
  'faturamento',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    concessionariaId: integer('concessionaria_id')
      .notNull()
      .references(() => concessionaria.id),
    ano: smallint('ano').notNull(),
    mes: smallint('mes').notNull(),
    tipoNota: text('tipo_nota').$type<TipoNota>().notNull(),
    quantidadeVeiculos: integer('quantidade_veiculos').notNull(),
    valor: money('valor').notNull(),
    /** The import that wrote the row last (a later file of the same month corrects it). */
    importacaoId: integer('importacao_id').references(() => importacao.id),
    atualizadoEm: instant('atualizado_em').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('faturamento_chave').on(t.tenantId, t.ano, t.mes, t.concessionariaId, t.tipoNota),
    index('faturamento_importacao').on(t.importacaoId),
  ],
);

/** Good rows of a billing import waiting for the merge (unlogged, as `emplacamento_carga`). */
export const faturamentoCarga = pgTable(
  'faturamento_carga',
  {
    importacaoId: integer('importacao_id').notNull(),
    linha: integer('linha').notNull(),
    concessionariaId: integer('concessionaria_id').notNull(),
    ano: smallint('ano').notNull(),
    mes: smallint('mes').notNull(),
    tipoNota: text('tipo_nota').$type<TipoNota>().notNull(),
    quantidadeVeiculos: integer('quantidade_veiculos').notNull(),
    valor: money('valor').notNull(),
  },
  (t) => [index('faturamento_carga_importacao').on(t.importacaoId)],
);

/**
 * The closing of a month. A reopened closing stays as history (who, when, why); at most one
 * closing of a month is in force.
 */
export const fechamentoFaturamento = pgTable(
  'fechamento_faturamento',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    ano: smallint('ano').notNull(),
    mes: smallint('mes').notNull(),
    efetivadoEm: instant('efetivado_em').notNull().defaultNow(),
    efetivadoPor: integer('efetivado_por').notNull(),
    reabertoEm: instant('reaberto_em'),
    reabertoPor: integer('reaberto_por'),
    motivoReabertura: text('motivo_reabertura'),
  },
  (t) => [
    uniqueIndex('fechamento_faturamento_vigente')
      .on(t.tenantId, t.ano, t.mes)
      .where(sql`reaberto_em is null`),
  ],
);

/** The status of a charge. */
export type StatusCobranca = 'Pendente' | 'Paga' | 'Cancelada';

/** One charge of a dealership for a closed month. */
export const cobranca = pgTable(
  'cobranca',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    fechamentoId: integer('fechamento_id')
      .notNull()
      .references(() => fechamentoFaturamento.id),
    concessionariaId: integer('concessionaria_id')
      .notNull()
      .references(() => concessionaria.id),
    ano: smallint('ano').notNull(),
    mes: smallint('mes').notNull(),
    quantidadeVeiculos: integer('quantidade_veiculos').notNull(),
    valor: money('valor').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    status: text('status').$type<StatusCobranca>().notNull().default('Pendente'),
    pagaEm: date('paga_em', { mode: 'string' }),
    cartaEnviadaEm: instant('carta_enviada_em'),
    quantidadeEnvios: integer('quantidade_envios').notNull().default(0),
    /** The last letter sent, kept in the file archive. */
    cartaArquivoId: integer('carta_arquivo_id'),
    criadaEm: instant('criada_em').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cobranca_fechamento_empresa').on(t.fechamentoId, t.concessionariaId),
    index('cobranca_tenant_mes').on(t.tenantId, t.ano, t.mes),
    index('cobranca_tenant_empresa').on(t.tenantId, t.concessionariaId, t.status),
  ],
);

/** A payment registered against a charge. */
export const pagamento = pgTable(
  'pagamento',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    cobrancaId: integer('cobranca_id')
      .notNull()
      .references(() => cobranca.id),
    pagaEm: date('paga_em', { mode: 'string' }).notNull(),
    valor: money('valor').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    registradoEm: instant('registrado_em').notNull().defaultNow(),
  },
  (t) => [index('pagamento_cobranca').on(t.cobrancaId)],
);
