// Pieces the report definitions share: the common columns, sums over shaped rows, the pivot of a
// row dimension against period columns, and ranking with the position change against the
// previous period.
import type { Coluna, Linha, Marca, RunContext } from './definition.js';
import type { Soma } from './read.js';
import { compareText, type ColumnKey } from './texts.js';

export const marca: Coluna = { chave: 'marca', tipo: 'texto', titulo: 'marca' };
export const quantidade: Coluna = { chave: 'quantidade', tipo: 'inteiro', titulo: 'quantidade' };
export const participacao: Coluna = {
  chave: 'participacao',
  tipo: 'percentual',
  titulo: 'participacao',
};
export const totalCol: Coluna = { chave: 'total', tipo: 'inteiro', titulo: 'total' };
export const mes: Coluna = { chave: 'mes', tipo: 'mes', titulo: 'mes' };
export const posicao: Coluna = { chave: 'posicao', tipo: 'inteiro', titulo: 'posicao' };
/** A text column with a fixed title. */
export const text = (chave: ColumnKey): Coluna => ({ chave, tipo: 'texto', titulo: chave });
/** A whole-number column with a fixed title. */
export const int = (chave: ColumnKey): Coluna => ({ chave, tipo: 'inteiro', titulo: chave });
/** A percentage column with a fixed title. */
export const pct = (chave: ColumnKey): Coluna => ({ chave, tipo: 'percentual', titulo: chave });
/** The key of a period's column (p202506, p2025, p20250610). */
export const periodKey = (period: string) => `p${period.replaceAll('-', '')}`;

/** The brands a run shows: those with registrations in `rows`, within the brand filter. */
export const shown = (ctx: RunContext, ...sets: readonly Soma[][]): Marca[] =>
  ctx.marcas.filter(
    (m) =>
      (ctx.scope.fabricantes === null || ctx.scope.fabricantes.includes(m.id)) &&
      sets.some((rows) => rows.some((r) => r.fabricante_id === m.id && r.q > 0)),
  );
/** A brand's own cells: its name, its id and whether it is the tenant's own brand. */
export const brandRow = (ctx: RunContext, m: Marca): Linha => ({
  marca: m.nome,
  fabricanteId: m.id,
  propria: m.id === ctx.propria,
});

/** The sum of a numeric column over shaped rows. */
export const sum = (rows: readonly Linha[], key: string) =>
  rows.reduce((s, r) => s + (typeof r[key] === 'number' ? r[key] : 0), 0);

/** Sums per key of `rows` (rows whose key is undefined are left out). */
export function countBy<K>(rows: readonly Soma[], key: (r: Soma) => K | undefined): Map<K, number> {
  const out = new Map<K, number>();
  for (const r of rows) {
    const k = key(r);
    if (k !== undefined) out.set(k, (out.get(k) ?? 0) + r.q);
  }
  return out;
}

/** One row of a pivot or ranking: its key in the sums and its own cells (names, ids). */
export interface Entry<K> {
  key: K;
  cells: Linha;
}

/**
 * A row dimension × period pivot: a column per period (titled by `label`) and a total, a row per
 * entry, and the totals row.
 */
export function periodPivot<K>(
  entries: readonly Entry<K>[],
  rows: readonly Soma[],
  keyOf: (r: Soma) => K | undefined,
  periods: readonly string[],
  label: (p: string) => string,
  leading: readonly Coluna[],
) {
  const periodColumns: Coluna[] = periods.map((p) => ({
    chave: periodKey(p),
    tipo: 'inteiro',
    rotulo: label(p),
  }));
  const counts = new Map<string, number>();
  const cell = (k: K, p: string) => `${String(k)}\u0000${p}`;
  for (const r of rows) {
    const k = keyOf(r);
    if (k !== undefined)
      counts.set(cell(k, r.periodo), (counts.get(cell(k, r.periodo)) ?? 0) + r.q);
  }
  const linhas = entries.map(({ key, cells }) => {
    const line: Linha = { ...cells };
    let all = 0;
    for (const p of periods) {
      const n = counts.get(cell(key, p)) ?? 0;
      line[periodKey(p)] = n;
      all += n;
    }
    line.total = all;
    return line;
  });
  const totais: Linha = Object.fromEntries(leading.map((c) => [c.chave, null]));
  for (const c of [...periodColumns, totalCol]) totais[c.chave] = sum(linhas, c.chave);
  return { colunas: [...leading, ...periodColumns, totalCol], linhas, totais };
}

/**
 * Positions (1 = most) of every key with a count, ties by name; the rows a report shows may be
 * fewer (a brand filter hides rows, not competitors).
 */
export function positions<K>(counts: Map<K, number>, nameOf: (k: K) => string): Map<K, number> {
  const ordered = [...counts.entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || compareText(nameOf(a[0]), nameOf(b[0])));
  return new Map(ordered.map(([k], i) => [k, i + 1]));
}

/** The ranking cells of a key: its position now and before, and how many places it moved up. */
export function rankCells<K>(now: Map<K, number>, before: Map<K, number>, key: K): Linha {
  const posicao = now.get(key) ?? null;
  const posicaoAnterior = before.get(key) ?? null;
  return {
    posicao,
    posicaoAnterior,
    variacaoPosicao:
      posicao !== null && posicaoAnterior !== null ? posicaoAnterior - posicao : null,
  };
}
