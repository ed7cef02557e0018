// Period comparison (RelatorioConsulta.comparar, docs/decisions/0259): a report's run set beside
// the same report over another period (periods.ts `comparedPeriod`). The engine shapes the
// definition a second time over the compared days, with the same scope, filters and request, and
// joins the two runs' rows by their dimensions' values. Each count gains its figure then and its
// change in percent, each share its figure then and its change in percentage points, each right
// after its measure; the totals row sets the two runs' totals side by side. A row of the compared
// period only is left out: the rows are the period's own (the definition chooses them), and the
// totals row says the compared period's true total all the same.
import { reportEntry } from '@emplacamento/access';
import type { ServerLocale } from '../http/messages/index.js';
import type { Coluna, Linha, ReportDefinition, Shaped } from './definition.js';
import type { Comparar } from './periods.js';
import { change } from './read.js';
import { columnTitle, comparisonTitle } from './texts.js';

/** The kinds of measure a comparison compares: counts and shares. */
const COMPARED = new Set<Coluna['tipo']>(['inteiro', 'percentual']);

/** The measures of `definition` a comparison compares (its counts and shares). */
export const comparedMeasures = (definition: ReportDefinition): Coluna[] =>
  definition.medidas.filter(
    (c) => COMPARED.has(c.tipo) && !definition.comparacaoPropria?.includes(c.chave),
  );

/**
 * Whether a run of `definition` may be compared with another period (RelatorioDefinicao.
 * Comparavel), derived from what the report is rather than listed: its page chooses both dates
 * (the entry takes the period filter and reads `intervalo`), it has a count or a share to compare,
 * its rows are not days or months themselves (the billing reports' months, a list of
 * registrations by date: no row of another period has their dimensions' values), and its columns
 * are its own, not added per run (`colunasDaExecucao`: the dynamic table, the capitals' brands).
 */
export function isComparable(definition: ReportDefinition): boolean {
  const entry = reportEntry(definition.nome);
  return (
    entry.reading === 'intervalo' &&
    entry.filters.includes('periodo') &&
    definition.colunasDaExecucao !== true &&
    !definition.dimensoes.some((c) => c.tipo === 'data' || c.tipo === 'mes') &&
    comparedMeasures(definition).length > 0
  );
}

/** A run's cells without the report's own comparison columns (a comparison answers its own). */
const without = (row: Linha, keys: readonly string[]): Linha =>
  keys.length === 0
    ? row
    : Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

const number = (value: Linha[string] | undefined): number | null =>
  typeof value === 'number' ? value : null;

/**
 * The columns `shaped` answers with, each compared measure followed by its figure then and its
 * change (a count's in percent, a share's in percentage points), and the cells that fill them.
 */
export function withComparison(
  definition: ReportDefinition,
  shaped: Shaped,
  compared: Shaped,
  comparar: Comparar,
  locale: ServerLocale,
): Shaped {
  const own = definition.comparacaoPropria ?? [];
  const measures = new Map(comparedMeasures(definition).map((c) => [c.chave, c]));
  const colunas: Coluna[] = [];
  for (const c of shaped.colunas) {
    if (own.includes(c.chave)) continue;
    colunas.push(c);
    if (!measures.has(c.chave)) continue;
    const title = c.rotulo ?? (c.titulo ? columnTitle(c.titulo, locale) : c.chave);
    const share = c.tipo === 'percentual';
    colunas.push(
      {
        chave: `${c.chave}Anterior`,
        tipo: c.tipo,
        rotulo: comparisonTitle('anterior', title, comparar, locale),
        comparacao: 'anterior',
        medida: c.chave,
      },
      share
        ? {
            chave: `${c.chave}Pontos`,
            tipo: 'decimal',
            rotulo: comparisonTitle('pontos', title, comparar, locale),
            comparacao: 'pontos',
            medida: c.chave,
          }
        : {
            chave: `${c.chave}Variacao`,
            tipo: 'percentual',
            rotulo: comparisonTitle('variacao', title, comparar, locale),
            comparacao: 'variacao',
            medida: c.chave,
          },
    );
  }
  // Only the measures the run answers (a definition lists what its rows may hold).
  const keys = [...measures.values()].filter((m) => colunas.some((c) => c.chave === m.chave));

  /**
   * The comparison cells of a row, `then` being its row in the compared run: undefined when it
   * has none (nothing counted then: a count of 0, a share unknown, since its whole may be nothing,
   * as a city without registrations has no share of its own), null when it cannot be told which.
   */
  const cells = (now: Linha, then: Linha | null | undefined): Linha => {
    const out: Linha = {};
    for (const m of keys) {
      const q = number(now[m.chave]);
      if (m.tipo === 'percentual') {
        const before = then ? number(then[m.chave]) : null;
        out[`${m.chave}Anterior`] = before;
        out[`${m.chave}Pontos`] = q === null || before === null ? null : q - before;
      } else {
        const before = then === undefined ? 0 : then === null ? null : number(then[m.chave]);
        out[`${m.chave}Anterior`] = before;
        out[`${m.chave}Variacao`] = q === null || before === null ? null : change(q, before);
      }
    }
    return out;
  };

  // A row is its dimensions' values (ids and flags such as `propria` are the current row's).
  const dimensions = definition.dimensoes.map((c) => c.chave);
  const keyOf = (row: Linha) => JSON.stringify(dimensions.map((d) => row[d] ?? null));
  // Two compared rows of the same values (two dealerships of one name) cannot be told apart.
  const before = new Map<string, Linha | null>();
  for (const row of compared.linhas) {
    const key = keyOf(row);
    before.set(key, before.has(key) ? null : row);
  }
  return {
    colunas,
    linhas: shaped.linhas.map((row) => ({
      ...without(row, own),
      ...cells(row, before.get(keyOf(row))),
    })),
    totais: shaped.totais && {
      ...without(shaped.totais, own),
      ...cells(shaped.totais, compared.totais),
    },
  };
}
