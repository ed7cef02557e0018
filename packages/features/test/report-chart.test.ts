// The names of a report chart's bars: the row's first text column, and where two bars would share
// it, the column that tells them apart (Invasao: a dealership invading two areas).
import { describe, expect, it } from 'vitest';
import { barLabel, labelChars, labelLines } from '../src/dashboard/KpiDashboard/kpi-format';
import { chartSpecOf, namesOf } from '../src/reports/ReportPage/report-chart';
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

  const monthly = (last: string, extra: Partial<Resultado> = {}): Resultado => ({
    Nome: 'MarcaMes',
    Colunas: [
      { Chave: 'mes', Titulo: 'Mês', Tipo: 'mes' },
      { Chave: 'quantidade', Titulo: 'Emplacamentos', Tipo: 'inteiro' },
    ],
    Linhas: [
      { mes: '2026-10', quantidade: 900 },
      { mes: '2026-11', quantidade: 950 },
      { mes: last, quantidade: 40 },
    ],
    Totais: { quantidade: 1890 },
    TotalLinhas: 3,
    GeradoEm: '2026-12-02T12:00:00Z',
    DadosAte: '2026-12-02',
    ...extra,
  });
  const partialTexts = {
    ...texts,
    partial: (label: string) => `${label} (parcial)`,
    partialUntil: (day: string) => `Parcial: dados até ${day}`,
  };

  it('marks the month in progress of a monthly chart as partial, and only that one', () => {
    const spec = chartSpecOf(monthly('2026-12'), partialTexts, 'pt-BR');
    expect(spec?.categories).toEqual(['out. de 2026', 'nov. de 2026', 'dez. de 2026 (parcial)']);
    expect(spec?.partial).toBe('Parcial: dados até 02/12');
    // In English the day is written the English way.
    expect(chartSpecOf(monthly('2026-12'), partialTexts, 'en')?.partial).toBe(
      'Parcial: dados até 12/02',
    );
  });

  it('takes the earliest of the run’s last day, the data’s last day and today', () => {
    // The run stops on 15 December, before the data do.
    const early = monthly('2026-12', {
      DadosAte: '2026-12-20',
      Periodo: { DataInicial: '2026-10-01', DataFinal: '2026-12-15' },
    });
    expect(chartSpecOf(early, partialTexts, 'pt-BR')?.partial).toBe('Parcial: dados até 15/12');
    // No data day given: today on the product's clock.
    const unknown = monthly('2026-12', { DadosAte: null });
    expect(chartSpecOf(unknown, partialTexts, 'pt-BR', undefined, '2026-12-03')?.partial).toBe(
      'Parcial: dados até 03/12',
    );
    // A month that is over is whole, whatever today is.
    const over = monthly('2026-11', {
      DadosAte: '2026-12-02',
      Linhas: [
        { mes: '2026-09', quantidade: 900 },
        { mes: '2026-10', quantidade: 950 },
        { mes: '2026-11', quantidade: 40 },
      ],
      Periodo: { DataInicial: '2026-09-01', DataFinal: '2026-11-30' },
    });
    const whole = chartSpecOf(over, partialTexts, 'pt-BR', undefined, '2026-12-03');
    expect(whole?.partial).toBeUndefined();
    expect(whole?.categories.at(-1)).toBe('nov. de 2026');
  });

  it('marks the last month of a period pivot partial, never its last day', () => {
    const pivot = (keys: string[], dadosAte: string): Resultado => ({
      Nome: 'ComparativoMontadoras',
      Colunas: [
        texto('marca', 'Marca'),
        ...keys.map((Chave) => ({ Chave, Titulo: Chave, Tipo: 'percentual' as const })),
      ],
      Linhas: [
        { marca: 'FIAT', propria: true, ...Object.fromEntries(keys.map((k, i) => [k, 20 + i])) },
        { marca: 'VW', propria: false, ...Object.fromEntries(keys.map((k, i) => [k, 18 - i])) },
      ],
      TotalLinhas: 2,
      GeradoEm: '2026-12-02T12:00:00Z',
      DadosAte: dadosAte,
    });
    const months = chartSpecOf(
      pivot(['p202610', 'p202611', 'p202612'], '2026-12-02'),
      partialTexts,
      'pt-BR',
    );
    expect(months?.categories.at(-1)).toBe('p202612 (parcial)');
    expect(months?.series.map((s) => s.tone)).toEqual(['primary', 'series']);
    const years = chartSpecOf(pivot(['p2025', 'p2026'], '2026-12-02'), partialTexts, 'pt-BR');
    expect(years?.categories).toEqual(['p2025', 'p2026 (parcial)']);
    const days = chartSpecOf(
      pivot(['p20261201', 'p20261202'], '2026-12-02'),
      partialTexts,
      'pt-BR',
    );
    expect(days?.partial).toBeUndefined();
    expect(days?.categories).toEqual(['p20261201', 'p20261202']);
  });
});
