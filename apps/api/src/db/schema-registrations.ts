// Registrations (emplacamentos), their imports and the background job queue
// (docs/decisions/0100, 0101, 0102). One registration row per vehicle; the table is designed for
// about 15 million rows per tenant, so it stays narrow: the brand, model, segment, city, state and
// dealership are ids resolved at import, the raw version name lives once in `nomenclatura`.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { arquivo } from './schema-files.js';
import { tenant } from './schema.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** The sale types of a registration file. */
export const tiposVenda = ['VAREJO', 'VENDA_DIRETA'] as const;

/** `VAREJO` or `VENDA_DIRETA`. */
export type TipoVenda = (typeof tiposVenda)[number];

/** The contract's `StatusProcessamento`. */
export const statusProcessamento = [
  'Pendente',
  'Processando',
  'Concluida',
  'ConcluidaComErros',
  'Falhou',
  'Cancelada',
] as const;

/** Status of an import. */
export type StatusProcessamento = (typeof statusProcessamento)[number];

/** One registration import: a file, who asked, its counters and its outcome. */
export const importacao = pgTable(
  'importacao',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    tipo: text('tipo').$type<'Emplacamento' | 'Faturamento'>().notNull().default('Emplacamento'),
    status: text('status').$type<StatusProcessamento>().notNull().default('Pendente'),
    arquivoId: integer('arquivo_id')
      .notNull()
      .references(() => arquivo.id),
    /** SHA-256 of the file: the same content is imported once unless replaced. */
    arquivoHash: text('arquivo_hash').notNull(),
    arquivoNome: text('arquivo_nome').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    /** csv or xlsx; null until detected. */
    formato: text('formato'),
    /** CSV encoding (utf-8, windows-1252); null until detected. */
    codificacao: text('codificacao'),
    totalLinhas: integer('total_linhas'),
    linhasProcessadas: integer('linhas_processadas').notNull().default(0),
    linhasImportadas: integer('linhas_importadas').notNull().default(0),
    linhasComErro: integer('linhas_com_erro').notNull().default(0),
    /** Versions of the file that map to no model yet (kept, listed for mapping). */
    versoesNaoMapeadas: integer('versoes_nao_mapeadas').notNull().default(0),
    /** Header names the file had beyond the known columns (ignored, reported once). */
    colunasIgnoradas: text('colunas_ignoradas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Code of the failure reason (rendered in the user's language). */
    mensagem: text('mensagem'),
    /** The earlier import of the same file whose rows this one replaces. */
    substituiId: integer('substitui_id'),
    /** Set on an import once another has replaced its rows. */
    substituidaPorId: integer('substituida_por_id'),
    atualizarDashboard: boolean('atualizar_dashboard').notNull().default(true),
    /** The id of the realtime processing marker that shows the progress. */
    marcadorId: text('marcador_id'),
    dataCriacao: instant('data_criacao').notNull().defaultNow(),
    dataInicio: instant('data_inicio'),
    dataFim: instant('data_fim'),
  },
  (t) => [
    index('importacao_tenant_data').on(t.tenantId, t.dataCriacao.desc(), t.id.desc()),
    // One live import per file: a second one is refused unless it replaces the first.
    uniqueIndex('importacao_tenant_hash_vigente')
      .on(t.tenantId, t.tipo, t.arquivoHash)
      .where(sql`substituida_por_id is null and status not in ('Falhou', 'Cancelada')`),
  ],
);

/** One error of an import: a row, a column, the value read and a message code. */
export const importacaoErro = pgTable(
  'importacao_erro',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    importacaoId: integer('importacao_id')
      .notNull()
      .references(() => importacao.id, { onDelete: 'cascade' }),
    /** Row of the file (the header is row 1). */
    linha: integer('linha').notNull(),
    coluna: text('coluna'),
    valor: text('valor'),
    /** Message code; the report renders it in the reader's language. */
    codigo: text('codigo').notNull(),
  },
  (t) => [index('importacao_erro_importacao').on(t.importacaoId, t.linha, t.id)],
);

/** What the registration file says of a registration, as the staging rows and the registrations keep it. */
const fileColumns = () => ({
  dataEmplacamento: day('data_emplacamento').notNull(),
  chassi: text('chassi').notNull(),
  placa: text('placa'),
  renavam: text('renavam'),
  fabricanteId: integer('fabricante_id').notNull(),
  anoFabricacao: smallint('ano_fabricacao').notNull(),
  anoModelo: smallint('ano_modelo').notNull(),
  combustivel: text('combustivel'),
  cor: text('cor'),
  /** 7-digit IBGE code. */
  municipioId: integer('municipio_id').notNull(),
  concessionariaId: integer('concessionaria_id'),
  tipoVenda: text('tipo_venda').$type<TipoVenda>().notNull(),
});

/**
 * Good rows of an import waiting for the merge: filled by COPY (PostgreSQL) or batched inserts
 * (PGlite), emptied by the merge transaction. Unlogged on PostgreSQL (the migration says so): a
 * crash empties it, and a restarted import fills it again from the file.
 */
export const emplacamentoCarga = pgTable(
  'emplacamento_carga',
  {
    importacaoId: integer('importacao_id').notNull(),
    linha: integer('linha').notNull(),
    ...fileColumns(),
    /** The version as the file writes it (resolved to `nomenclatura` by the merge). */
    versao: text('versao').notNull(),
    estadoId: smallint('estado_id').notNull(),
    cnpjFaturador: text('cnpj_faturador'),
  },
  (t) => [index('emplacamento_carga_importacao').on(t.importacaoId)],
);

/**
 * The columns of a registration a report shows or scopes by, shared with its copy in
 * `emplacamento_repetido` (the dual registrations, docs/decisions/0212).
 */
export const registrationColumns = () => ({
  tenantId: text('tenant_id').notNull(),
  ...fileColumns(),
  /** The raw version of the file, through which the model is found. */
  nomenclaturaId: integer('nomenclatura_id').notNull(),
  /** Null while the version maps to no model. */
  modeloId: integer('modelo_id'),
  segmentoId: integer('segmento_id'),
});

/** A registration: one vehicle licensed for the first time. */
export const emplacamento = pgTable(
  'emplacamento',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key to the tenant: its per-row check was an eighth of an import's insert, and
    // the tenant policy already binds every row to the session's (existing) tenant
    // (docs/decisions/0190).
    ...registrationColumns(),
    /** 2-digit IBGE code of the state (the first two digits of the city's). */
    estadoId: smallint('estado_id').notNull(),
    cnpjFaturador: text('cnpj_faturador'),
    /** The import that brought the row (null for demo data). */
    importacaoId: integer('importacao_id'),
  },
  (t) => [
    check('emplacamento_tipo_venda', sql`${t.tipoVenda} in ('VAREJO', 'VENDA_DIRETA')`),
    // A chassis is registered once per day; a second date is a dual registration (a report).
    uniqueIndex('emplacamento_tenant_chassi_data').on(t.tenantId, t.chassi, t.dataEmplacamento),
    // Reports always bound the period; the dimension indexes lead with the dimension so "one
    // brand over three years" reads only that brand's rows.
    index('emplacamento_tenant_data').on(t.tenantId, t.dataEmplacamento),
    index('emplacamento_tenant_fabricante_data').on(t.tenantId, t.fabricanteId, t.dataEmplacamento),
    // No (tenant, model, date) index: no read filters registrations by model (the model
    // figures come from the model rollup), and each index is a write per imported row
    // (docs/decisions/0204).
    // A version mapped to a model rewrites its registrations: found without reading the tenant's.
    index('emplacamento_tenant_nomenclatura').on(t.tenantId, t.nomenclaturaId),
    index('emplacamento_tenant_municipio_data').on(t.tenantId, t.municipioId, t.dataEmplacamento),
    index('emplacamento_tenant_concessionaria_data')
      .on(t.tenantId, t.concessionariaId, t.dataEmplacamento)
      .where(sql`concessionaria_id is not null`),
    index('emplacamento_tenant_placa')
      .on(t.tenantId, t.placa)
      .where(sql`placa is not null`),
    // The vehicle look-up (InformacaoVeiculo) finds a vehicle by plate, chassis or RENAVAM.
    index('emplacamento_tenant_renavam')
      .on(t.tenantId, t.renavam)
      .where(sql`renavam is not null`),
    // Only the replacement of an import reads by import, and an import's rows are appended
    // together: a BRIN index finds their pages at almost no cost per imported row, where a btree
    // took one more entry per row (docs/decisions/0204).
    index('emplacamento_importacao')
      .using('brin', t.importacaoId)
      .where(sql`importacao_id is not null`),
  ],
);

/** Job states of the queue. */
export type StatusTarefa = 'pendente' | 'executando' | 'concluida' | 'falhou' | 'cancelada';

/**
 * The background job queue (docs/decisions/0102): any API process claims the oldest due job with
 * `FOR UPDATE SKIP LOCKED` and holds a lease it renews while it works; a job whose lease ran out
 * (its process died) is claimed again.
 */
export const tarefa = pgTable(
  'tarefa',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    tipo: text('tipo').notNull(),
    carga: jsonb('carga').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<StatusTarefa>().notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    maxTentativas: integer('max_tentativas').notNull().default(5),
    disponivelEm: instant('disponivel_em').notNull().defaultNow(),
    /** Who holds the job (process id and host) and until when. */
    trabalhador: text('trabalhador'),
    bloqueadaAte: instant('bloqueada_ate'),
    erro: text('erro'),
    criadaEm: instant('criada_em').notNull().defaultNow(),
    concluidaEm: instant('concluida_em'),
  },
  (t) => [
    index('tarefa_fila')
      .on(t.disponivelEm, t.id)
      .where(sql`status = 'pendente'`),
    index('tarefa_executando')
      .on(t.bloqueadaAte)
      .where(sql`status = 'executando'`),
  ],
);
