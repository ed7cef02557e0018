/**
 * The permission events (resources) of the product, with fixed ids. The back end seeds exactly
 * these rows; a profile is granted a set of them; the user's systems list the granted codes; the
 * ability lowercases each code into a `manage` subject (see ability.ts). Ids never change once
 * shipped: a new event takes a new id.
 *
 * Ranges: 1–99 the older trading vocabulary (§3), 100–199 admin screens, 200–299 reports,
 * 300–399 charts.
 */

/** The module of the portal an event belongs to; the back end groups events by it. */
export type EventModule = 'negociacao' | 'painel-administrativo' | 'relatorios' | 'graficos';

/** One permission event as the back end stores it. */
export interface EventDefinition {
  /** Fixed id, seeded as is. */
  readonly id: number;
  /** Code as stored and sent in the user's systems (case kept; the ability lowercases it). */
  readonly codigo: string;
  /** Name shown on the profile screen (pt-BR). */
  readonly nome: string;
  readonly modulo: EventModule;
}

const legacy = [
  [1, 'Ofertas', 'Ofertas'],
  [2, 'CriarOferta', 'Criar oferta'],
  [3, 'PararOferta', 'Parar oferta'],
  [4, 'MinhasCompras', 'Minhas compras'],
  [5, 'Avaliacao', 'Avaliação'],
  [6, 'GerenciarUsuarios', 'Gerenciar usuários'],
  [7, 'AutorizarGrupo', 'Autorizar grupo'],
  [8, 'Empresas', 'Empresas'],
  [9, 'Lojas', 'Lojas'],
  [10, 'Vendas', 'Vendas'],
  [11, 'Lances', 'Lances'],
  [12, 'EditarAcesso', 'Editar acesso'],
  [13, 'DePara', 'De-para'],
] as const;

const admin = [
  [100, 'Emp_DashboardKpi', 'Dashboard KPI'],
  [101, 'Emp_AreaInfluencia', 'Áreas de influência'],
  [102, 'Emp_RegiaoOperacional', 'Regiões operacionais'],
  [103, 'Emp_Municipio', 'Municípios'],
  [104, 'Emp_GrupoEmpresa', 'Grupos empresa'],
  [105, 'Emp_GrupoEconomico', 'Grupos econômicos'],
  [106, 'Emp_Concessionaria', 'Concessionárias'],
  [107, 'Emp_Usuario', 'Usuários'],
  [108, 'Emp_UsuarioPendente', 'Usuários pendentes'],
  [109, 'Emp_ValidacaoMarca', 'Validação da marca'],
  [110, 'Emp_Nomenclatura', 'Nomenclatura (versões de veículos)'],
  [111, 'Emp_ImportacaoEmplacamento', 'Importação de emplacamentos'],
  [112, 'Emp_ImportacaoFaturamento', 'Importação de faturamentos'],
  [113, 'Emp_EfetivacaoFaturamento', 'Efetivação de faturamentos'],
  [114, 'Emp_Perfil', 'Perfis e permissões'],
  [115, 'Emp_Fabricante', 'Fabricantes e marcas'],
  [116, 'Emp_Modelo', 'Modelos'],
  [117, 'Emp_Segmento', 'Segmentos'],
] as const;

/**
 * Reports by their embed name (§2). The daily report has no event: every authenticated user reads
 * it (read on Auth), so an event for it would be a switch that does nothing.
 */
const reports = [
  [201, 'Marca', 'Emplacamentos por marca'],
  [202, 'Concessionaria', 'Da sua concessionária'],
  [203, 'CidadeConcessionaria', 'Por cidade da concessionária'],
  [204, 'MarcaMes', 'Por marca nos últimos 12 meses'],
  [205, 'MarcaAno', 'Por marca ano a ano'],
  [206, 'AreaInfluencia', 'Por área de influência'],
  [207, 'Regiao', 'Por regiões'],
  [208, 'ModeloAno', 'Por modelo ano a ano'],
  [209, 'ModeloMes', 'Por modelo mês a mês'],
  [210, 'RankingModelo', 'Ranking de modelos'],
  [211, 'RankingCidade', 'Ranking de cidades'],
  [212, 'SegmentoAcumulado', 'Segmento acumulado'],
  [213, 'SegmentoMes', 'Segmento por mês'],
  [214, 'RankingConcessionaria', 'Ranking de concessionárias'],
  [215, 'InformacaoVeiculo', 'Informações do veículo'],
  [216, 'HistoricoAcesso', 'Histórico de acesso'],
  [217, 'AcessoUsuario', 'Acessos por usuário'],
  [218, 'AcessoGrupo', 'Acessos por grupo empresa'],
  [219, 'AcessoRelatorio', 'Acessos por relatório'],
  [220, 'Invasao', 'Invasão'],
  [221, 'CapitalAno', 'Capitais por ano'],
  [222, 'CapitalMes', 'Capitais por mês'],
  [223, 'CapitalMarca', 'Capitais por marca'],
  [224, 'RankingMarca', 'Ranking anual de marcas'],
  [225, 'EmplacamentoPivotGrid', 'Tabela dinâmica'],
  [226, 'RegiaoAreaMunicipio', 'Regiões, áreas e cidades'],
  [227, 'RelatorioDeFaturamentos', 'Relatório de faturamentos'],
  [228, 'FaturamentoDVR', 'Faturamento DVR'],
  [229, 'FaturamentoDVE', 'Faturamento DVE'],
  [230, 'FaturamentoConsolidado', 'Faturamento consolidado'],
  [231, 'DuploEmplacamento', 'Duplo emplacamento'],
] as const;

const charts = [
  [301, 'TipoVenda', 'Gráfico por tipo de venda'],
  [302, 'MarketShareMes', 'Market share dos últimos 13 meses'],
  [303, 'MarketShare', 'Gráfico de market share'],
  [304, 'MarketShareRegional', 'Market share regional'],
  [305, 'ComparativoMontadoras', 'Comparativo de montadoras'],
  [306, 'MarketShareMediaDiaria', 'Market share pela média diária'],
] as const;

type Codes<T extends readonly (readonly [number, string, string])[]> = T[number][1];

/** Every event code of the catalogue, as stored. */
export type EventCode =
  | Codes<typeof legacy>
  | Codes<typeof admin>
  | `Emp_Relatorio${Codes<typeof reports>}`
  | `Emp_Grafico${Codes<typeof charts>}`;

const toEvents = (
  rows: readonly (readonly [number, string, string])[],
  modulo: EventModule,
  prefix = '',
): EventDefinition[] =>
  rows.map(([id, code, nome]) => ({ id, codigo: prefix + code, nome, modulo }));

/** The whole catalogue, ordered by id: what the back end seeds. */
export const eventCatalogue: readonly EventDefinition[] = Object.freeze([
  ...toEvents(legacy, 'negociacao'),
  ...toEvents(admin, 'painel-administrativo'),
  ...toEvents(reports, 'relatorios', 'Emp_Relatorio'),
  ...toEvents(charts, 'graficos', 'Emp_Grafico'),
]);

/**
 * The CASL subject of an event code: codes arrive in any case from the user's systems and the
 * ability lowercases them (§6), so routes compare against the lowercased code.
 */
export const resourceOf = (code: EventCode): string => code.toLowerCase();

/** The event code of a report or chart by its embed name (e.g. `Marca` → `Emp_RelatorioMarca`). */
export const reportEventCode = (embed: Codes<typeof reports>): EventCode => `Emp_Relatorio${embed}`;

/** The event code of a chart by its embed name (e.g. `TipoVenda` → `Emp_GraficoTipoVenda`). */
export const chartEventCode = (embed: Codes<typeof charts>): EventCode => `Emp_Grafico${embed}`;

/** Embed names of the reports that carry an event (every report but the daily one). */
export type ReportEmbed = Codes<typeof reports>;
/** Embed names of the charts. */
export type ChartEmbed = Codes<typeof charts>;

/** Names of the modules as the API lists them inside a system. */
export const MODULE_NAMES: Readonly<Record<EventModule, string>> = Object.freeze({
  negociacao: 'Negociação',
  'painel-administrativo': 'Painel administrativo',
  relatorios: 'Relatórios',
  graficos: 'Gráficos',
});

/**
 * The module of the earlier trading system (offers, bids, de-para): no screen of this portal
 * reads its events; they stay for the profiles of users migrated from that system.
 */
export const LEGACY_MODULE = 'negociacao' satisfies EventModule;

/** The system identifier of the portal (§9). */
export const PORTAL_SYSTEM = 'EmplacamentoPortal';
