// What a report's exported file says of itself, in the request's language and from the product's
// one set of translations (the page's own words): its name (the report's title and period), the
// heading of its XLSX sheet and PDF (title, period and the period it is compared with, the filters
// in force by their names, the last day of data) and the word over its totals row.
import { messages } from '@emplacamento/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { ServerLocale } from '../http/messages/index.js';
import type { Periodo } from './definition.js';
import type { Consulta } from './engine.js';
import { ID_FILTER_TABLES } from './filters.js';
import { reportTitle } from './texts.js';
import type { ReportName } from '@emplacamento/access';

type Filtros = NonNullable<Consulta['filtros']>;
type Texts = (typeof messages)['pt-BR'];

/** Where the names of an id filter's rows are, in the engine's table of that filter. */
const tenant = (filter: keyof typeof ID_FILTER_TABLES, column = 'nome') => ({
  table: ID_FILTER_TABLES[filter],
  column,
  scope: 'tenant' as const,
});

/**
 * The id filters, each with its label and where its names are: the tenant's table the engine
 * checks the ids against (ID_FILTER_TABLES) and its name column; segment types are the
 * product's, models are named by their catalogue row.
 */
const NAMED: readonly (readonly [
  keyof Filtros,
  (texts: Texts) => string,
  { table: string; column: string; scope: 'tenant' | 'global' },
])[] = [
  ['regiaoOperacionalId', (t) => t.reports.filters.region, tenant('regiaoOperacionalId')],
  ['areaInfluenciaId', (t) => t.reports.filters.area, tenant('areaInfluenciaId')],
  ['municipioId', (t) => t.reports.filters.city, tenant('municipioId')],
  ['grupoEmpresaId', (t) => t.reports.filters.group, tenant('grupoEmpresaId')],
  ['empresaId', (t) => t.reports.filters.dealership, tenant('empresaId', 'nome_fantasia')],
  [
    'tipoSegmentoId',
    (t) => t.reports.filters.segmentType,
    { table: 'tipo_segmento', column: 'nome', scope: 'global' },
  ],
  ['segmentoId', (t) => t.reports.filters.segment, tenant('segmentoId')],
  ['fabricanteId', (t) => t.reports.filters.brand, tenant('fabricanteId')],
  ['modeloId', (t) => t.reportColumns.modelo, { table: 'modelo', column: 'nome', scope: 'tenant' }],
];

/** The free-text filters and their labels. */
const TYPED: readonly (readonly ['placa' | 'chassi' | 'renavam', (texts: Texts) => string])[] = [
  ['placa', (t) => t.reportLookup.plate],
  ['chassi', (t) => t.reportLookup.chassis],
  ['renavam', (t) => t.reportLookup.renavam],
];

/** What a file name may not hold on the systems people save to. */
const FILE_NAME_REFUSED = /[\\/:*?"<>|\p{Cc}]/gu;

const dayFormat = (locale: ServerLocale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });

/** A day (yyyy-MM-dd) as the reader writes it: 01/12/2026, 12/1/26, … */
const shownDay = (day: string, locale: ServerLocale) =>
  dayFormat(locale).format(new Date(`${day}T12:00:00Z`));

/** The period as the heading shows it: one day, or first – last. */
const shownPeriod = (periodo: Periodo, locale: ServerLocale): string =>
  periodo.first === periodo.last
    ? shownDay(periodo.first, locale)
    : `${shownDay(periodo.first, locale)} – ${shownDay(periodo.last, locale)}`;

/**
 * The file's name: the report's title and its period as ISO days (so saved files sort by date),
 * e.g. `Emplacamentos por marca 2026-11-01 – 2026-11-30.xlsx` in Portuguese.
 */
export function exportFileName(
  nome: ReportName,
  periodo: Periodo,
  formato: 'csv' | 'xlsx' | 'pdf',
  locale: ServerLocale,
): string {
  const days =
    periodo.first === periodo.last ? periodo.first : `${periodo.first} – ${periodo.last}`;
  const title = reportTitle(nome, locale).replace(FILE_NAME_REFUSED, '-');
  return `${title} ${days}.${formato}`;
}

/** The names of `ids` in `table`, in name order. */
async function namesOf(
  db: Db,
  tenantId: string,
  { table, column, scope }: (typeof NAMED)[number][2],
  ids: readonly number[],
): Promise<string[]> {
  const tenant: SQL = scope === 'tenant' ? sql`and tenant_id = ${tenantId}` : sql``;
  const rows = await queryRows<{ nome: string }>(
    db,
    sql`select ${sql.identifier(column)} as nome from ${sql.identifier(table)}
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) ${tenant}
        order by 1`,
  );
  return rows.map((r) => r.nome);
}

/**
 * The filters in force, one "label: names" each, joined by " · "; null when none is set. The
 * engine has already refused an id outside the user's scope, so each id named here is one the
 * user may read.
 */
async function filterSummary(
  db: Db,
  tenantId: string,
  filtros: Filtros,
  locale: ServerLocale,
): Promise<string | null> {
  const texts = messages[locale];
  const parts: string[] = [];
  for (const [key, label, where] of NAMED) {
    const ids = filtros[key];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const names = await namesOf(db, tenantId, where, ids);
    parts.push(`${label(texts)}: ${names.join(', ')}`);
  }
  if (filtros.tipoVenda) {
    const sale =
      filtros.tipoVenda === 'VAREJO' ? texts.reports.filters.retail : texts.reports.filters.direct;
    parts.push(`${texts.reports.filters.saleType}: ${sale}`);
  }
  for (const [key, label] of TYPED) {
    const value = filtros[key];
    if (value) parts.push(`${label(texts)}: ${value}`);
  }
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * The period line's days: the run's, and when it compares, the days it is compared with in the
 * words of the page's own summary ("01/12/2026 – 15/12/2026, comparado com 01/11/2026 –
 * 15/11/2026").
 */
const shownPeriods = (periodo: Periodo, comparacao: Periodo | null, locale: ServerLocale) =>
  comparacao
    ? messages[locale].reportFilters.summaryCompared
        .replace('{{period}}', () => shownPeriod(periodo, locale))
        .replace('{{compared}}', () => shownPeriod(comparacao, locale))
    : shownPeriod(periodo, locale);

/**
 * The lines above an XLSX sheet's or a PDF's table: title, period (and the compared one), filters
 * in force, data until.
 */
export async function exportHeading(
  db: Db,
  tenantId: string,
  nome: ReportName,
  filtros: Filtros,
  periods: { periodo: Periodo; comparacao: Periodo | null },
  dadosAte: string | null,
  locale: ServerLocale,
): Promise<string[]> {
  const texts = messages[locale];
  const filters = await filterSummary(db, tenantId, filtros, locale);
  return [
    reportTitle(nome, locale),
    `${texts.reports.filters.period}: ${shownPeriods(periods.periodo, periods.comparacao, locale)}`,
    ...(filters ? [`${texts.reports.filters.title}: ${filters}`] : []),
    ...(dadosAte ? [texts.reports.dataUntil.replace('{{date}}', shownDay(dadosAte, locale))] : []),
  ];
}

/** The word over a report file's totals row. */
export const totalLabel = (locale: ServerLocale): string => messages[locale].reports.total;

/** A PDF page's footer: "Página 2 de 5". */
export const pageLabel = (page: number, pages: number, locale: ServerLocale): string =>
  messages[locale].reports.pageOf
    .replace('{{page}}', String(page))
    .replace('{{pages}}', String(pages));
