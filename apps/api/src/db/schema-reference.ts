// Tables of the reference data (coverage areas: states, municipalities, operational regions,
// influence areas). States are national and shared; everything else is per tenant, because each
// association edits its own municipalities (population, influence area) and builds its own
// regions (docs/decisions/0070).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Schema } from '../http/schemas.js';
import { tenant } from './schema.js';
import { searchIndex, searchText } from './search.js';

/** The 27 federative units; `id` is the 2-digit IBGE code. */
export const estado = pgTable('estado', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  sigla: text('sigla').$type<Schema<'coverageAreas', 'Uf'>>().notNull().unique(),
  /** Norte, Nordeste, Centro-Oeste, Sudeste or Sul. */
  regiao: text('regiao').notNull(),
});

/** An operational region of a tenant: influence areas managed together. */
export const regiaoOperacional = pgTable(
  'regiao_operacional',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome', 'codigo'),
  },
  (t) => [
    searchIndex('regiao_operacional_busca', t.busca),
    // §4: a region code is unique within the tenant, whatever its case.
    uniqueIndex('regiao_operacional_tenant_codigo').on(t.tenantId, sql`lower(${t.codigo})`),
  ],
);

/** An influence area of a tenant: the municipalities a dealership is responsible for. */
export const areaInfluencia = pgTable(
  'area_influencia',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    regiaoOperacionalId: integer('regiao_operacional_id').references(() => regiaoOperacional.id),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome', 'codigo'),
  },
  (t) => [
    searchIndex('area_influencia_busca', t.busca),
    uniqueIndex('area_influencia_tenant_codigo').on(t.tenantId, sql`lower(${t.codigo})`),
    index('area_influencia_regiao').on(t.regiaoOperacionalId),
  ],
);

/** A municipality as a tenant sees it; `id` is the 7-digit IBGE code. */
export const municipio = pgTable(
  'municipio',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    id: integer('id').notNull(),
    nome: text('nome').notNull(),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => estado.id),
    capital: boolean('capital').notNull().default(false),
    populacao: integer('populacao'),
    /** A municipality belongs to at most one influence area. */
    areaInfluenciaId: integer('area_influencia_id').references(() => areaInfluencia.id),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome'),
  },
  (t) => [
    searchIndex('municipio_busca', t.busca),
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('municipio_tenant_estado').on(t.tenantId, t.estadoId),
    index('municipio_area').on(t.areaInfluenciaId),
    index('municipio_tenant_nome').on(t.tenantId, t.nome),
  ],
);

/** A manufacturer (brand) of a tenant; dealerships sell one (`Montadora`). */
export const fabricante = pgTable(
  'fabricante',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    codigo: text('codigo'),
    ativo: boolean('ativo').notNull().default(true),
    paisOrigem: text('pais_origem'),
    cor: text('cor'),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome', 'codigo'),
  },
  (t) => [
    searchIndex('fabricante_busca', t.busca),
    uniqueIndex('fabricante_tenant_nome').on(t.tenantId, sql`lower(${t.nome})`),
  ],
);

/** An economic group: business groups under one owner. */
export const grupoEconomico = pgTable(
  'grupo_economico',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    codigo: text('codigo'),
    ativo: boolean('ativo').notNull().default(true),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome', 'codigo'),
  },
  (t) => [
    searchIndex('grupo_economico_busca', t.busca),
    index('grupo_economico_tenant').on(t.tenantId),
  ],
);

/** A business group: dealerships of one company. */
export const grupoEmpresa = pgTable(
  'grupo_empresa',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    codigo: text('codigo'),
    grupoEconomicoId: integer('grupo_economico_id').references(() => grupoEconomico.id),
    ativo: boolean('ativo').notNull().default(true),
    observacoes: text('observacoes'),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome', 'codigo'),
  },
  (t) => [
    searchIndex('grupo_empresa_busca', t.busca),
    index('grupo_empresa_tenant').on(t.tenantId),
    index('grupo_empresa_economico').on(t.grupoEconomicoId),
  ],
);

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A dealership (company) of a tenant: every field of product rules §3. */
export const concessionaria = pgTable(
  'concessionaria',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    razaoSocial: text('razao_social').notNull(),
    nomeFantasia: text('nome_fantasia').notNull(),
    /** 14 characters, numeric or alphanumeric, without punctuation. */
    cnpj: text('cnpj').notNull(),
    codigoFaturamento: text('codigo_faturamento').notNull(),
    cep: text('cep').notNull(),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => estado.id),
    municipioId: integer('municipio_id').notNull(),
    bairro: text('bairro').notNull(),
    numero: text('numero').notNull(),
    logradouro: text('logradouro').notNull(),
    complemento: text('complemento'),
    endereco: text('endereco').notNull(),
    coordenadas: text('coordenadas').notNull(),
    cadastrada: boolean('cadastrada').notNull(),
    associada: boolean('associada').notNull(),
    status: text('status').notNull(),
    montadoraId: integer('montadora_id')
      .notNull()
      .references(() => fabricante.id),
    email: text('email'),
    emailFaturamento: text('email_faturamento'),
    telefone: text('telefone'),
    site: text('site'),
    codigo: text('codigo'),
    matriz: boolean('matriz'),
    grupoEmpresaId: integer('grupo_empresa_id').references(() => grupoEmpresa.id),
    pendenciaFinanceira: boolean('pendencia_financeira'),
    dataInauguracao: day('data_inauguracao'),
    dataNomeacao: day('data_nomeacao'),
    dataCancelamento: day('data_cancelamento'),
    inscricaoEstadual: text('inscricao_estadual'),
    inscricaoMunicipal: text('inscricao_municipal'),
    observacoes: text('observacoes'),
    criadoEm: instant('criado_em').notNull().defaultNow(),
    atualizadoEm: instant('atualizado_em').notNull().defaultNow(),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome_fantasia', 'razao_social', 'cnpj', 'codigo_faturamento'),
  },
  (t) => [
    searchIndex('concessionaria_busca', t.busca),
    // §4: a CNPJ is unique within the tenant; billing files refer to the billing code.
    uniqueIndex('concessionaria_tenant_cnpj').on(t.tenantId, t.cnpj),
    uniqueIndex('concessionaria_tenant_codigo_faturamento').on(
      t.tenantId,
      sql`lower(${t.codigoFaturamento})`,
    ),
    index('concessionaria_tenant_nome').on(t.tenantId, t.nomeFantasia, t.id),
    index('concessionaria_grupo').on(t.grupoEmpresaId),
    index('concessionaria_montadora').on(t.montadoraId),
    index('concessionaria_municipio').on(t.tenantId, t.municipioId),
    foreignKey({
      name: 'concessionaria_municipio_fk',
      columns: [t.tenantId, t.municipioId],
      foreignColumns: [municipio.tenantId, municipio.id],
    }),
  ],
);

/** Vehicle categories (shared catalogue: Automóvel, Comercial leve, ...). */
export const categoriaVeiculo = pgTable('categoria_veiculo', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
});

/** Segment types (shared catalogue: Automóveis, Comerciais leves, ...). */
export const tipoSegmento = pgTable('tipo_segmento', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
});

/** A market segment of a tenant (Hatch, SUV, Picape...). */
export const segmento = pgTable(
  'segmento',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    tipoSegmentoId: integer('tipo_segmento_id')
      .notNull()
      .references(() => tipoSegmento.id),
    ativo: boolean('ativo').notNull().default(true),
    ordem: integer('ordem').notNull().default(0),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome'),
  },
  (t) => [
    searchIndex('segmento_busca', t.busca),
    uniqueIndex('segmento_tenant_nome').on(t.tenantId, sql`lower(${t.nome})`),
  ],
);

/** A vehicle model of a manufacturer. */
export const modelo = pgTable(
  'modelo',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    fabricanteId: integer('fabricante_id')
      .notNull()
      .references(() => fabricante.id),
    segmentoId: integer('segmento_id').references(() => segmento.id),
    categoriaVeiculoId: integer('categoria_veiculo_id').references(() => categoriaVeiculo.id),
    ativo: boolean('ativo').notNull().default(true),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('nome'),
  },
  (t) => [
    searchIndex('modelo_busca', t.busca),
    uniqueIndex('modelo_fabricante_nome').on(t.fabricanteId, sql`lower(${t.nome})`),
    index('modelo_tenant').on(t.tenantId),
    index('modelo_segmento').on(t.segmentoId),
  ],
);

/** A raw version name of the registration files and the model it maps to. */
export const nomenclatura = pgTable(
  'nomenclatura',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenant.id),
    versao: text('versao').notNull(),
    fabricanteId: integer('fabricante_id').references(() => fabricante.id),
    modeloId: integer('modelo_id').references(() => modelo.id),
    /**
     * The registrations of this version: kept by triggers on `emplacamento` in the statement that
     * adds, removes or moves them (migration 0032, docs/decisions/0235), never written by hand.
     */
    quantidadeEmplacamentos: integer('quantidade_emplacamentos').notNull().default(0),
    primeiraOcorrencia: day('primeira_ocorrencia'),
    /** Folded search text (docs/decisions/0072). */
    busca: searchText('versao'),
  },
  (t) => [
    searchIndex('nomenclatura_busca', t.busca),
    uniqueIndex('nomenclatura_tenant_versao').on(t.tenantId, t.versao),
    index('nomenclatura_modelo').on(t.modeloId),
  ],
);
