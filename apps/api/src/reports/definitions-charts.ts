// The share charts, each with its table: MarketShare (share per brand over a chosen period,
// against the same days a year earlier), MarketShareRegional (the own share per state),
// ComparativoMontadoras (the chosen brands' monthly shares side by side over the last 12 months)
// and MarketShareMediaDiaria (registrations per business day, all brands and the own brand, and
// the own share, per month: the days of the product's calendar, not the days that happened to have
// a registration in the scope, which would grow the average as the scope narrows). A share always counts every brand of the scope: a brand filter chooses
// the rows shown, never the whole they are a share of.
import { isBusinessDay } from '../general/calendar.js';
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { placeShares } from './definitions-places.js';
import {
  chosenOrMonthToDate,
  daysBetween,
  lastMonths,
  monthsBetween,
  yearBefore,
} from './periods.js';
import { share, total, type Soma } from './read.js';
import {
  brandRow,
  int,
  marca,
  mes,
  participacao,
  pct,
  periodKey,
  quantidade,
  shown,
  sum,
  text,
  totalCol,
} from './shaping.js';
import { monthTitle } from './texts.js';

const decimal = (chave: 'variacaoParticipacao' | 'mediaDiaria' | 'mediaDiariaPropria'): Coluna => ({
  chave,
  tipo: 'decimal',
  titulo: chave,
});
const ofBrand = (id: number) => (r: Soma) => r.fabricante_id === id;
/** A ratio, 0 when there is nothing to divide by (a month without registrations). */
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

async function marketShare(ctx: RunContext) {
  const before = yearBefore(ctx.periodo);
  const [now, then] = await Promise.all([
    ctx.read(ctx.periodo.first, ctx.periodo.last, 'total'),
    ctx.read(before.first, before.last, 'total'),
  ]);
  const all = total(now);
  const allBefore = total(then);
  // Without registrations a year earlier there is no earlier share to compare with.
  const earlier = (q: number) => (allBefore === 0 ? null : share(q, allBefore));
  const cells = (q: number, qBefore: number): Linha => {
    const p = share(q, all);
    const pBefore = earlier(qBefore);
    return {
      participacao: p,
      quantidade: q,
      participacaoAnterior: pBefore,
      variacaoParticipacao: pBefore === null ? null : p - pBefore,
    };
  };
  // A brand with registrations only a year earlier is listed too (0 now): the share it lost is
  // news, and without it the totals row compared 100 % now with a part of the market then.
  const brands = shown(ctx, now, then);
  const linhas = brands.map((m) => ({
    ...brandRow(ctx, m),
    ...cells(total(now, ofBrand(m.id)), total(then, ofBrand(m.id))),
  }));
  const shownBefore = total(then, (r) => brands.some((m) => m.id === r.fabricante_id));
  return {
    colunas: [
      marca,
      participacao,
      quantidade,
      pct('participacaoAnterior'),
      decimal('variacaoParticipacao'),
    ],
    linhas,
    totais: { marca: null, ...cells(sum(linhas, 'quantidade'), shownBefore) },
  };
}

async function automakers(ctx: RunContext) {
  const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'mes');
  const months = monthsBetween(ctx.periodo.first, ctx.periodo.last);
  const monthAll = new Map(months.map((m) => [m, total(rows, (r) => r.periodo === m)]));
  const all = total(rows);
  const brands = shown(ctx, rows);
  const monthly = (keep: (r: Soma) => boolean): Linha => {
    const line: Linha = {};
    for (const m of months)
      line[periodKey(m)] = share(
        total(rows, (r) => r.periodo === m && keep(r)),
        monthAll.get(m) ?? 0,
      );
    const q = total(rows, keep);
    return { ...line, quantidade: q, participacao: share(q, all) };
  };
  const chosen = (r: Soma) => brands.some((m) => m.id === r.fabricante_id);
  const colunas: Coluna[] = months.map((m) => ({
    chave: periodKey(m),
    tipo: 'percentual',
    rotulo: monthTitle(m, ctx.locale),
  }));
  return {
    colunas: [marca, ...colunas, quantidade, participacao],
    linhas: brands.map((m) => ({ ...brandRow(ctx, m), ...monthly(ofBrand(m.id)) })),
    totais: { marca: null, ...monthly(chosen) },
  };
}

async function dailyAverage(ctx: RunContext) {
  const rows = await ctx.read(ctx.periodo.first, ctx.periodo.last, 'dia');
  // The period's business days (weekdays that are no national holiday, as EhDiaUtil answers).
  const businessDays = daysBetween(ctx.periodo.first, ctx.periodo.last).filter(isBusinessDay);
  const line = (month: string): Linha => {
    const keep = (r: Soma) => r.periodo.startsWith(month);
    const dias = businessDays.filter((d) => d.startsWith(month)).length;
    const all = total(rows, keep);
    const own = total(rows, (r) => keep(r) && r.fabricante_id === ctx.propria);
    return {
      dias,
      total: all,
      mediaDiaria: ratio(all, dias),
      proprio: own,
      mediaDiariaPropria: ratio(own, dias),
      participacao: share(own, all),
    };
  };
  return {
    colunas: [
      mes,
      int('dias'),
      totalCol,
      decimal('mediaDiaria'),
      int('proprio'),
      decimal('mediaDiariaPropria'),
      participacao,
    ],
    linhas: monthsBetween(ctx.periodo.first, ctx.periodo.last).map((m) => ({
      mes: m,
      ...line(m),
    })),
    totais: { mes: null, ...line('') },
  };
}

export const chartDefinitions: readonly ReportDefinition[] = [
  {
    nome: 'MarketShare',
    dimensoes: [marca],
    // The first measure is the one the chart draws.
    medidas: [
      participacao,
      quantidade,
      pct('participacaoAnterior'),
      decimal('variacaoParticipacao'),
    ],
    ordem: [{ column: 'participacao', dir: 'desc' }],
    // Its share a year earlier and the change: what a comparison asked for answers instead.
    comparacaoPropria: ['participacaoAnterior', 'variacaoParticipacao'],
    periodo: chosenOrMonthToDate,
    shape: marketShare,
  },
  {
    nome: 'MarketShareRegional',
    dimensoes: [text('uf'), text('estado')],
    medidas: [participacao, int('proprio'), int('todas')],
    ordem: [{ column: 'participacao', dir: 'desc' }],
    // The rows are states: the portal colours a map of Brazil by the share (the table beside it).
    periodo: chosenOrMonthToDate,
    shape: (ctx) =>
      placeShares(
        ctx,
        'estado_id',
        'estado',
        (e) => ({ uf: e.uf ?? null, estado: e.nome, estadoId: e.id }),
        [text('uf'), text('estado')],
      ),
  },
  {
    nome: 'ComparativoMontadoras',
    colunasDaExecucao: true,
    dimensoes: [marca],
    medidas: [quantidade, participacao],
    ordem: [{ column: 'quantidade', dir: 'desc' }],
    periodo: lastMonths(12),
    shape: automakers,
  },
  {
    nome: 'MarketShareMediaDiaria',
    dimensoes: [mes],
    medidas: [
      int('dias'),
      totalCol,
      decimal('mediaDiaria'),
      int('proprio'),
      decimal('mediaDiariaPropria'),
      participacao,
    ],
    ordem: [{ column: 'mes', dir: 'asc' }],
    periodo: lastMonths(12),
    shape: dailyAverage,
  },
];
