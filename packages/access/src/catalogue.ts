/**
 * The permission events (resources) of the product, with fixed ids. The back end seeds exactly
 * these rows; a profile is granted a set of them; the user's systems list the granted codes; the
 * ability lowercases each code into a `manage` subject (see ability.ts). Ids never change once
 * shipped: a new event takes a new id.
 *
 * Ranges: 1–99 the older trading vocabulary (§3), 100–199 admin screens, 200–299 reports,
 * 300–399 charts. The reports' and charts' events are declared with their reports
 * (report-catalogue.ts).
 */

import { reportCatalogue, type ChartEmbed, type ReportEmbed } from './report-catalogue';

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
  [118, 'Emp_VisaoCompartilhada', 'Compartilhar visões de relatório'],
] as const;

type Codes<T extends readonly (readonly [number, string, string])[]> = T[number][1];

/** Every event code of the catalogue, as stored. */
export type EventCode =
  | Codes<typeof legacy>
  | Codes<typeof admin>
  | `Emp_Relatorio${ReportEmbed}`
  | `Emp_Grafico${ChartEmbed}`;

const toEvents = (
  rows: readonly (readonly [number, string, string])[],
  modulo: EventModule,
): EventDefinition[] => rows.map(([id, codigo, nome]) => ({ id, codigo, nome, modulo }));

/** The whole catalogue, ordered by id: what the back end seeds. */
export const eventCatalogue: readonly EventDefinition[] = Object.freeze([
  ...toEvents(legacy, 'negociacao'),
  ...toEvents(admin, 'painel-administrativo'),
  ...reportCatalogue.flatMap((entry) => (entry.event === null ? [] : [entry.event])),
]);

/**
 * The CASL subject of an event code: codes arrive in any case from the user's systems and the
 * ability lowercases them (§6), so routes compare against the lowercased code.
 */
export const resourceOf = (code: EventCode): string => code.toLowerCase();

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
