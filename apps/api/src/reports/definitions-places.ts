// The place and segment reports, over the municipality rollups: CidadeConcessionaria, Regiao and
// AreaInfluencia (own brand, all brands and the own share per city, operational region or
// influence area over a chosen period), RankingCidade (year to date, with the position change),
// SegmentoAcumulado (per segment, year to date) and SegmentoMes (segment × month, last 12 months).
// Areas and regions are joined to the municipalities at run time (in the database, by the
// engine's read), so a city moved to another area counts there from the next run on.
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { brandShown, ranking } from './definitions-models.js';
import { namesOf, type NameKind, type Named } from './names.js';
import { chosenOrMonthToDate, lastMonths, monthsBetween, yearToDate } from './periods.js';
import { share, total, type Lugar, type Soma } from './read.js';
import {
  int,
  participacao,
  pct,
  periodPivot,
  posicao,
  quantidade,
  sum,
  text,
  type Entry,
} from './shaping.js';
import { columnTitle, monthTitle } from './texts.js';

const proprio = int('proprio');
const todas = int('todas');
const municipio = text('municipio');
const uf = text('uf');
const regiao = text('regiao');
const areaInfluencia = text('areaInfluencia');
const segmento = text('segmento');

/**
 * Own brand, all brands and the own share per place: the run's sums per `por` (a municipality, or
 * a place the database groups its municipalities into), each named from the `kind` names (sums of
 * no place, such as cities in no area, are left out).
 */
export async function placeShares(
  ctx: RunContext,
  por: 'municipio_id' | Lugar,
  kind: NameKind,
  cellsOf: (named: Named) => Linha,
  leading: readonly Coluna[],
) {
  const [rows, names] = await Promise.all([
    ctx.read(ctx.periodo.first, ctx.periodo.last, 'total', [por], { propria: ctx.propria }),
    namesOf(ctx.db, ctx.scope.tenantId, kind),
  ]);
  const places = new Map<number, Linha & { proprio: number; todas: number }>();
  for (const r of rows) {
    const key = r[por];
    const named = key === null || key === undefined ? undefined : names.get(key);
    if (key === null || key === undefined || !named) continue;
    const place = places.get(key) ?? { ...cellsOf(named), proprio: 0, todas: 0 };
    place.todas += r.q;
    if (r.fabricante_id === ctx.propria) place.proprio += r.q;
    places.set(key, place);
  }
  const linhas = [...places.values()].map((p) => ({
    ...p,
    participacao: share(p.proprio, p.todas),
  }));
  const own = sum(linhas, 'proprio');
  const all = sum(linhas, 'todas');
  return {
    colunas: [...leading, proprio, todas, participacao],
    linhas,
    totais: {
      ...Object.fromEntries(leading.map((c) => [c.chave, null])),
      proprio: own,
      todas: all,
      participacao: share(own, all),
    },
  };
}

const segmentName = (ctx: RunContext, names: Map<number, Named>, id: number | null | undefined) =>
  id === null || id === undefined
    ? columnTitle('naoInformado', ctx.locale)
    : (names.get(id)?.nome ?? String(id));

const placeReport = {
  medidas: [proprio, todas, participacao],
  ordem: [{ column: 'todas', dir: 'desc' }],
  periodo: chosenOrMonthToDate,
} as const;

export const placeDefinitions: readonly ReportDefinition[] = [
  {
    ...placeReport,
    nome: 'CidadeConcessionaria',
    dimensoes: [municipio, uf],
    shape: (ctx) =>
      placeShares(
        ctx,
        'municipio_id',
        'municipio',
        (m) => ({ municipio: m.nome, uf: m.uf ?? null, municipioId: m.id }),
        [municipio, uf],
      ),
  },
  {
    ...placeReport,
    nome: 'AreaInfluencia',
    dimensoes: [areaInfluencia, regiao],
    shape: (ctx) =>
      placeShares(
        ctx,
        'area_influencia_id',
        'area',
        (a) => ({ areaInfluencia: a.nome, regiao: a.regiao ?? null, areaInfluenciaId: a.id }),
        [areaInfluencia, regiao],
      ),
  },
  {
    ...placeReport,
    nome: 'Regiao',
    dimensoes: [regiao],
    shape: (ctx) =>
      placeShares(
        ctx,
        'regiao_id',
        'regiao',
        (r) => ({ regiao: r.nome, regiaoOperacionalId: r.id }),
        [regiao],
      ),
  },
  {
    nome: 'RankingCidade',
    dimensoes: [posicao, municipio, uf],
    medidas: [quantidade, participacao, int('posicaoAnterior'), int('variacaoPosicao')],
    ordem: [{ column: 'posicao', dir: 'asc' }],
    periodo: yearToDate,
    shape: async (ctx) => {
      const cities = await namesOf(ctx.db, ctx.scope.tenantId, 'municipio');
      // The brand filter narrows what each city's count holds.
      const keyOf = (r: Soma) =>
        r.municipio_id === undefined || !brandShown(ctx, r.fabricante_id)
          ? undefined
          : r.municipio_id;
      return ranking(
        ctx,
        'municipio_id',
        keyOf,
        (rows) =>
          Promise.resolve(
            [...new Set(rows.map(keyOf))].flatMap((id) => {
              const city = id === undefined ? undefined : cities.get(id);
              return id === undefined || !city
                ? []
                : [
                    {
                      key: id,
                      cells: { municipio: city.nome, uf: city.uf ?? null, municipioId: id },
                    },
                  ];
            }),
          ),
        (id) => cities.get(id)?.nome ?? '',
        [municipio, uf],
        (r) => brandShown(ctx, r.fabricante_id),
        // Without a brand filter a city's count holds every brand: summed as one in the database.
        ctx.scope.fabricantes === null ? { propria: null } : undefined,
      );
    },
  },
  {
    nome: 'SegmentoAcumulado',
    dimensoes: [segmento],
    medidas: [quantidade, participacao, proprio, pct('participacaoPropria')],
    ordem: [{ column: 'quantidade', dir: 'desc' }],
    periodo: yearToDate,
    shape: async (ctx) => {
      const [rows, names] = await Promise.all([
        ctx.read(ctx.periodo.first, ctx.periodo.last, 'total', ['segmento_id']),
        namesOf(ctx.db, ctx.scope.tenantId, 'segmento'),
      ]);
      const all = total(rows);
      const ids = [...new Set(rows.filter((r) => r.q > 0).map((r) => r.segmento_id ?? null))];
      const linhas = ids.map((id) => {
        const mine = (r: Soma) => (r.segmento_id ?? null) === id;
        const q = total(rows, mine);
        const own = total(rows, (r) => mine(r) && r.fabricante_id === ctx.propria);
        return {
          segmento: segmentName(ctx, names, id),
          segmentoId: id,
          quantidade: q,
          participacao: share(q, all),
          proprio: own,
          participacaoPropria: share(own, q),
        };
      });
      const own = sum(linhas, 'proprio');
      return {
        colunas: [segmento, quantidade, participacao, proprio, pct('participacaoPropria')],
        linhas,
        totais: {
          segmento: null,
          quantidade: all,
          participacao: share(all, all),
          proprio: own,
          participacaoPropria: share(own, all),
        },
      };
    },
  },
  {
    nome: 'SegmentoMes',
    colunasDaExecucao: true,
    dimensoes: [segmento],
    medidas: [int('total')],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastMonths(12),
    shape: async (ctx) => {
      const [rows, names] = await Promise.all([
        ctx.read(ctx.periodo.first, ctx.periodo.last, 'mes', ['segmento_id']),
        namesOf(ctx.db, ctx.scope.tenantId, 'segmento'),
      ]);
      // The brand filter narrows what each segment's count holds.
      const keyOf = (r: Soma) =>
        brandShown(ctx, r.fabricante_id) ? (r.segmento_id ?? 0) : undefined;
      const entries: Entry<number>[] = [...new Set(rows.map(keyOf))].flatMap((id) =>
        id === undefined
          ? []
          : [
              {
                key: id,
                cells: { segmento: segmentName(ctx, names, id || null), segmentoId: id || null },
              },
            ],
      );
      return periodPivot(
        entries,
        rows,
        keyOf,
        monthsBetween(ctx.periodo.first, ctx.periodo.last),
        (m) => monthTitle(m, ctx.locale),
        [segmento],
      );
    },
  },
];
