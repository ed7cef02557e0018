// The report engine: one run for every definition. It checks the user's permission and the
// request (period, filters the report allows, order), resolves the scope on the server from the
// user's profile (fail-closed, whatever the request asks), lets the definition shape its rows from
// the rollups, then orders, pages and titles them in the request's language. Asked to compare
// (`comparar`), it shapes the definition over the compared days too and joins the two runs
// (compare.ts, docs/decisions/0259).
import { defaultPeriodEnd, reportEntry, resourceOf } from '@emplacamento/access';
import { sql } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { relatorioAcesso } from '../db/schema-analytics.js';
import { brandsOf } from '../analytics/own-brand.js';
import { todayInSaoPaulo } from '../analytics/period.js';
import { fieldError } from '../http/contract.js';
import { FIRST_DAY, LAST_DAY } from '../http/field-errors.js';
import type { ServerLocale } from '../http/messages/index.js';
import { forbidden, invalid, notFound } from '../http/problem.js';
import type { BodyOf, ResponseOf } from '../http/route.js';
import type { Coluna, Linha, Periodo, ReportDefinition } from './definition.js';
import { definitionOf, definitions } from './definitions.js';
import { reportScope } from './filters.js';
import { somar } from './read.js';
import { isComparable, withComparison } from './compare.js';
import { comparedPeriod } from './periods.js';
import { columnTitle, compareText, reportTitle } from './texts.js';

/** A report request (RelatorioConsulta). */
export type Consulta = NonNullable<BodyOf<'executarRelatorio'>>;
/** A report answer (RelatorioResultado). */
export type Resultado = ResponseOf<'executarRelatorio', 200>;

/** Rows a run answers at most per page (the contract's `length` maximum). */
const DEFAULT_LENGTH = 100;

const titled = (c: Coluna, locale: ServerLocale) => ({
  Chave: c.chave,
  Titulo: c.rotulo ?? (c.titulo ? columnTitle(c.titulo, locale) : c.chave),
  Tipo: c.tipo,
  ...(c.comparacao ? { Comparacao: c.comparacao } : {}),
  ...(c.medida ? { Medida: c.medida } : {}),
});

/** The lowercased permission event of a report's catalogue entry; null: any authenticated user. */
const permissionOf = (definition: ReportDefinition): string | null => {
  const { event } = reportEntry(definition.nome);
  return event === null ? null : resourceOf(event.codigo);
};

const mayRun = (session: Session, definition: ReportDefinition): boolean => {
  const permission = permissionOf(definition);
  return permission === null || session.can('manage', permission);
};

/** Whether the user may open report `nome` today (a name no definition has: no). */
export function mayOpen(session: Session, nome: string): boolean {
  const definition = definitionOf(nome);
  return definition !== undefined && mayRun(session, definition);
}

/** The definitions `session` may run, as listarRelatorios answers them, ordered by title. */
export function listFor(session: Session, locale: ServerLocale) {
  return definitions
    .filter((d) => mayRun(session, d))
    .map((d) => {
      const entry = reportEntry(d.nome);
      return {
        Nome: d.nome,
        Titulo: reportTitle(d.nome, locale),
        Recurso: permissionOf(d) ?? 'auth',
        Dimensoes: d.dimensoes.map((c) => titled(c, locale)),
        Medidas: d.medidas.map((c) => titled(c, locale)),
        Filtros: [...entry.filters],
        Grafico: entry.chart,
        Periodo: entry.reading,
        ...(entry.defaultMonths ? { MesesPadrao: entry.defaultMonths } : {}),
        ...(isComparable(d) ? { Comparavel: true } : {}),
      };
    })
    .sort((a, b) => a.Titulo.localeCompare(b.Titulo, locale));
}

/** The definition of `nome` if the user may run it: 404 for no such report, 403 for no right. */
export function allowedDefinition(session: Session, nome: string): ReportDefinition {
  const definition = definitionOf(nome);
  if (!definition) throw notFound(`Relatório ${nome} não encontrado.`);
  if (!mayRun(session, definition)) throw forbidden();
  return definition;
}

/** Compares two cells in `dir`; nulls last whatever the direction. */
function compare(
  a: Linha[string] | undefined,
  b: Linha[string] | undefined,
  dir: 'asc' | 'desc',
): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const c =
    typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));
  return dir === 'asc' ? c : -c;
}

/**
 * The days a run covers: the chosen ones, or the report's default period, which in a month's
 * first days ends on the last complete month (defaultPeriodEnd, the rule the portal's page reads
 * too) so a call without dates opens on the same days as the page.
 */
export function periodOf(
  definition: ReportDefinition,
  now: Date,
  filtros: NonNullable<Consulta['filtros']>,
): Periodo {
  const today = todayInSaoPaulo(now);
  const { dataInicial, dataFinal } = filtros;
  const end =
    dataInicial === undefined && dataFinal === undefined
      ? defaultPeriodEnd(definition.nome, today)
      : today;
  return definition.periodo(end, dataInicial, dataFinal);
}

/** Runs a report: every row (ordered) and the totals; paging is the caller's. */
export async function runReport(
  db: Db,
  session: Session,
  definition: ReportDefinition,
  consulta: Consulta,
  locale: ServerLocale,
  now: Date,
): Promise<Omit<Resultado, 'TotalLinhas'> & { Linhas: Linha[] }> {
  const filtros = consulta.filtros ?? {};
  const { dataInicial, dataFinal } = filtros;
  // The contract bounds the days already; the engine holds its own callers (the bulletin) to
  // them too, since it derives days past the chosen ones (the day after, a year before).
  for (const [field, day] of [
    ['dataInicial', dataInicial],
    ['dataFinal', dataFinal],
  ] as const)
    if (day !== undefined && (day < FIRST_DAY || day > LAST_DAY))
      throw invalid([
        fieldError(`filtros.${field}`, {
          code: 'campo.data-fora-do-intervalo',
          params: { field, min: FIRST_DAY, max: LAST_DAY },
        }),
      ]);
  if (dataInicial && dataFinal && dataInicial > dataFinal)
    throw invalid([
      fieldError('filtros.dataInicial', {
        code: 'campo.invalido',
        params: { field: 'dataInicial' },
      }),
    ]);
  const { comparar } = consulta;
  if (comparar !== undefined && !isComparable(definition))
    throw invalid([
      fieldError('comparar', {
        code: 'campo.comparacao-indisponivel',
        params: { field: 'comparar' },
      }),
    ]);
  const periodo = periodOf(definition, now, filtros);
  const comparacao = comparar === undefined ? null : comparedPeriod(periodo, comparar);
  // The API speaks of no day before FIRST_DAY: nor does a comparison read one.
  if (comparacao && comparacao.first < FIRST_DAY)
    throw invalid([
      fieldError('comparar', {
        code: 'campo.comparacao-antes-do-inicio',
        params: { field: 'comparar', min: FIRST_DAY },
      }),
    ]);
  const scope = await reportScope(
    db,
    session,
    reportEntry(definition.nome).filters,
    filtros,
    definition.faturadas ?? false,
  );
  const tenantId = session.tenantId;
  const { todas: marcas, propria } = await brandsOf(db, tenantId);
  // The definition over some days: the run's, or the compared ones (the same scope and request).
  const shapeOver = (days: Periodo) =>
    definition.shape({
      db,
      session,
      filtros,
      scope,
      periodo: days,
      locale,
      marcas,
      propria,
      read: (first, last, bucket, por, marcas) =>
        somar(db, scope, first, last, bucket, por, marcas),
      pedido: {
        ...(consulta.dimensoes ? { dimensoes: consulta.dimensoes } : {}),
        ...(consulta.colunas ? { colunas: consulta.colunas } : {}),
        ...(consulta.medida ? { medida: consulta.medida } : {}),
      },
    });
  const [current, compared] = await Promise.all([
    shapeOver(periodo),
    comparacao && shapeOver(comparacao),
  ]);
  const shaped =
    comparar && compared
      ? withComparison(definition, current, compared, comparar, locale)
      : current;
  const keys = new Set(shaped.colunas.map((c) => c.chave));
  const order = consulta.order && consulta.order.length > 0 ? consulta.order : definition.ordem;
  order.forEach((o, index) => {
    if (!keys.has(o.column) || definition.ordemPropria)
      throw invalid([
        fieldError(`order.${String(index)}.column`, { code: 'campo.ordenacao-invalida' }),
      ]);
  });
  const linhas = [...shaped.linhas].sort((a, b) => {
    for (const o of order) {
      const c = compare(a[o.column], b[o.column], o.dir);
      if (c !== 0) return c;
    }
    return 0;
  });
  const [dados] = await queryRows<{ ate: string | null }>(
    db,
    sql`select max(dia)::text as ate from agregado_dia where tenant_id = ${tenantId}`,
  );
  return {
    Nome: definition.nome,
    Colunas: shaped.colunas.map((c) => titled(c, locale)),
    Linhas: linhas,
    Totais: shaped.totais,
    GeradoEm: now.toISOString(),
    DadosAte: dados?.ate ?? null,
    // The days the run covered (none before FIRST_DAY, the first the API speaks of: the 12
    // months up to January 1900 are its January); a look-up by vehicle (no period filter) covers
    // every day.
    ...(reportEntry(definition.nome).filters.includes('periodo')
      ? {
          Periodo: {
            DataInicial: periodo.first < FIRST_DAY ? FIRST_DAY : periodo.first,
            DataFinal: periodo.last,
          },
        }
      : {}),
    ...(comparacao
      ? { Comparacao: { DataInicial: comparacao.first, DataFinal: comparacao.last } }
      : {}),
  };
}

/** One page of a run, as executarRelatorio answers it. */
export function pageOf(run: Awaited<ReturnType<typeof runReport>>, consulta: Consulta): Resultado {
  const start = consulta.start ?? 0;
  const length = consulta.length ?? DEFAULT_LENGTH;
  return {
    ...run,
    Linhas: run.Linhas.slice(start, start + length),
    TotalLinhas: run.Linhas.length,
  };
}

/** Writes one opening of a report to the access history. */
export async function recordAccess(
  db: Db,
  session: Session,
  nome: string,
  now: Date,
): Promise<void> {
  await db.insert(relatorioAcesso).values({
    tenantId: session.tenantId,
    usuarioId: session.usuario.id,
    relatorio: nome,
    acessadoEm: now,
  });
}
