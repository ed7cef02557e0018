// The names of a report chart's bars: the row's first text column, and where two bars would share
// it, the column that tells them apart (Invasao: a dealership invading two areas).
import { describe, expect, it } from 'vitest';
import { barLabel, labelChars, labelLines } from '../src/dashboard/KpiDashboard/kpi-format';
import { chartSpecOf, isPartialMonth, namesOf } from '../src/reports/ReportPage/report-chart';
import type { Resultado } from '../src/reports/ReportPage/report-queries';

const texto = (Chave: string, Titulo: string) => ({ Chave, Titulo, Tipo: 'texto' as const });
const COLUMNS = [
  texto('concessionaria', 'Concessionária'),
  texto('areaPropria', 'Área própria'),
  texto('areaInvadida', 'Área invadida'),
];
const texts = { allBrands: 'Todas as marcas', categoryLabel: 'Período' };

describe('report chart names', () => {
  it('names a bar by its first text column while that tells the bars apart', () => {
    const rows = [{ concessionaria: 'Alfa', areaPropria: 'Norte', areaInvadida: 'Sul' }];
    expect(namesOf(rows, COLUMNS)).toEqual({ title: 'Concessionária', names: ['Alfa'] });
  });

  it('adds the column that tells repeated names apart, and only that one', () => {
    const rows = [
      { concessionaria: 'Alfa', areaPropria: 'Norte', areaInvadida: 'Sul' },
      { concessionaria: 'Alfa', areaPropria: 'Norte', areaInvadida: 'Leste' },
      { concessionaria: 'Beta', areaPropria: 'Sul', areaInvadida: 'Norte' },
    ];
    expect(namesOf(rows, COLUMNS)).toEqual({
      title: 'Concessionária · Área invadida',
      names: ['Alfa · Sul', 'Alfa · Leste', 'Beta · Norte'],
    });
  });

  it('stops when no column tells the rest apart', () => {
    const rows = [
      { concessionaria: 'Alfa', areaPropria: 'Norte', areaInvadida: 'Sul' },
      { concessionaria: 'Alfa', areaPropria: 'Norte', areaInvadida: 'Sul' },
    ];
    expect(namesOf(rows, COLUMNS).names).toEqual(['Alfa', 'Alfa']);
  });

  it('draws an invasion chart with a bar per dealership and area, largest first', () => {
    const result: Resultado = {
      Nome: 'Invasao',
      Colunas: [...COLUMNS, { Chave: 'quantidade', Titulo: 'Emplacamentos', Tipo: 'inteiro' }],
      Linhas: [
        { concessionaria: 'Alfa', areaPropria: 'Norte', areaInvadida: 'Sul', quantidade: 3 },
        { concessionaria: 'Alfa', areaPropria: 'Norte', areaInvadida: 'Leste', quantidade: 9 },
      ],
      Totais: { quantidade: 12 },
      TotalLinhas: 2,
      GeradoEm: '2026-11-24T12:00:00Z',
      DadosAte: '2026-11-23',
    };
    const spec = chartSpecOf(result, texts, 'pt-BR');
    expect(spec?.categories).toEqual(['Alfa · Leste', 'Alfa · Sul']);
    expect(spec?.categoryLabel).toBe('Concessionária · Área invadida');
    expect(spec?.series[0]?.values).toEqual([9, 3]);
  });

  it('keeps a bar name whole where it fits, else a line per part, each cut to fit', () => {
    const name = 'Premium Pereira Nordestina · Área São Paulo';
    // A desktop chart (1,200 px): two fifths hold the whole name.
    expect(labelChars(1200)).toBeGreaterThan(name.length);
    expect(barLabel(name, labelChars(1200))).toBe(name);
    // A phone (280 px): 17 characters a line, the area on a line of its own.
    expect(labelChars(280)).toBe(17);
    expect(barLabel(name, 17)).toBe('Premium Pereira…\nÁrea São Paulo');
    expect(barLabel('Volkswagen do Brasil Indústria', 17)).toBe('Volkswagen do Br…');
    expect(labelLines([name, 'FIAT'], 17)).toBe(2);
    expect(labelLines(['FIAT'], 17)).toBe(1);
  });

  it('draws no chart where it tells nothing the table does not: one bar, or every bar alike', () => {
    const run = (quantities: number[]): Resultado => ({
      Nome: 'Invasao',
      Colunas: [...COLUMNS, { Chave: 'quantidade', Titulo: 'Emplacamentos', Tipo: 'inteiro' }],
      Linhas: quantities.map((quantidade, i) => ({
        concessionaria: `Loja ${String(i)}`,
        areaPropria: 'Norte',
        areaInvadida: 'Sul',
        quantidade,
      })),
      Totais: { quantidade: quantities.reduce((a, b) => a + b, 0) },
      TotalLinhas: quantities.length,
      GeradoEm: '2026-11-24T12:00:00Z',
      DadosAte: '2026-11-23',
    });
    expect(chartSpecOf(run([7]), texts, 'pt-BR')).toBeNull();
    expect(chartSpecOf(run([1, 1, 1, 1]), texts, 'pt-BR')).toBeNull();
    expect(chartSpecOf(run([1, 2, 1]), texts, 'pt-BR')?.series[0]?.values).toEqual([2, 1, 1]);
  });

  it('marks the month in progress of a monthly chart as partial, and only that one', () => {
    const result: Resultado = {
      Nome: 'MarcaMes',
      Colunas: [
        { Chave: 'mes', Titulo: 'Mês', Tipo: 'mes' },
        { Chave: 'quantidade', Titulo: 'Emplacamentos', Tipo: 'inteiro' },
      ],
      Linhas: [
        { mes: '2026-10', quantidade: 900 },
        { mes: '2026-11', quantidade: 950 },
        { mes: '2026-12', quantidade: 40 },
      ],
      Totais: { quantidade: 1890 },
      TotalLinhas: 3,
      GeradoEm: '2026-12-02T12:00:00Z',
      DadosAte: '2026-12-02',
    };
    const partial = (label: string) => `${label} (parcial)`;
    const spec = chartSpecOf(result, { ...texts, partial }, 'pt-BR');
    expect(spec?.categories).toEqual(['out. de 2026', 'nov. de 2026', 'dez. de 2026 (parcial)']);
    // The month's last day of data is its last day: whole.
    expect(isPartialMonth('2026-11', '2026-11-30')).toBe(false);
    expect(isPartialMonth('2026-11', '2026-11-29')).toBe(true);
    expect(isPartialMonth('2026-10', '2026-11-29')).toBe(false);
    expect(isPartialMonth('2026-11', null)).toBe(false);
  });
});
