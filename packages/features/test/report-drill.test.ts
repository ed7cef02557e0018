// Drill-down: where a row leads (a brand to its models, a region to its areas, an area to its
// cities), the trail back up, and the filters written into the address and read back.
import { describe, expect, it } from 'vitest';
import { filterAddress, readFilters } from '../src/reports/ReportPage/pivot-choice';
import { drillCrumbs, drillOf } from '../src/reports/ReportPage/report-drill';
import type { Definicao } from '../src/reports/ReportPage/report-queries';

const period = { dataInicial: '2026-11-01', dataFinal: '2026-11-22' };
const all = () => true;
const region = { regiao: 'Sul', regiaoOperacionalId: 3, areaInfluencia: '', municipio: '' };
const area = { ...region, areaInfluencia: 'Serra', areaInfluenciaId: 31 };
const city = { ...area, municipio: 'Caxias do Sul', municipioId: 4305108 };

describe('drill-down', () => {
  it('opens a brand’s models in the model report of the same span, if the reader may open it', () => {
    const row = { marca: 'FIAT', fabricanteId: 7 };
    expect(drillOf('MarcaMes', row, period, all)).toEqual({
      kind: 'page',
      nome: 'ModeloMes',
      column: 'marca',
      filtros: { ...period, fabricanteId: [7] },
    });
    expect(drillOf('RankingMarca', row, period, all)).toMatchObject({ nome: 'RankingModelo' });
    expect(drillOf('MarcaAno', row, period, all)).toMatchObject({ nome: 'ModeloAno' });
    expect(drillOf('MarcaMes', row, period, (n) => n !== 'ModeloMes')).toBeNull();
    // Marca has no model report of its kind; a totals-like row has no brand.
    expect(drillOf('Marca', row, period, all)).toBeNull();
    expect(drillOf('MarcaMes', { marca: null }, period, all)).toBeNull();
  });

  it('narrows the hierarchy a level at a time and stops at the city', () => {
    expect(drillOf('RegiaoAreaMunicipio', region, period, all)).toEqual({
      kind: 'same',
      column: 'regiao',
      filtros: { ...period, regiaoOperacionalId: [3] },
    });
    const inRegion = { ...period, regiaoOperacionalId: [3] };
    expect(drillOf('RegiaoAreaMunicipio', region, inRegion, all)).toBeNull();
    expect(drillOf('RegiaoAreaMunicipio', area, inRegion, all)).toEqual({
      kind: 'same',
      column: 'areaInfluencia',
      filtros: { ...inRegion, areaInfluenciaId: [31] },
    });
    expect(drillOf('RegiaoAreaMunicipio', city, inRegion, all)).toBeNull();
  });

  it('leads back up: every region, the region, the area; the brand report from its models', () => {
    const filtros = { ...period, regiaoOperacionalId: [3], areaInfluenciaId: [31] };
    const crumbs = drillCrumbs(
      'RegiaoAreaMunicipio',
      filtros,
      [region, area, city],
      [],
      null,
      'Todas',
    );
    expect(crumbs.map((c) => c.label)).toEqual(['Todas', 'Sul', 'Serra']);
    expect(crumbs[0]?.filtros).toEqual(period);
    expect(crumbs[1]?.filtros).toEqual({ ...period, regiaoOperacionalId: [3] });
    expect(drillCrumbs('RegiaoAreaMunicipio', period, [region], [], null, 'Todas')).toEqual([]);
    const brands = { Nome: 'MarcaMes', Titulo: 'Por marca' } as Definicao;
    const models = drillCrumbs(
      'ModeloMes',
      { ...period, fabricanteId: [7] },
      [{ modelo: 'ARGO', marca: 'FIAT' }],
      [brands],
      'MarcaMes',
      'Todas',
    );
    expect(models.map((c) => [c.label, c.nome])).toEqual([
      ['Por marca', 'MarcaMes'],
      ['FIAT', undefined],
    ]);
    expect(models[0]?.filtros).toEqual(period);
    // Opened from anywhere else, a model page has no trail.
    expect(
      drillCrumbs('ModeloMes', { ...period, fabricanteId: [7] }, [], [brands], null, 'x'),
    ).toEqual([]);
  });

  it('writes the filters into the address and reads them back, other keys kept', () => {
    const filtros = { ...period, regiaoOperacionalId: [3], areaInfluenciaId: [31] };
    const address = filterAddress(filtros, '?acima=MarcaMes&de=2020-01-01');
    expect(address).toBe(
      '?acima=MarcaMes&de=2026-11-01&ate=2026-11-22&regiaoOperacionalId=3&areaInfluenciaId=31',
    );
    expect(readFilters(address, {})).toEqual(filtros);
  });
});
