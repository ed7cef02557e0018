// The capital reports and the region hierarchy, over the municipality rollups. A capital is a
// municipality the reference data marks as its state's capital (the 27 IBGE codes flagged when
// the reference data is loaded): CapitalAno / CapitalMes are capital × year (last 5) / × month
// (last 12), CapitalMarca capital × brand over a chosen period. RegiaoAreaMunicipio lists each
// operational region, then its influence areas, then their cities, each with the own brand, all
// brands and the own share; its default order keeps every level under its parent.
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { brandShown } from './definitions-models.js';
import { namesOf, type Named } from './names.js';
import { chosenOrMonthToDate, lastMonths, lastYears, monthsBetween } from './periods.js';
import { share, type Bucket, type Soma } from './read.js';
import { int, participacao, periodPivot, sum, text, totalCol, type Entry } from './shaping.js';
import { columnTitle, monthTitle } from './texts.js';

const capital = text('capital');
const uf = text('uf');
const regiao = text('regiao');
const areaInfluencia = text('areaInfluencia');
const municipio = text('municipio');
const nivel = text('nivel');

/** The capitals of a run's registrations, and which capital (if any) each sum counts for. */
async function capitalsOf(ctx: RunContext, bucket: Bucket) {
  // The database sums every other city into one row (no capital) per period and brand.
  const [rows, capitals] = await Promise.all([
    ctx.read(ctx.periodo.first, ctx.periodo.last, bucket, ['capital_id']),
    namesOf(ctx.db, ctx.scope.tenantId, 'capital'),
  ]);
  // The brand filter narrows what each capital's count holds.
  const keyOf = (r: Soma) => {
    const city = capitals.get(r.capital_id ?? -1);
    return city && brandShown(ctx, r.fabricante_id) ? city.id : undefined;
  };
  const entries: Entry<number>[] = [...new Set(rows.filter((r) => r.q > 0).map(keyOf))].flatMap(
    (id) => {
      const city = id === undefined ? undefined : capitals.get(id);
      return city
        ? [
            {
              key: city.id,
              cells: { capital: city.nome, uf: city.uf ?? null, municipioId: city.id },
            },
          ]
        : [];
    },
  );
  return { rows, keyOf, entries };
}

/** Capital × period (year or month) pivot. */
async function capitalPivot(ctx: RunContext, bucket: 'ano' | 'mes') {
  const { rows, keyOf, entries } = await capitalsOf(ctx, bucket);
  const periods =
    bucket === 'mes'
      ? monthsBetween(ctx.periodo.first, ctx.periodo.last)
      : Array.from(
          {
            length:
              Number(ctx.periodo.last.slice(0, 4)) - Number(ctx.periodo.first.slice(0, 4)) + 1,
          },
          (_, i) => String(Number(ctx.periodo.first.slice(0, 4)) + i),
        );
  return periodPivot(
    entries,
    rows,
    keyOf,
    periods,
    bucket === 'mes' ? (m) => monthTitle(m, ctx.locale) : (y) => y,
    [capital, uf],
  );
}

/** Capital × brand: a column per brand registered in the capitals, most registered first. */
async function capitalBrands(ctx: RunContext) {
  const { rows, keyOf, entries } = await capitalsOf(ctx, 'total');
  const counts = new Map<string, number>();
  const byBrand = new Map<number, number>();
  for (const r of rows) {
    const key = keyOf(r);
    if (key === undefined) continue;
    const cell = `${String(key)}:${String(r.fabricante_id)}`;
    counts.set(cell, (counts.get(cell) ?? 0) + r.q);
    byBrand.set(r.fabricante_id, (byBrand.get(r.fabricante_id) ?? 0) + r.q);
  }
  const brands = ctx.marcas
    .filter((m) => (byBrand.get(m.id) ?? 0) > 0)
    .sort((a, b) => (byBrand.get(b.id) ?? 0) - (byBrand.get(a.id) ?? 0));
  const brandColumns: Coluna[] = brands.map((m) => ({
    chave: `f${String(m.id)}`,
    tipo: 'inteiro',
    rotulo: m.nome,
  }));
  const linhas = entries.map(({ key, cells }) => {
    const line: Linha = { ...cells };
    let all = 0;
    for (const m of brands) {
      const n = counts.get(`${String(key)}:${String(m.id)}`) ?? 0;
      line[`f${String(m.id)}`] = n;
      all += n;
    }
    return { ...line, total: all };
  });
  const totais: Linha = { capital: null, uf: null };
  for (const c of [...brandColumns, totalCol]) totais[c.chave] = sum(linhas, c.chave);
  return { colunas: [capital, uf, ...brandColumns, totalCol], linhas, totais };
}

interface Place {
  cells: Linha;
  proprio: number;
  todas: number;
}

/** Regions, their areas and the areas' cities, each level summed from its cities. */
async function regionTree(ctx: RunContext) {
  const [rows, cities] = await Promise.all([
    ctx.read(ctx.periodo.first, ctx.periodo.last, 'total', ['municipio_id'], {
      propria: ctx.propria,
    }),
    namesOf(ctx.db, ctx.scope.tenantId, 'municipio'),
  ]);
  const none = columnTitle('naoInformado', ctx.locale);
  const level = (key: 'nivelRegiao' | 'nivelArea' | 'nivelMunicipio') =>
    columnTitle(key, ctx.locale);
  const places = new Map<string, Place>();
  const add = (key: string, cells: () => Linha, r: { proprio: number; todas: number }) => {
    const place = places.get(key) ?? { cells: cells(), proprio: 0, todas: 0 };
    place.todas += r.todas;
    place.proprio += r.proprio;
    places.set(key, place);
  };
  // Each city's sums first: the tree's three levels are then built once per city, not per row.
  const perCity = new Map<number, { proprio: number; todas: number }>();
  for (const r of rows) {
    if (r.municipio_id === undefined) continue;
    const sums = perCity.get(r.municipio_id) ?? { proprio: 0, todas: 0 };
    sums.todas += r.q;
    if (r.fabricante_id === ctx.propria) sums.proprio += r.q;
    perCity.set(r.municipio_id, sums);
  }
  for (const [id, r] of perCity) {
    const city: Named | undefined = cities.get(id);
    // A city in no influence area belongs to no region: the hierarchy has no place for it.
    if (!city || city.area_id === null || city.area_id === undefined) continue;
    const region = city.regiao ?? none;
    // Deeper levels are blank on a parent's row, so the default order puts it before its children.
    const base = { regiao: region, regiaoOperacionalId: city.regiao_id ?? null };
    add(
      `r${String(city.regiao_id ?? 0)}`,
      () => ({ nivel: level('nivelRegiao'), ...base, areaInfluencia: '', municipio: '', uf: '' }),
      r,
    );
    const area = { ...base, areaInfluencia: city.area ?? none, areaInfluenciaId: city.area_id };
    add(
      `a${String(city.area_id)}`,
      () => ({ nivel: level('nivelArea'), ...area, municipio: '', uf: '' }),
      r,
    );
    add(
      `m${String(city.id)}`,
      () => ({
        nivel: level('nivelMunicipio'),
        ...area,
        municipio: city.nome,
        uf: city.uf ?? null,
        municipioId: city.id,
      }),
      r,
    );
  }
  const linhas = [...places.values()].map((p): Linha => ({
    ...p.cells,
    proprio: p.proprio,
    todas: p.todas,
    participacao: share(p.proprio, p.todas),
  }));
  const cityRows = linhas.filter((l) => l.municipio !== '');
  const own = sum(cityRows, 'proprio');
  const all = sum(cityRows, 'todas');
  return {
    colunas: [
      regiao,
      areaInfluencia,
      municipio,
      uf,
      nivel,
      int('proprio'),
      int('todas'),
      participacao,
    ],
    linhas,
    totais: {
      regiao: null,
      areaInfluencia: null,
      municipio: null,
      uf: null,
      nivel: null,
      proprio: own,
      todas: all,
      participacao: share(own, all),
    },
  };
}

export const territoryDefinitions: readonly ReportDefinition[] = [
  {
    nome: 'CapitalAno',
    colunasDaExecucao: true,
    dimensoes: [capital, uf],
    medidas: [totalCol],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastYears(5),
    shape: (ctx) => capitalPivot(ctx, 'ano'),
  },
  {
    nome: 'CapitalMes',
    colunasDaExecucao: true,
    dimensoes: [capital, uf],
    medidas: [totalCol],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: lastMonths(12),
    shape: (ctx) => capitalPivot(ctx, 'mes'),
  },
  {
    nome: 'CapitalMarca',
    colunasDaExecucao: true,
    dimensoes: [capital, uf],
    medidas: [totalCol],
    ordem: [{ column: 'total', dir: 'desc' }],
    periodo: chosenOrMonthToDate,
    shape: capitalBrands,
  },
  {
    nome: 'RegiaoAreaMunicipio',
    dimensoes: [regiao, areaInfluencia, municipio, uf, nivel],
    medidas: [int('proprio'), int('todas'), participacao],
    ordem: [
      { column: 'regiao', dir: 'asc' },
      { column: 'areaInfluencia', dir: 'asc' },
      { column: 'municipio', dir: 'asc' },
    ],
    // A table of three levels: a chart of mixed levels would mislead.
    periodo: chosenOrMonthToDate,
    shape: regionTree,
  },
];
