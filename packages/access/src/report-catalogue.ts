// The catalogue of the reports and charts: one entry per report, read by the route table and the
// permission events here, by the portal (which pages it builds) and by the API (which report it
// runs, who may run it, its chart and its title). Adding a report is one entry here, one query
// definition in apps/api/src/reports/ and its strings in @emplacamento/i18n
// (docs/guides/add-a-report.md).
import type { EventCode, EventDefinition } from './catalogue';

/** Where a report sits in the menu; charts sit in `graficos`. */
export type ReportMenuGroup = 'relatorios' | 'relatorios-acesso' | 'relatorios-faturamento';

/** The chart a report's page draws beside its table (RelatorioDefinicao.Grafico). */
export type ChartKind = 'barra' | 'linha' | 'pizza' | 'area' | 'mapa';

/**
 * How a report reads the period filter: both dates, or only the end date, its query deriving the
 * start (RelatorioDefinicao.Periodo).
 */
type PeriodReading = 'intervalo' | 'ate';

/** A filter a report may allow (RelatorioDefinicao.Filtros). */
export type Filtro =
  | 'periodo'
  | 'regiaoOperacionalId'
  | 'areaInfluenciaId'
  | 'municipioId'
  | 'grupoEmpresaId'
  | 'empresaId'
  | 'tipoSegmentoId'
  | 'segmentoId'
  | 'fabricanteId'
  | 'modeloId'
  | 'tipoVenda'
  | 'placa'
  | 'chassi'
  | 'renavam';

/** The filters of the registrations' places that take a list of ids (the page's address too). */
export const PLACE_ID_FILTERS = [
  'regiaoOperacionalId',
  'areaInfluenciaId',
  'municipioId',
  'grupoEmpresaId',
  'empresaId',
  'tipoSegmentoId',
  'segmentoId',
  'fabricanteId',
] as const satisfies readonly Filtro[];

/** Every filter of a report over the registrations' places. */
const PLACES: readonly Filtro[] = ['periodo', ...PLACE_ID_FILTERS, 'tipoVenda'];
/** The places' filters but the brand: reports whose rows or shares count every brand. */
const ALL_BRANDS = PLACES.filter((f) => f !== 'fabricanteId');
/** The filters of the reports over dealerships (their use of the portal, their billings). */
const DEALERSHIPS: readonly Filtro[] = ['periodo', 'grupoEmpresaId', 'empresaId'];
/**
 * The calendar months a billing report opens on: a month is billed after it ends, so the month to
 * date would open on nothing.
 */
const BILLED_MONTHS = 12;

interface Declared {
  /** The route's last segment: `/reports/<slug>` or `/charts/<slug>` (§2). */
  readonly slug: string;
  readonly menu: ReportMenuGroup | 'graficos';
  /**
   * The permission event that opens it, with its fixed id and its pt-BR name on the profile
   * screen; null: any authenticated user reads it. The code is derived from the embed name.
   */
  readonly event: { readonly id: number; readonly nome: string } | null;
  readonly chart: ChartKind | null;
  /** The filters it allows; the API refuses any other (RelatorioDefinicao.Filtros). */
  readonly filters: readonly Filtro[];
  /** Whether it reads both dates of the period filter or only the end date. */
  readonly reading: PeriodReading;
  /**
   * The calendar months up to its default period's end a page opens on (RelatorioDefinicao.
   * MesesPadrao); absent: the month to date.
   */
  readonly defaultMonths?: number;
  /**
   * Its default period ends today even in a month's first days (the day's bulletin, and every
   * access report); others then open on the last complete month. @default false
   */
  readonly endsToday?: true;
}

/**
 * The reports by embed name (page `/Emplacamento/<Name>`), in the order of §2 (the menu's order).
 * `BoletimDiario` is the only one without an event: every authenticated user reads it (read on
 * Auth), so an event for it would be a switch that does nothing. Event ids never change once
 * shipped (they are seeded and stored): a new report takes a new id.
 */
const reports = {
  BoletimDiario: {
    slug: 'daily-report',
    menu: 'relatorios',
    event: null,
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
    endsToday: true,
  },
  Marca: {
    slug: 'by-brands',
    menu: 'relatorios',
    event: { id: 201, nome: 'Emplacamentos por marca' },
    chart: 'barra',
    filters: PLACES,
    reading: 'intervalo',
  },
  Concessionaria: {
    slug: 'from-your-dealership',
    menu: 'relatorios',
    event: { id: 202, nome: 'Da sua concessionária' },
    chart: 'barra',
    // What its dealerships billed, wherever the vehicle was registered: no filter by place.
    filters: PLACES.filter(
      (f) => f !== 'regiaoOperacionalId' && f !== 'areaInfluenciaId' && f !== 'municipioId',
    ),
    reading: 'ate',
  },
  CidadeConcessionaria: {
    slug: 'by-city-dealership',
    menu: 'relatorios',
    event: { id: 203, nome: 'Por cidade da concessionária' },
    chart: 'barra',
    filters: ALL_BRANDS,
    reading: 'intervalo',
  },
  MarcaMes: {
    slug: 'by-brand-last-12-months',
    menu: 'relatorios',
    event: { id: 204, nome: 'Por marca nos últimos 12 meses' },
    chart: 'linha',
    filters: PLACES,
    reading: 'ate',
  },
  MarcaAno: {
    slug: 'by-brands-year-by-year',
    menu: 'relatorios',
    event: { id: 205, nome: 'Por marca ano a ano' },
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
  },
  AreaInfluencia: {
    slug: 'by-area-of-influence',
    menu: 'relatorios',
    event: { id: 206, nome: 'Por área de influência' },
    chart: 'barra',
    filters: ALL_BRANDS,
    reading: 'intervalo',
  },
  Regiao: {
    slug: 'by-regions',
    menu: 'relatorios',
    event: { id: 207, nome: 'Por regiões' },
    chart: 'barra',
    filters: ALL_BRANDS,
    reading: 'intervalo',
  },
  ModeloAno: {
    slug: 'by-model-year-by-year',
    menu: 'relatorios',
    event: { id: 208, nome: 'Por modelo ano a ano' },
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
  },
  ModeloMes: {
    slug: 'by-model-month-by-month',
    menu: 'relatorios',
    event: { id: 209, nome: 'Por modelo mês a mês' },
    chart: 'linha',
    filters: PLACES,
    reading: 'ate',
  },
  RankingModelo: {
    slug: 'model-ranking',
    menu: 'relatorios',
    event: { id: 210, nome: 'Ranking de modelos' },
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
  },
  RankingCidade: {
    slug: 'city-ranking',
    menu: 'relatorios',
    event: { id: 211, nome: 'Ranking de cidades' },
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
  },
  SegmentoAcumulado: {
    slug: 'accumulated-segment',
    menu: 'relatorios',
    event: { id: 212, nome: 'Segmento acumulado' },
    chart: 'pizza',
    filters: ALL_BRANDS,
    reading: 'ate',
  },
  SegmentoMes: {
    slug: 'segment-by-month',
    menu: 'relatorios',
    event: { id: 213, nome: 'Segmento por mês' },
    chart: 'linha',
    filters: PLACES,
    reading: 'ate',
  },
  RankingConcessionaria: {
    slug: 'ranking-of-dealerships',
    menu: 'relatorios',
    event: { id: 214, nome: 'Ranking de concessionárias' },
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
  },
  InformacaoVeiculo: {
    slug: 'vehicle-information',
    menu: 'relatorios',
    event: { id: 215, nome: 'Informações do veículo' },
    chart: null,
    // No period: a look-up covers every registration of the vehicle, whatever the date.
    filters: ['placa', 'chassi', 'renavam'],
    reading: 'intervalo',
  },
  HistoricoAcesso: {
    slug: 'access-history',
    menu: 'relatorios-acesso',
    event: { id: 216, nome: 'Histórico de acesso' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
  },
  AcessoUsuario: {
    slug: 'access-reports-by-users',
    menu: 'relatorios-acesso',
    event: { id: 217, nome: 'Acessos por usuário' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
  },
  AcessoGrupo: {
    slug: 'access-report-by-group-company',
    menu: 'relatorios-acesso',
    event: { id: 218, nome: 'Acessos por grupo empresa' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
  },
  AcessoRelatorio: {
    slug: 'access-report-by-report',
    menu: 'relatorios-acesso',
    event: { id: 219, nome: 'Acessos por relatório' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
  },
  Invasao: {
    slug: 'invasion',
    menu: 'relatorios',
    event: { id: 220, nome: 'Invasão' },
    chart: 'barra',
    // Always the own brand: no brand filter.
    filters: ALL_BRANDS,
    reading: 'intervalo',
  },
  CapitalAno: {
    slug: 'annual-capital',
    menu: 'relatorios',
    event: { id: 221, nome: 'Capitais por ano' },
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
  },
  CapitalMes: {
    slug: 'monthly-capital',
    menu: 'relatorios',
    event: { id: 222, nome: 'Capitais por mês' },
    chart: 'linha',
    filters: PLACES,
    reading: 'ate',
  },
  CapitalMarca: {
    slug: 'capital-brands',
    menu: 'relatorios',
    event: { id: 223, nome: 'Capitais por marca' },
    chart: 'barra',
    filters: PLACES,
    reading: 'intervalo',
  },
  RankingMarca: {
    slug: 'annual-ranking-by-brands',
    menu: 'relatorios',
    event: { id: 224, nome: 'Ranking anual de marcas' },
    chart: 'barra',
    filters: PLACES,
    reading: 'ate',
  },
  EmplacamentoPivotGrid: {
    slug: 'dynamic-table',
    menu: 'relatorios',
    event: { id: 225, nome: 'Tabela dinâmica' },
    chart: null,
    // A model's versions open here (its rows by version): the one report filtered by model.
    filters: [...PLACES, 'modeloId'],
    reading: 'intervalo',
  },
  RegiaoAreaMunicipio: {
    slug: 'regions-areas-cities',
    menu: 'relatorios',
    event: { id: 226, nome: 'Regiões, áreas e cidades' },
    chart: null,
    // The shares need every brand: no brand filter.
    filters: ALL_BRANDS,
    reading: 'intervalo',
  },
  RelatorioDeFaturamentos: {
    slug: 'billing-report',
    menu: 'relatorios-faturamento',
    event: { id: 227, nome: 'Relatório de faturamentos' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
    defaultMonths: BILLED_MONTHS,
  },
  FaturamentoDVR: {
    slug: 'invoicing-dvr',
    menu: 'relatorios-faturamento',
    event: { id: 228, nome: 'Faturamento DVR' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
    defaultMonths: BILLED_MONTHS,
  },
  FaturamentoDVE: {
    slug: 'invoicing-dve',
    menu: 'relatorios-faturamento',
    event: { id: 229, nome: 'Faturamento DVE' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
    defaultMonths: BILLED_MONTHS,
  },
  FaturamentoConsolidado: {
    slug: 'invoicing-consolidated',
    menu: 'relatorios-faturamento',
    event: { id: 230, nome: 'Faturamento consolidado' },
    chart: null,
    filters: DEALERSHIPS,
    reading: 'intervalo',
    defaultMonths: BILLED_MONTHS,
  },
  DuploEmplacamento: {
    slug: 'dual-plate',
    menu: 'relatorios',
    event: { id: 231, nome: 'Duplo emplacamento' },
    chart: null,
    filters: PLACES,
    reading: 'intervalo',
  },
} as const satisfies Record<string, Declared & { readonly menu: ReportMenuGroup }>;

/** The charts by embed name, in the order of §2. */
const charts = {
  TipoVenda: {
    slug: 'sales-type-chart',
    menu: 'graficos',
    event: { id: 301, nome: 'Gráfico por tipo de venda' },
    chart: 'barra',
    // It splits the registrations by sale type: no sale-type filter.
    filters: PLACES.filter((f) => f !== 'tipoVenda'),
    reading: 'ate',
  },
  MarketShareMes: {
    slug: 'last-13-months-market-share-chart',
    menu: 'graficos',
    event: { id: 302, nome: 'Market share dos últimos 13 meses' },
    chart: 'linha',
    filters: ALL_BRANDS,
    reading: 'ate',
  },
  MarketShare: {
    slug: 'market-share-graph',
    menu: 'graficos',
    event: { id: 303, nome: 'Gráfico de market share' },
    chart: 'barra',
    filters: PLACES,
    reading: 'intervalo',
  },
  MarketShareRegional: {
    slug: 'regional-market-share-graph',
    menu: 'graficos',
    event: { id: 304, nome: 'Market share regional' },
    chart: 'mapa',
    filters: ALL_BRANDS,
    reading: 'intervalo',
  },
  ComparativoMontadoras: {
    slug: 'automaker-comparison-graph',
    menu: 'graficos',
    event: { id: 305, nome: 'Comparativo de montadoras' },
    chart: 'linha',
    filters: PLACES,
    reading: 'ate',
  },
  MarketShareMediaDiaria: {
    slug: 'daily-average-market-share-graph',
    menu: 'graficos',
    event: { id: 306, nome: 'Market share pela média diária' },
    chart: 'barra',
    filters: ALL_BRANDS,
    reading: 'ate',
  },
} as const satisfies Record<string, Declared & { readonly menu: 'graficos' }>;

type Reports = typeof reports;
type Charts = typeof charts;

/** The embed name of a report or chart: its name everywhere (API, events, embed pages). */
export type ReportName = keyof Reports | keyof Charts;
/** Embed names of the reports that carry an event (every report but the daily one). */
export type ReportEmbed = {
  [N in keyof Reports]: Reports[N]['event'] extends null ? never : N;
}[keyof Reports];
/** Embed names of the charts. */
export type ChartEmbed = keyof Charts;
/** The route slug of a report (`/reports/<slug>`). */
export type ReportSlug = Reports[keyof Reports]['slug'];
/** The route slug of a chart (`/charts/<slug>`). */
export type ChartSlug = Charts[keyof Charts]['slug'];

/** One report or chart of the catalogue. */
export interface ReportEntry {
  /** Embed name, e.g. `RankingCidade`. */
  readonly name: ReportName;
  readonly kind: 'report' | 'chart';
  readonly slug: ReportSlug | ChartSlug;
  /** The route that opens it in the menu layout, e.g. `/reports/city-ranking`. */
  readonly path: `/reports/${ReportSlug}` | `/charts/${ChartSlug}`;
  readonly menu: ReportMenuGroup | 'graficos';
  /** Its permission event as seeded; null: any authenticated user reads it. */
  readonly event: (EventDefinition & { readonly codigo: EventCode }) | null;
  readonly chart: ChartKind | null;
  /** The filters it allows; the API refuses any other (RelatorioDefinicao.Filtros). */
  readonly filters: readonly Filtro[];
  /** Whether it reads both dates of the period or only the end date. */
  readonly reading: PeriodReading;
  /** The calendar months its page opens on (MesesPadrao); absent: the month to date. */
  readonly defaultMonths?: number;
  /** i18n key of its title (the API's list, the exported files). */
  readonly titleKey: `reportTitles.${ReportName}`;
  /** Its default period ends today even in a month's first days (see {@link defaultPeriodEnd}). */
  readonly endsToday: boolean;
}

const entries = (
  declared: Readonly<Record<string, Declared>>,
  kind: ReportEntry['kind'],
): ReportEntry[] =>
  Object.entries(declared).map(
    ([name, { slug, menu, event, chart, filters, reading, defaultMonths, endsToday }]) => ({
      name: name as ReportName,
      kind,
      slug: slug as ReportEntry['slug'],
      path: (kind === 'report' ? `/reports/${slug}` : `/charts/${slug}`) as ReportEntry['path'],
      menu,
      event:
        event === null
          ? null
          : Object.freeze({
              id: event.id,
              codigo: `${kind === 'report' ? 'Emp_Relatorio' : 'Emp_Grafico'}${name}` as EventCode,
              nome: event.nome,
              modulo: kind === 'report' ? 'relatorios' : 'graficos',
            }),
      chart,
      filters: Object.freeze([...filters]),
      reading,
      ...(defaultMonths === undefined ? {} : { defaultMonths }),
      titleKey: `reportTitles.${name as ReportName}`,
      // The access reports read the portal's own use, recorded as it happens: today has it.
      endsToday: endsToday === true || menu === 'relatorios-acesso',
    }),
  );

/** Every report, then every chart, each in the order of §2. */
export const reportCatalogue: readonly ReportEntry[] = Object.freeze(
  [...entries(reports, 'report'), ...entries(charts, 'chart')].map((entry) => Object.freeze(entry)),
);

const byName = new Map<string, ReportEntry>(reportCatalogue.map((entry) => [entry.name, entry]));

/** Whether `name` is the embed name of a report or chart of the catalogue. */
export const isReportName = (name: string): name is ReportName => byName.has(name);

/** The catalogue entry of a report or chart by its embed name. */
export const reportEntry = (name: ReportName): ReportEntry => byName.get(name) as ReportEntry;

/** Every embed page name: the reports, the charts and the vehicle-version (Nomenclatura) page. */
export type EmbedName = ReportName | 'Nomenclatura';

/** The path of an embed page (`/Emplacamento/<Name>`), relative to the reports base URL. */
export const embedPath = (name: EmbedName): `/Emplacamento/${EmbedName}` => `/Emplacamento/${name}`;

/**
 * The days at the start of a month in which a report opens on the last complete month: the new
 * month holds a few days of registrations then (none on the 1st before the day's import), and a
 * report of them reads as empty or as a final bar a fraction of the others.
 */
export const FIRST_DAYS_OF_MONTH = 5;

/**
 * Where the default period of report `name` ends, `today` being São Paulo's (yyyy-MM-dd): today,
 * or in a month's first {@link FIRST_DAYS_OF_MONTH} days the last day of the month before, unless
 * the report ends today always (the daily bulletin). The portal's page and the API's run (a call
 * that names no end date) both read it, so they open on the same days.
 */
export function defaultPeriodEnd(name: ReportName, today: string): string {
  if (reportEntry(name).endsToday || Number(today.slice(8, 10)) > FIRST_DAYS_OF_MONTH) return today;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  // Day 0 of this month is the last of the month before.
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
}
