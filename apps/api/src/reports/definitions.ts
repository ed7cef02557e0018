// The reports the engine runs, by embed name. Each shapes its rows from the rollups' sums; what
// each shows is in the domain notes (Reports): Marca registrations and share per brand,
// BoletimDiario the month to date per day and brand against the same days of last month and last
// year, MarcaMes / MarcaAno brand × month / × year, RankingMarca the year to date ranking with
// the position change, TipoVenda direct sale versus retail per month, MarketShareMes own share
// per month.
import { chartDefinitions } from './definitions-charts.js';
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { accessDefinitions } from './definitions-access.js';
import { billingDefinitions } from './definitions-billing.js';
import { lookupDefinitions } from './definitions-lookups.js';
import { vehicleDefinitions } from './definitions-vehicles.js';
import { modelDefinitions } from './definitions-models.js';
import { placeDefinitions } from './definitions-places.js';
import { territoryDefinitions } from './definitions-territory.js';
import { pivotDefinition } from './pivot.js';
import {
  chosenOrMonthToDate,
  daysBetween,
  lastMonths,
  lastYears,
  monthToDate,
  monthsBetween,
  shiftMonths,
  yearBefore,
  yearToDate,
} from './periods.js';
import { change, share, total, type Soma } from './read.js';
import {
  brandRow,
  countBy,
  int,
  marca,
  mes,
  participacao,
  pct,
  periodKey,
  positions,
  quantidade,
  rankCells,
  shown,
  sum,
  totalCol,
} from './shaping.js';
import { monthTitle } from './texts.js';

/** Brand × period pivots (MarcaMes, MarcaAno, the days of BoletimDiario). */
function pivot(ctx: RunContext, rows: Soma[], periods: string[], label: (p: string) => string) {
  const colunas: Coluna[] = periods.map((p) => ({
    chave: periodKey(p),
    tipo: 'inteiro',
    rotulo: label(p),
  }));
  const linhas = shown(ctx, rows).map((m) => {
    const line = brandRow(ctx, m);
    for (const p of periods)
      line[periodKey(p)] = total(rows, (r) => r.fabricante_id === m.id && r.periodo === p);
    line.total = total(rows, (r) => r.fabricante_id === m.id);
    return line;
  });
  const totais: Linha = { marca: null };
  for (const c of [...colunas, totalCol]) totais[c.chave] = sum(linhas, c.chave);
  return { colunas, linhas, totais };
}

const byBrands = (rows: Soma[], id: number) => total(rows, (r) => r.fabricante_id === id);

const brandDefinitions: readonly ReportDefinition[] = [
  {
    nome: 'Marca',
    dimensoes: [marca],
    medidas: [quantidade, participacao],
    ordem: [{ column: 'quantidade', dir: 'desc' }],
    periodo: chosenOrMonthToDate,
    shape: async (ctx) => {
      const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'total');
      const all = total(rows);
      const linhas = shown(ctx, rows).map((m) => {
        const q = byBrands(rows, m.id);
        return { ...brandRow(ctx, m), quantidade: q, participacao: share(q, all) };
      });
      const q = sum(linhas, 'quantidade');
      return {
        colunas: [marca, quantidade, participacao],
        linhas,
        totais: { marca: null, quantidade: q, participacao: share(q, all) },
      };
    },
  },
  {
    nome: 'BoletimDiario',
    colunasDaExecucao: true,
    dimensoes: [marca],
    medidas: [totalCol, participacao, int('mesAnterior'), pct('variacaoMes')],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: monthToDate,
    shape: async (ctx) => {
      const { first, last } = ctx.periodo;
      const before = { first: shiftMonths(first, -1), last: shiftMonths(last, -1) };
      const lastYear = yearBefore(ctx.periodo);
      const [days, month, year] = await Promise.all([
        ctx.read(first, last, 'dia'),
        ctx.read(before.first, before.last, 'total'),
        ctx.read(lastYear.first, lastYear.last, 'total'),
      ]);
      const table = pivot(
        ctx,
        days,
        daysBetween(first, last),
        (d) => `${d.slice(8)}/${d.slice(5, 7)}`,
      );
      const all = total(days);
      const withBefore = new Set(shown(ctx, days, month, year).map((m) => m.id));
      const missing = ctx.marcas.filter(
        (m) => withBefore.has(m.id) && !table.linhas.some((l) => l.fabricanteId === m.id),
      );
      const linhas = [
        ...table.linhas,
        ...missing.map((m) => {
          const line = brandRow(ctx, m);
          for (const c of table.colunas) line[c.chave] = 0;
          line.total = 0;
          return line;
        }),
      ].map((line) => {
        const id = Number(line.fabricanteId);
        const q = Number(line.total);
        const mesAnterior = byBrands(month, id);
        const anoAnterior = byBrands(year, id);
        return {
          ...line,
          participacao: share(q, all),
          mesAnterior,
          variacaoMes: change(q, mesAnterior),
          anoAnterior,
          variacaoAno: change(q, anoAnterior),
        };
      });
      const q = sum(linhas, 'total');
      const mq = sum(linhas, 'mesAnterior');
      const yq = sum(linhas, 'anoAnterior');
      return {
        colunas: [
          marca,
          ...table.colunas,
          totalCol,
          participacao,
          int('mesAnterior'),
          pct('variacaoMes'),
          int('anoAnterior'),
          pct('variacaoAno'),
        ],
        linhas,
        totais: {
          ...table.totais,
          total: q,
          participacao: share(q, all),
          mesAnterior: mq,
          variacaoMes: change(q, mq),
          anoAnterior: yq,
          variacaoAno: change(q, yq),
        },
      };
    },
  },
  {
    nome: 'MarcaMes',
    colunasDaExecucao: true,
    dimensoes: [marca],
    medidas: [totalCol],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastMonths(12),
    shape: async (ctx) => {
      const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'mes');
      const t = pivot(ctx, rows, monthsBetween(ctx.periodo.first, ctx.periodo.last), (m) =>
        monthTitle(m, ctx.locale),
      );
      return { ...t, colunas: [marca, ...t.colunas, totalCol] };
    },
  },
  {
    nome: 'MarcaAno',
    colunasDaExecucao: true,
    dimensoes: [marca],
    medidas: [totalCol],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastYears(5),
    shape: async (ctx) => {
      const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'ano');
      const from = Number(ctx.periodo.first.slice(0, 4));
      const years = Array.from(
        { length: Number(ctx.periodo.last.slice(0, 4)) - from + 1 },
        (_, i) => String(from + i),
      );
      const t = pivot(ctx, rows, years, (y) => y);
      return { ...t, colunas: [marca, ...t.colunas, totalCol] };
    },
  },
  {
    nome: 'RankingMarca',
    dimensoes: [{ chave: 'posicao', tipo: 'inteiro', titulo: 'posicao' }, marca],
    medidas: [quantidade, participacao, int('posicaoAnterior'), int('variacaoPosicao')],
    ordem: [{ column: 'posicao', dir: 'asc' }],
    periodo: yearToDate,
    shape: async (ctx) => {
      const before = yearBefore(ctx.periodo);
      const [now, then] = await Promise.all([
        ctx.read(ctx.periodo.first, ctx.periodo.last, 'total'),
        ctx.read(before.first, before.last, 'total'),
      ]);
      // Positions among every brand of the scope (a brand filter hides rows, not competitors).
      const nameOf = (id: number) => ctx.marcas.find((m) => m.id === id)?.nome ?? '';
      const positionsNow = positions(
        countBy(now, (r) => r.fabricante_id),
        nameOf,
      );
      const previous = positions(
        countBy(then, (r) => r.fabricante_id),
        nameOf,
      );
      const all = total(now);
      const linhas = shown(ctx, now).map((m) => {
        const q = byBrands(now, m.id);
        const rank = rankCells(positionsNow, previous, m.id);
        return {
          ...brandRow(ctx, m),
          posicao: rank.posicao ?? null,
          quantidade: q,
          participacao: share(q, all),
          posicaoAnterior: rank.posicaoAnterior ?? null,
          variacaoPosicao: rank.variacaoPosicao ?? null,
        };
      });
      const q = sum(linhas, 'quantidade');
      return {
        colunas: [
          { chave: 'posicao', tipo: 'inteiro', titulo: 'posicao' },
          marca,
          quantidade,
          participacao,
          int('posicaoAnterior'),
          int('variacaoPosicao'),
        ],
        linhas,
        totais: { marca: null, quantidade: q, participacao: share(q, all) },
      };
    },
  },
  {
    nome: 'TipoVenda',
    dimensoes: [mes],
    medidas: [int('vendaDireta'), int('varejo'), totalCol, pct('percentualVendaDireta')],
    ordem: [{ column: 'mes', dir: 'asc' }],
    periodo: lastMonths(12),
    shape: async (ctx) => {
      const rows = (await ctx.read(ctx.periodo.first, ctx.periodo.last, 'mes')).filter(
        (r) => ctx.scope.fabricantes === null || ctx.scope.fabricantes.includes(r.fabricante_id),
      );
      const line = (keep: (r: Soma) => boolean): Linha => {
        const vendaDireta = total(rows, (r) => keep(r) && r.tipo_venda === 'VENDA_DIRETA');
        const varejo = total(rows, (r) => keep(r) && r.tipo_venda === 'VAREJO');
        const all = vendaDireta + varejo;
        return { vendaDireta, varejo, total: all, percentualVendaDireta: share(vendaDireta, all) };
      };
      return {
        colunas: [mes, int('vendaDireta'), int('varejo'), totalCol, pct('percentualVendaDireta')],
        linhas: monthsBetween(ctx.periodo.first, ctx.periodo.last).map((m) => ({
          mes: m,
          ...line((r) => r.periodo === m),
        })),
        totais: { mes: null, ...line(() => true) },
      };
    },
  },
  {
    nome: 'MarketShareMes',
    dimensoes: [mes],
    medidas: [int('proprio'), totalCol, participacao],
    ordem: [{ column: 'mes', dir: 'asc' }],
    periodo: lastMonths(13),
    shape: async (ctx) => {
      const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'mes');
      const line = (keep: (r: Soma) => boolean): Linha => {
        const proprio = total(rows, (r) => keep(r) && r.fabricante_id === ctx.propria);
        const all = total(rows, keep);
        return { proprio, total: all, participacao: share(proprio, all) };
      };
      return {
        colunas: [mes, int('proprio'), totalCol, participacao],
        linhas: monthsBetween(ctx.periodo.first, ctx.periodo.last).map((m) => ({
          mes: m,
          ...line((r) => r.periodo === m),
        })),
        totais: { mes: null, ...line(() => true) },
      };
    },
  },
];

/** Every report the engine runs. */
export const definitions: readonly ReportDefinition[] = [
  ...brandDefinitions,
  ...modelDefinitions,
  ...placeDefinitions,
  ...chartDefinitions,
  ...territoryDefinitions,
  ...accessDefinitions,
  ...lookupDefinitions,
  ...vehicleDefinitions,
  pivotDefinition,
  ...billingDefinitions,
];

/** A definition by embed name (undefined: no such report). */
export const definitionOf = (nome: string): ReportDefinition | undefined =>
  definitions.find((d) => d.nome === nome);
