// Drill-down: where a row leads on each path (brand → models → versions, region → area → city →
// dealerships, segment → models, the dynamic table within itself), the trail back up from the
// address, and the trail and filters written into the address and read back.
import { describe, expect, it } from 'vitest';
import { filterAddress, readFilters } from '../src/reports/ReportPage/pivot-choice';
import {
  drillCrumbs,
  drillOf,
  readTrail,
  writeTrail,
  type Level,
  type Step,
} from '../src/reports/ReportPage/report-drill';
import type { Definicao } from '../src/reports/ReportPage/report-queries';

const period = { dataInicial: '2026-11-01', dataFinal: '2026-11-22' };
const all = () => true;
const at = (nome: string, ...linhas: string[]): Level =>
  linhas.length > 0 ? { nome, linhas } : { nome };
const PIVOT = 'EmplacamentoPivotGrid';
const region = { regiao: 'Sul', regiaoOperacionalId: 3, areaInfluencia: '', municipio: '' };
const area = { ...region, areaInfluencia: 'Serra', areaInfluenciaId: 31 };
const city = { ...area, municipio: 'Caxias do Sul', municipioId: 4305108 };
const brand = { marca: 'FIAT', fabricanteId: 7 };
const model = { modelo: 'ARGO', marca: 'FIAT', modeloId: 70, fabricanteId: 7 };
const definitions = [
  { Nome: 'Marca', Titulo: 'Por marca' },
  { Nome: 'MarcaMes', Titulo: 'Por marca, 12 meses' },
] as Definicao[];

describe('drill-down paths', () => {
  it('a brand opens its models: the model report of the same span, else the table by model', () => {
    expect(drillOf(at('MarcaMes'), brand, period, all)).toEqual({
      level: { nome: 'ModeloMes' },
      key: 'fabricanteId',
      column: 'marca',
      label: 'FIAT',
      filtros: { ...period, fabricanteId: [7] },
    });
    expect(drillOf(at('RankingMarca'), brand, period, all)?.level).toEqual(at('RankingModelo'));
    expect(drillOf(at('MarcaAno'), brand, period, all)?.level).toEqual(at('ModeloAno'));
    // By brands reads a free period: the table by brand and model, on the run's days.
    const days = { dataInicial: '2026-01-01', dataFinal: '2026-11-22' };
    expect(drillOf(at('Marca'), brand, period, all, days)).toMatchObject({
      level: at(PIVOT, 'marca', 'modelo'),
      filtros: { ...days, fabricanteId: [7] },
    });
    // Only into a report the reader may open, and only from a row with the id.
    expect(drillOf(at('MarcaMes'), brand, period, (n) => n !== 'ModeloMes')).toBeNull();
    expect(drillOf(at('Marca'), brand, period, (n) => n !== PIVOT)).toBeNull();
    expect(drillOf(at('MarcaMes'), { marca: null }, period, all)).toBeNull();
  });

  it('a model opens its versions in the table by model and version, on the run’s days', () => {
    const days = { dataInicial: '2026-01-01', dataFinal: '2026-11-22' };
    const inBrand = { ...period, fabricanteId: [7] };
    for (const nome of ['ModeloMes', 'ModeloAno', 'RankingModelo'])
      expect(drillOf(at(nome), model, inBrand, all, days)).toEqual({
        level: at(PIVOT, 'modelo', 'versao'),
        key: 'modeloId',
        column: 'modelo',
        label: 'ARGO',
        filtros: { ...days, fabricanteId: [7], modeloId: [70] },
      });
    // "Not given" (an unmapped version's row) has no model to open.
    expect(drillOf(at('ModeloMes'), { ...model, modeloId: null }, period, all)).toBeNull();
  });

  it('the table drills within itself a dimension at a time, its parent kept first', () => {
    const pivotBrand = { marca: 'FIAT', fabricanteId: 7, total: 10 };
    expect(drillOf(at(PIVOT, 'marca'), pivotBrand, period, all)).toMatchObject({
      level: at(PIVOT, 'marca', 'modelo'),
      filtros: { ...period, fabricanteId: [7] },
    });
    const pivotModel = { marca: 'FIAT', modelo: 'ARGO', fabricanteId: 7, modeloId: 70 };
    expect(drillOf(at(PIVOT, 'marca', 'modelo'), pivotModel, period, all)).toMatchObject({
      level: at(PIVOT, 'modelo', 'versao'),
      key: 'modeloId',
      label: 'ARGO',
    });
    // A version, a subtotal, a dimension with nothing below: no drill.
    expect(drillOf(at(PIVOT, 'modelo', 'versao'), { versao: 'ARGO 1.0' }, period, all)).toBeNull();
    expect(
      drillOf(at(PIVOT, 'marca', 'modelo'), { ...pivotModel, nivel: 'subtotal' }, period, all),
    ).toBeNull();
    expect(drillOf(at(PIVOT, 'mes'), { mes: 'nov. 2026' }, period, all)).toBeNull();
    // A dealership billed by no one ("not given") has no id.
    const notGiven = { municipio: 'Caxias do Sul', municipioId: null };
    expect(drillOf(at(PIVOT, 'municipio'), notGiven, period, all)).toBeNull();
  });

  it('region → area → city → dealerships, in the hierarchy and in the place reports', () => {
    const hierarchy = at('RegiaoAreaMunicipio');
    expect(drillOf(hierarchy, region, period, all)).toEqual({
      level: hierarchy,
      key: 'regiaoOperacionalId',
      column: 'regiao',
      label: 'Sul',
      filtros: { ...period, regiaoOperacionalId: [3] },
    });
    const inRegion = { ...period, regiaoOperacionalId: [3] };
    expect(drillOf(hierarchy, region, inRegion, all)).toBeNull();
    expect(drillOf(hierarchy, area, inRegion, all)).toMatchObject({
      level: hierarchy,
      filtros: { ...inRegion, areaInfluenciaId: [31] },
    });
    const inArea = { ...inRegion, areaInfluenciaId: [31] };
    expect(drillOf(hierarchy, area, inArea, all)).toBeNull();
    expect(drillOf(hierarchy, city, inArea, all)).toEqual({
      level: at(PIVOT, 'municipio', 'concessionaria'),
      key: 'municipioId',
      column: 'municipio',
      label: 'Caxias do Sul',
      filtros: { ...inArea, municipioId: [4305108] },
    });
    expect(drillOf(at('Regiao'), region, period, all)).toMatchObject({
      level: at('AreaInfluencia'),
      filtros: { ...period, regiaoOperacionalId: [3] },
    });
    expect(drillOf(at('AreaInfluencia'), area, period, all)).toMatchObject({
      level: at('CidadeConcessionaria'),
      filtros: { ...period, areaInfluenciaId: [31] },
    });
    expect(drillOf(at('CidadeConcessionaria'), city, period, all)?.level).toEqual(
      at(PIVOT, 'municipio', 'concessionaria'),
    );
    expect(drillOf(at('RankingCidade'), city, period, all)?.key).toBe('municipioId');
  });

  it('a segment opens its models in the model report of the same span', () => {
    const segment = { segmento: 'SUV', segmentoId: 4 };
    expect(drillOf(at('SegmentoMes'), segment, period, all)).toEqual({
      level: at('ModeloMes'),
      key: 'segmentoId',
      column: 'segmento',
      label: 'SUV',
      filtros: { ...period, segmentoId: [4] },
    });
    expect(drillOf(at('SegmentoAcumulado'), segment, period, all)?.level).toEqual(
      at('RankingModelo'),
    );
    expect(
      drillOf(at('SegmentoMes'), { segmento: 'Não informado', segmentoId: null }, period, all),
    ).toBeNull();
    // Reports with no level below do not drill.
    expect(drillOf(at('TipoVenda'), { mes: '2026-11' }, period, all)).toBeNull();
  });
});

describe('the trail back up', () => {
  const brandStep: Step = { level: at('Marca'), key: 'fabricanteId', label: 'FIAT' };
  const modelStep: Step = {
    level: at(PIVOT, 'marca', 'modelo'),
    key: 'modeloId',
    label: 'ARGO',
  };

  it('leads across pages: the brands, the brand’s models, the model’s versions', () => {
    const filtros = { ...period, fabricanteId: [7], modeloId: [70] };
    const crumbs = drillCrumbs(
      at(PIVOT, 'modelo', 'versao'),
      filtros,
      [brandStep, modelStep],
      definitions,
      'Todas',
    );
    expect(crumbs.map((c) => c.label)).toEqual(['Por marca', 'FIAT', 'ARGO']);
    expect(crumbs.map((c) => c.level)).toEqual([
      at('Marca'),
      at(PIVOT, 'marca', 'modelo'),
      at(PIVOT, 'modelo', 'versao'),
    ]);
    expect(crumbs.map((c) => c.filtros)).toEqual([
      period,
      { ...period, fabricanteId: [7] },
      filtros,
    ]);
    expect(crumbs.map((c) => c.trail)).toEqual([[], [brandStep], [brandStep, modelStep]]);
  });

  it('names the hierarchy’s top “every region”; no trail on a page opened at its top', () => {
    const steps: Step[] = [
      { level: at('RegiaoAreaMunicipio'), key: 'regiaoOperacionalId', label: 'Sul' },
      { level: at('RegiaoAreaMunicipio'), key: 'areaInfluenciaId', label: 'Serra' },
    ];
    const filtros = { ...period, regiaoOperacionalId: [3], areaInfluenciaId: [31] };
    const crumbs = drillCrumbs(at('RegiaoAreaMunicipio'), filtros, steps, [], 'Todas');
    expect(crumbs.map((c) => [c.label, c.filtros])).toEqual([
      ['Todas', period],
      ['Sul', { ...period, regiaoOperacionalId: [3] }],
      ['Serra', filtros],
    ]);
    expect(drillCrumbs(at('RegiaoAreaMunicipio'), filtros, [], [], 'Todas')).toEqual([]);
  });

  it('keeps the trail in the address, compactly, and reads it back with the filters', () => {
    const filtros = { ...period, fabricanteId: [7], modeloId: [70] };
    const search = writeTrail(filterAddress(filtros), [brandStep, modelStep]);
    expect(search).toBe(
      '?acima=Marca*fabricanteId*FIAT&acima=EmplacamentoPivotGrid.marca.modelo*modeloId*ARGO' +
        '&de=2026-11-01&ate=2026-11-22&fabricanteId=7&modeloId=70',
    );
    expect(readTrail(search)).toEqual([brandStep, modelStep]);
    expect(readFilters(search, {})).toEqual(filtros);
    // A name with the separator or spaces survives; an entry that cannot be read ends the trail.
    const odd: Step = { level: at('Regiao'), key: 'regiaoOperacionalId', label: 'Sul * Serra' };
    expect(readTrail(writeTrail('', [odd]))).toEqual([odd]);
    expect(readTrail('?acima=MarcaMes&acima=Marca*fabricanteId*FIAT')).toEqual([]);
    expect(readTrail('?acima=Marca*cor*FIAT')).toEqual([]);
    expect(writeTrail('?de=2026-11-01&acima=x', [])).toBe('?de=2026-11-01');
  });
});
