// What a report's query is: a definition the one engine (engine.ts) runs. It names its report
// (the embed name of its entry in @emplacamento/access's report catalogue, which holds its route,
// permission event, chart, title, the filters it allows and how it reads the period), its columns
// and default order, its period, and how its rows are shaped from the rollups' sums. The scope
// rule is the engine's, the same for every report: the user's profile, narrowed by the allowed
// filters.
import type { ReportName } from '@emplacamento/access';
import type { ServerLocale } from '../http/messages/index.js';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import type { Filtros, ReportScope } from './filters.js';
import type { Bucket, Dimensao, Marcas, Soma } from './read.js';
import type { ColumnKey } from './texts.js';

/** The kind of a column's values (RelatorioCampo.Tipo); `moeda` is an amount in reais. */
export type Tipo = 'texto' | 'inteiro' | 'decimal' | 'percentual' | 'data' | 'mes' | 'moeda';

/** What a column a comparison adds holds of its measure (RelatorioCampo.Comparacao). */
export type Comparacao = 'anterior' | 'variacao' | 'pontos';

/** A column: a key with a fixed title, or a column with a title of its own. */
export interface Coluna {
  chave: string;
  tipo: Tipo;
  /** The fixed title's key; period columns carry `rotulo` instead. */
  titulo?: ColumnKey;
  /** A title of its own, already in the run's language (a period's, a brand's, a comparison's). */
  rotulo?: string;
  /** On a column a comparison adds (compare.ts): what it holds, and the key of its measure. */
  comparacao?: Comparacao;
  medida?: string;
}

/** A row, keyed by column. */
export type Linha = Record<string, string | number | boolean | null>;

/** A brand of the tenant. */
export interface Marca {
  id: number;
  nome: string;
}

/** The dates a run covers, both included (yyyy-MM-dd). */
export interface Periodo {
  first: string;
  last: string;
}

/** What a definition's shaping gets. */
export interface RunContext {
  db: Db;
  /** Who runs it (reports over people, such as the access reports, scope by the profile too). */
  session: Session;
  /** The request's filters, already checked against the tenant and the report's allowed list. */
  filtros: Filtros;
  scope: ReportScope;
  periodo: Periodo;
  locale: ServerLocale;
  marcas: readonly Marca[];
  /** The tenant's own brand (EMP_FABRICANTE); null when it names none. */
  propria: number | null;
  /** Registrations in the run's scope between two days (included), bucketed, kept apart by `por`. */
  read: (
    first: string,
    last: string,
    bucket: Bucket,
    por?: readonly Dimensao[],
    marcas?: Marcas,
  ) => Promise<Soma[]>;
  /** The dimensions and measure the request chose (reports the user arranges, the pivot). */
  pedido: { dimensoes?: readonly string[]; colunas?: readonly string[]; medida?: string };
}

/** What a definition's shaping returns. */
export interface Shaped {
  colunas: Coluna[];
  linhas: Linha[];
  totais: Linha | null;
}

/** One report. */
export interface ReportDefinition {
  /**
   * Embed name: the report's entry in the catalogue (route, permission, chart, title, filters,
   * period reading, default months).
   */
  nome: ReportName;
  /**
   * Whether the report counts what dealerships billed (wherever the vehicle was registered): the
   * profile and the group and dealership filters then choose dealerships, not cities.
   */
  faturadas?: boolean;
  /** Row dimensions and measures, as listed to the portal (period columns are added per run). */
  dimensoes: readonly Coluna[];
  medidas: readonly Coluna[];
  ordem: readonly { column: string; dir: 'asc' | 'desc' }[];
  /**
   * The definition orders its rows itself (a pivot's subtotal follows its group): the engine keeps
   * that order and refuses a requested one.
   */
  ordemPropria?: true;
  /**
   * The shape adds columns of its own to each run, which the listing cannot name (a column per
   * day, month or year, per brand, or per value of a dimension the request chose), each titled by
   * its `rotulo`. Such a report is not compared with another period (compare.ts): the compared
   * run's columns may differ, and its counts would stand uncompared beside the compared ones.
   */
  colunasDaExecucao?: true;
  /**
   * The keys of the columns by which the report compares itself with another period already
   * (MarketShare: the share a year earlier and its change). A run asked for a comparison
   * (RelatorioConsulta.comparar) answers the comparison's columns instead of these, and these are
   * never compared themselves.
   */
  comparacaoPropria?: readonly string[];
  /** The period a run covers, from the request's dates and today in São Paulo. */
  periodo: (today: string, dataInicial?: string, dataFinal?: string) => Periodo;
  shape: (ctx: RunContext) => Promise<Shaped>;
}
