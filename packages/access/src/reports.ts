import type { ChartEmbed, ReportEmbed } from './catalogue';

/** Where a report sits in the menu. */
export type ReportMenuGroup = 'relatorios' | 'relatorios-acesso' | 'relatorios-faturamento';

/**
 * The report routes of §2 paired with the embed page each opens (the two lists of §2 are in the
 * same order). `daily-report` is the only one without an event: any authenticated user reads it.
 */
export const reportRoutes = [
  ['daily-report', 'BoletimDiario', 'relatorios'],
  ['by-brands', 'Marca', 'relatorios'],
  ['from-your-dealership', 'Concessionaria', 'relatorios'],
  ['by-city-dealership', 'CidadeConcessionaria', 'relatorios'],
  ['by-brand-last-12-months', 'MarcaMes', 'relatorios'],
  ['by-brands-year-by-year', 'MarcaAno', 'relatorios'],
  ['by-area-of-influence', 'AreaInfluencia', 'relatorios'],
  ['by-regions', 'Regiao', 'relatorios'],
  ['by-model-year-by-year', 'ModeloAno', 'relatorios'],
  ['by-model-month-by-month', 'ModeloMes', 'relatorios'],
  ['model-ranking', 'RankingModelo', 'relatorios'],
  ['city-ranking', 'RankingCidade', 'relatorios'],
  ['accumulated-segment', 'SegmentoAcumulado', 'relatorios'],
  ['segment-by-month', 'SegmentoMes', 'relatorios'],
  ['ranking-of-dealerships', 'RankingConcessionaria', 'relatorios'],
  ['vehicle-information', 'InformacaoVeiculo', 'relatorios'],
  ['access-history', 'HistoricoAcesso', 'relatorios-acesso'],
  ['access-reports-by-users', 'AcessoUsuario', 'relatorios-acesso'],
  ['access-report-by-group-company', 'AcessoGrupo', 'relatorios-acesso'],
  ['access-report-by-report', 'AcessoRelatorio', 'relatorios-acesso'],
  ['invasion', 'Invasao', 'relatorios'],
  ['annual-capital', 'CapitalAno', 'relatorios'],
  ['monthly-capital', 'CapitalMes', 'relatorios'],
  ['capital-brands', 'CapitalMarca', 'relatorios'],
  ['annual-ranking-by-brands', 'RankingMarca', 'relatorios'],
  ['dynamic-table', 'EmplacamentoPivotGrid', 'relatorios'],
  ['regions-areas-cities', 'RegiaoAreaMunicipio', 'relatorios'],
  ['billing-report', 'RelatorioDeFaturamentos', 'relatorios-faturamento'],
  ['invoicing-dvr', 'FaturamentoDVR', 'relatorios-faturamento'],
  ['invoicing-dve', 'FaturamentoDVE', 'relatorios-faturamento'],
  ['invoicing-consolidated', 'FaturamentoConsolidado', 'relatorios-faturamento'],
  ['dual-plate', 'DuploEmplacamento', 'relatorios'],
] as const satisfies readonly (readonly [string, ReportEmbed | 'BoletimDiario', ReportMenuGroup])[];

/** The chart routes of §2 paired with their embed pages, in the order of §2. */
export const chartRoutes = [
  ['sales-type-chart', 'TipoVenda'],
  ['last-13-months-market-share-chart', 'MarketShareMes'],
  ['market-share-graph', 'MarketShare'],
  ['regional-market-share-graph', 'MarketShareRegional'],
  ['automaker-comparison-graph', 'ComparativoMontadoras'],
  ['daily-average-market-share-graph', 'MarketShareMediaDiaria'],
] as const satisfies readonly (readonly [string, ChartEmbed])[];

/** Every embed page name: the reports, the charts and the vehicle-version (Nomenclatura) page. */
export type EmbedName =
  (typeof reportRoutes)[number][1] | (typeof chartRoutes)[number][1] | 'Nomenclatura';

/** The path of an embed page (`/Emplacamento/<Name>`), relative to the reports base URL. */
export const embedPath = (name: EmbedName): `/Emplacamento/${EmbedName}` => `/Emplacamento/${name}`;
