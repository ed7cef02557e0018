// The analytics rollups (docs/decisions/0120): registration counts pre-aggregated per tenant, so
// the KPI dashboard and the reports read thousands of rows where the registration table holds
// millions. Each rollup is a pure function of `emplacamento`; a statement trigger (in the
// migration) writes every (tenant, day) that a change touched into `agregado_pendente`, and the
// refresh (src/analytics/aggregates.ts) recomputes exactly those days.
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { registrationColumns, type TipoVenda } from './schema-registrations.js';

const day = (name: string) => date(name, { mode: 'string' });

/** The dimensions every rollup keeps (segment is null while the version maps to no model). */
const dimensions = () => ({
  tenantId: text('tenant_id').notNull(),
  fabricanteId: integer('fabricante_id').notNull(),
  segmentoId: integer('segmento_id'),
  tipoVenda: text('tipo_venda').$type<TipoVenda>().notNull(),
  quantidade: integer('quantidade').notNull(),
});

/** Registrations per day × brand × segment × sale type (the whole tenant). */
export const agregadoDia = pgTable(
  'agregado_dia',
  { ...dimensions(), dia: day('dia').notNull() },
  (t) => [index('agregado_dia_tenant_dia').on(t.tenantId, t.dia)],
);

/** Registrations per month (its first day) × brand × segment × sale type (the whole tenant). */
export const agregadoMes = pgTable(
  'agregado_mes',
  { ...dimensions(), mes: day('mes').notNull() },
  (t) => [index('agregado_mes_tenant_mes').on(t.tenantId, t.mes)],
);

/**
 * Registrations per day × municipality × brand × segment × sale type: what a scoped daily figure
 * (a dealership's or a region's cities) reads, by municipality first.
 */
export const agregadoDiaMunicipio = pgTable(
  'agregado_dia_municipio',
  { ...dimensions(), dia: day('dia').notNull(), municipioId: integer('municipio_id').notNull() },
  (t) => [
    index('agregado_dia_municipio_tenant_municipio_dia').on(t.tenantId, t.municipioId, t.dia),
    index('agregado_dia_municipio_tenant_dia').on(t.tenantId, t.dia),
  ],
);

/** Registrations per month × municipality × brand × segment × sale type (scoped figures). */
export const agregadoMesMunicipio = pgTable(
  'agregado_mes_municipio',
  { ...dimensions(), mes: day('mes').notNull(), municipioId: integer('municipio_id').notNull() },
  (t) => [
    index('agregado_mes_municipio_tenant_municipio_mes').on(t.tenantId, t.municipioId, t.mes),
    index('agregado_mes_municipio_tenant_mes').on(t.tenantId, t.mes),
  ],
);

/**
 * The place of a municipality that the place rollups keep: its state, its influence area (null:
 * none) and, for a state's capital, the city itself (null for every other city). The operational
 * region is its area's, found at read time, so an area moved to another region needs no rebuild.
 */
const place = () => ({
  estadoId: integer('estado_id').notNull(),
  areaInfluenciaId: integer('area_influencia_id'),
  capitalId: integer('capital_id'),
});

/**
 * Registrations per day × place × brand × segment × sale type (docs/decisions/0200): the day rows
 * of the city rollup summed per place, some fifty places where the city rollup has thousands of
 * cities. Rebuilt for the areas involved when a city changes area, state or capital flag (a
 * trigger on `municipio`, in the migration).
 */
export const agregadoDiaLugar = pgTable(
  'agregado_dia_lugar',
  { ...dimensions(), dia: day('dia').notNull(), ...place() },
  (t) => [
    index('agregado_dia_lugar_tenant_dia').on(t.tenantId, t.dia),
    index('agregado_dia_lugar_tenant_area_dia').on(t.tenantId, t.areaInfluenciaId, t.dia),
  ],
);

/** Registrations per month × place × brand × segment × sale type (the place reports, scoped KPIs). */
export const agregadoMesLugar = pgTable(
  'agregado_mes_lugar',
  { ...dimensions(), mes: day('mes').notNull(), ...place() },
  (t) => [
    index('agregado_mes_lugar_tenant_mes').on(t.tenantId, t.mes),
    index('agregado_mes_lugar_tenant_area_mes').on(t.tenantId, t.areaInfluenciaId, t.mes),
  ],
);

/**
 * Registrations per month × municipality × billing dealership × model × brand × segment × sale
 * type: what the model and dealership reports read (docs/decisions/0124). Month grain only: a day
 * grain keyed this finely holds about one row per registration, so the partial months at a
 * period's edges are counted from the registrations themselves. Null dealership: billed by none
 * of the tenant's dealerships; null model: a version not mapped yet.
 */
export const agregadoMesModelo = pgTable(
  'agregado_mes_modelo',
  {
    ...dimensions(),
    mes: day('mes').notNull(),
    municipioId: integer('municipio_id').notNull(),
    concessionariaId: integer('concessionaria_id'),
    modeloId: integer('modelo_id'),
  },
  (t) => [
    index('agregado_mes_modelo_tenant_mes').on(t.tenantId, t.mes),
    index('agregado_mes_modelo_tenant_concessionaria_mes').on(
      t.tenantId,
      t.concessionariaId,
      t.mes,
    ),
  ],
);

/**
 * Registrations per day × billing dealership × model × brand × segment × sale type, with no city
 * (docs/decisions/0210): what the model and dealership reports read when no city or place is
 * involved (the whole tenant, a dealership's or group's own). A year of them is a few tens of
 * thousands of rows where the city-keyed model rollup has a million.
 */
export const agregadoDiaConcessionaria = pgTable(
  'agregado_dia_concessionaria',
  {
    ...dimensions(),
    dia: day('dia').notNull(),
    concessionariaId: integer('concessionaria_id'),
    modeloId: integer('modelo_id'),
  },
  (t) => [index('agregado_dia_concessionaria_tenant_dia').on(t.tenantId, t.dia)],
);

/** The same per month (docs/decisions/0210), summed from the day rows. */
export const agregadoMesConcessionaria = pgTable(
  'agregado_mes_concessionaria',
  {
    ...dimensions(),
    mes: day('mes').notNull(),
    concessionariaId: integer('concessionaria_id'),
    modeloId: integer('modelo_id'),
  },
  (t) => [index('agregado_mes_concessionaria_tenant_mes').on(t.tenantId, t.mes)],
);

/** What the own-brand city rollups keep besides their period (docs/decisions/0210). */
const ownBrandCity = () => ({
  tenantId: text('tenant_id').notNull(),
  municipioId: integer('municipio_id').notNull(),
  fabricanteId: integer('fabricante_id').notNull(),
  tipoVenda: text('tipo_venda').$type<TipoVenda>().notNull(),
  quantidade: integer('quantidade').notNull(),
});

/**
 * Registrations per day × municipality × sale type, the tenant's own brand apart from all others
 * (docs/decisions/0210): what a share per city reads (own brand against all, every city), without
 * the brand and segment that make the city rollup hold about one row per registration.
 * `fabricante_id` is the own brand's id on its rows and 0 on the others' rows, counted with the
 * brand `agregado_propria` names.
 */
export const agregadoDiaMunicipioPropria = pgTable(
  'agregado_dia_municipio_propria',
  {
    ...ownBrandCity(),
    dia: day('dia').notNull(),
  },
  (t) => [index('agregado_dia_municipio_propria_tenant_dia').on(t.tenantId, t.dia)],
);

/** The same per month (docs/decisions/0210). */
export const agregadoMesMunicipioPropria = pgTable(
  'agregado_mes_municipio_propria',
  {
    ...ownBrandCity(),
    mes: day('mes').notNull(),
  },
  (t) => [index('agregado_mes_municipio_propria_tenant_mes').on(t.tenantId, t.mes)],
);

/**
 * The same per quarter (its first day), summed from the month rows: a year over every city reads
 * four quarters where it read twelve months (docs/decisions/0210).
 */
export const agregadoTrimestreMunicipioPropria = pgTable(
  'agregado_trimestre_municipio_propria',
  {
    ...ownBrandCity(),
    trimestre: day('trimestre').notNull(),
  },
  (t) => [
    index('agregado_trimestre_municipio_propria_tenant_trimestre').on(t.tenantId, t.trimestre),
  ],
);

/**
 * The own brand's registrations per day × billing dealership × municipality × sale type
 * (docs/decisions/0210): what the invasion report (Invasao) reads, a dealership's own-brand sales
 * in cities outside its area. Only the own brand's rows (`fabricante_id` is always it), built with
 * the brand `agregado_propria` names, like the own-brand city rollups.
 */
export const agregadoDiaConcessionariaMunicipioPropria = pgTable(
  'agregado_dia_concessionaria_municipio_propria',
  {
    ...ownBrandCity(),
    dia: day('dia').notNull(),
    concessionariaId: integer('concessionaria_id').notNull(),
  },
  (t) => [index('agregado_dia_concessionaria_municipio_propria_tenant_dia').on(t.tenantId, t.dia)],
);

/** The same per month (docs/decisions/0210). */
export const agregadoMesConcessionariaMunicipioPropria = pgTable(
  'agregado_mes_concessionaria_municipio_propria',
  {
    ...ownBrandCity(),
    mes: day('mes').notNull(),
    concessionariaId: integer('concessionaria_id').notNull(),
  },
  (t) => [index('agregado_mes_concessionaria_municipio_propria_tenant_mes').on(t.tenantId, t.mes)],
);

/**
 * The brand the own-brand city rollups of a tenant count as its own (null: none), as the
 * EMP_FABRICANTE parameter named it when they were built. No row: not built yet. A read whose own
 * brand differs sums the city rollup instead, until a refresh rebuilds them.
 */
export const agregadoPropria = pgTable('agregado_propria', {
  tenantId: text('tenant_id').primaryKey(),
  fabricanteId: integer('fabricante_id'),
});

/**
 * The registrations of a chassis registered more than once (on any days), copied with the columns
 * the dual-registration report shows and scopes by (docs/decisions/0212). A period's duplicates are
 * the chassis found more than once among its rows here: a few thousand rows a year where the
 * registrations hold millions. Kept by the refresh like the rollups: the chassis of the pending
 * days are looked at again.
 */
export const emplacamentoRepetido = pgTable(
  'emplacamento_repetido',
  {
    /** The registration's id. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    ...registrationColumns(),
  },
  (t) => [
    index('emplacamento_repetido_tenant_data').on(t.tenantId, t.dataEmplacamento),
    index('emplacamento_repetido_tenant_chassi').on(t.tenantId, t.chassi),
  ],
);

/** Days whose registrations changed since the last refresh (filled by the migration's trigger). */
export const agregadoPendente = pgTable(
  'agregado_pendente',
  { tenantId: text('tenant_id').notNull(), dia: day('dia').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.dia] })],
);

/** When a tenant's rollups were last brought up to date (the dashboard's AtualizadoEm). */
export const agregadoAtualizacao = pgTable('agregado_atualizacao', {
  tenantId: text('tenant_id').primaryKey(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Every opening of a report (a run; an export counts as one too): the access history that the
 * four access reports read. The report's embed name, not an id: reports are definitions in code.
 */
export const relatorioAcesso = pgTable(
  'relatorio_acesso',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    relatorio: text('relatorio').notNull(),
    acessadoEm: timestamp('acessado_em', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('relatorio_acesso_tenant_em').on(t.tenantId, t.acessadoEm)],
);

/**
 * Every sign-in to the portal (a password login, or a one-time code redeemed by another system):
 * with the report openings of `relatorio_acesso`, the access history the access reports read.
 */
export const acessoPortal = pgTable(
  'acesso_portal',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    sistema: text('sistema').notNull(),
    acessadoEm: timestamp('acessado_em', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('acesso_portal_tenant_em').on(t.tenantId, t.acessadoEm)],
);
