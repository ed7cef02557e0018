// The model and dealership reports, over the model × dealership month rollup
// (docs/decisions/0124): Concessionaria (what the user's dealerships billed, per model and month),
// ModeloMes / ModeloAno (model × month, last 12 months / × year, last five years), RankingModelo
// and RankingConcessionaria (year to date, with the position change against the same days of the
// year before). Unmapped versions count under "not given" in the pivots and are left out of the
// model ranking; registrations billed by no dealership are left out of the dealership ranking.
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { namesOf } from './names.js';
import { lastMonths, lastYears, monthsBetween, yearBefore, yearToDate } from './periods.js';
import { share, total, type Dimensao, type Marcas, type Soma } from './read.js';
import {
  countBy,
  int,
  marca,
  participacao,
  periodPivot,
  posicao,
  positions,
  quantidade,
  rankCells,
  sum,
  text,
  type Entry,
} from './shaping.js';
import { columnTitle, monthTitle } from './texts.js';

const modelo = text('modelo');
const concessionaria = text('concessionaria');
const posicaoAnterior = int('posicaoAnterior');
const variacaoPosicao = int('variacaoPosicao');

/** Whether the brand filter lets a brand's rows show. */
export const brandShown = (ctx: RunContext, id: number) =>
  ctx.scope.fabricantes === null || ctx.scope.fabricantes.includes(id);

const modelKey = (r: Soma) => `${String(r.modelo_id ?? '')}:${String(r.fabricante_id)}`;

/** A row per model (per brand for unmapped versions) present in `rows`, within the brand filter. */
async function modelEntries(ctx: RunContext, rows: readonly Soma[]): Promise<Entry<string>[]> {
  const models = await namesOf(ctx.db, ctx.scope.tenantId, 'modelo');
  const brands = new Map(ctx.marcas.map((m) => [m.id, m.nome]));
  const seen = new Map<string, Soma>();
  for (const r of rows) if (r.q > 0 && brandShown(ctx, r.fabricante_id)) seen.set(modelKey(r), r);
  return [...seen.entries()].map(([key, r]) => ({
    key,
    cells: {
      modelo:
        r.modelo_id === null || r.modelo_id === undefined
          ? columnTitle('naoInformado', ctx.locale)
          : (models.get(r.modelo_id)?.nome ?? String(r.modelo_id)),
      marca: brands.get(r.fabricante_id) ?? null,
      modeloId: r.modelo_id ?? null,
      fabricanteId: r.fabricante_id,
      propria: r.fabricante_id === ctx.propria,
    },
  }));
}

/** Model × month over the run's months. */
async function modelByMonth(ctx: RunContext) {
  const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'mes', ['modelo_id']);
  return periodPivot(
    await modelEntries(ctx, rows),
    rows,
    modelKey,
    monthsBetween(ctx.periodo.first, ctx.periodo.last),
    (m) => monthTitle(m, ctx.locale),
    [modelo, marca],
  );
}

/** A year-to-date ranking of the keys `keyOf` gives, against the same days a year before. */
export async function ranking<K>(
  ctx: RunContext,
  por: Dimensao,
  keyOf: (r: Soma) => K | undefined,
  entries: (rows: Soma[]) => Promise<Entry<K>[]>,
  nameOf: (k: K) => string,
  leading: readonly Coluna[],
  inWhole: (r: Soma) => boolean = () => true,
  marcas?: Marcas,
) {
  const before = yearBefore(ctx.periodo);
  const [now, then] = await Promise.all([
    ctx.read(ctx.periodo.first, ctx.periodo.last, 'total', [por], marcas),
    ctx.read(before.first, before.last, 'total', [por], marcas),
  ]);
  const counts = countBy(now, keyOf);
  const positionsNow = positions(counts, nameOf);
  const previous = positions(countBy(then, keyOf), nameOf);
  const all = total(now, inWhole);
  const linhas: Linha[] = (await entries(now)).map(({ key, cells }) => {
    const q = counts.get(key) ?? 0;
    const rank = rankCells(positionsNow, previous, key);
    return {
      ...cells,
      posicao: rank.posicao ?? null,
      quantidade: q,
      participacao: share(q, all),
      posicaoAnterior: rank.posicaoAnterior ?? null,
      variacaoPosicao: rank.variacaoPosicao ?? null,
    };
  });
  const q = sum(linhas, 'quantidade');
  const totais: Linha = Object.fromEntries(leading.map((c) => [c.chave, null]));
  return {
    colunas: [posicao, ...leading, quantidade, participacao, posicaoAnterior, variacaoPosicao],
    linhas,
    totais: { ...totais, quantidade: q, participacao: share(q, all) },
  };
}

const rankingMeasures = [quantidade, participacao, posicaoAnterior, variacaoPosicao];

export const modelDefinitions: readonly ReportDefinition[] = [
  {
    nome: 'Concessionaria',
    colunasDaExecucao: true,
    faturadas: true,
    dimensoes: [modelo, marca],
    medidas: [int('total')],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastMonths(12),
    shape: modelByMonth,
  },
  {
    nome: 'ModeloMes',
    colunasDaExecucao: true,
    dimensoes: [modelo, marca],
    medidas: [int('total')],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastMonths(12),
    shape: modelByMonth,
  },
  {
    nome: 'ModeloAno',
    colunasDaExecucao: true,
    dimensoes: [modelo, marca],
    medidas: [int('total')],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastYears(5),
    shape: async (ctx) => {
      const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'ano', ['modelo_id']);
      const from = Number(ctx.periodo.first.slice(0, 4));
      const years = Array.from(
        { length: Number(ctx.periodo.last.slice(0, 4)) - from + 1 },
        (_, i) => String(from + i),
      );
      return periodPivot(await modelEntries(ctx, rows), rows, modelKey, years, (y) => y, [
        modelo,
        marca,
      ]);
    },
  },
  {
    nome: 'RankingModelo',
    dimensoes: [posicao, modelo, marca],
    medidas: rankingMeasures,
    ordem: [{ column: 'posicao', dir: 'asc' }],
    periodo: yearToDate,
    shape: async (ctx) => {
      const models = await namesOf(ctx.db, ctx.scope.tenantId, 'modelo');
      // Positions among every model of the scope (a brand filter hides rows, not competitors).
      return ranking(
        ctx,
        'modelo_id',
        (r) => (r.modelo_id === null ? undefined : modelKey(r)),
        async (rows) => (await modelEntries(ctx, rows)).filter((e) => e.cells.modeloId !== null),
        (k) => models.get(Number(k.split(':')[0]))?.nome ?? k,
        [modelo, marca],
      );
    },
  },
  {
    nome: 'RankingConcessionaria',
    dimensoes: [posicao, concessionaria],
    medidas: rankingMeasures,
    ordem: [{ column: 'posicao', dir: 'asc' }],
    periodo: yearToDate,
    shape: async (ctx) => {
      const dealers = await namesOf(ctx.db, ctx.scope.tenantId, 'concessionaria');
      // The brand filter narrows what each dealership's count holds.
      const keyOf = (r: Soma) =>
        r.concessionaria_id === null ||
        r.concessionaria_id === undefined ||
        !brandShown(ctx, r.fabricante_id)
          ? undefined
          : r.concessionaria_id;
      return ranking(
        ctx,
        'concessionaria_id',
        keyOf,
        (rows) =>
          Promise.resolve(
            [...countBy(rows, keyOf).keys()].map((id) => ({
              key: id,
              cells: { concessionaria: dealers.get(id)?.nome ?? String(id), empresaId: id },
            })),
          ),
        (id) => dealers.get(id)?.nome ?? '',
        [concessionaria],
        (r) => brandShown(ctx, r.fabricante_id),
      );
    },
  },
];
