// Tables of the reference data (coverage areas: states, municipalities, operational regions,
// influence areas). States are national and shared; everything else is per tenant, because each
// association edits its own municipalities (population, influence area) and builds its own
// regions (docs/decisions/0070).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenant } from './schema.js';

/** The 27 federative units; `id` is the 2-digit IBGE code. */
export const estado = pgTable('estado', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  sigla: text('sigla').notNull().unique(),
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
  },
  (t) => [
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
  },
  (t) => [
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
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('municipio_tenant_estado').on(t.tenantId, t.estadoId),
    index('municipio_area').on(t.areaInfluenciaId),
    index('municipio_tenant_nome').on(t.tenantId, t.nome),
  ],
);
