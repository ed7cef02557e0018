import { describe, expect, it } from 'vitest';
import { endOfMonthBefore } from '@emplacamento/access';
import { defaultPeriod, presetOf, presetPeriod } from '../src/reports/ReportPage/report-period';

const marca = { nome: 'Marca', endOnly: false };
const billing = { nome: 'FaturamentoConsolidado', endOnly: false, months: 12 };
const monthly = { nome: 'MarcaMes', endOnly: true };

describe('period presets', () => {
  it('gives each preset its dates on the 15th', () => {
    const today = '2026-12-15';
    expect(presetPeriod('mesAtual', today, {})).toEqual({
      dataInicial: '2026-12-01',
      dataFinal: '2026-12-15',
    });
    expect(presetPeriod('ultimoMes', today, {})).toEqual({
      dataInicial: '2026-11-01',
      dataFinal: '2026-11-30',
    });
    expect(presetPeriod('anoAtual', today, {})).toEqual({
      dataInicial: '2026-01-01',
      dataFinal: '2026-12-15',
    });
    expect(presetPeriod('ultimos12Meses', today, {})).toEqual({
      dataInicial: '2026-01-01',
      dataFinal: '2026-12-15',
    });
    expect(presetPeriod('fimUltimoMes', today, {})).toEqual({ dataFinal: '2026-11-30' });
  });

  it("ends the last 12 months on the month before in a month's first days", () => {
    expect(presetPeriod('ultimos12Meses', '2026-12-01', {})).toEqual({
      dataInicial: '2025-12-01',
      dataFinal: '2026-11-30',
    });
  });

  it('finds the last day of the month before across a year and a leap February', () => {
    expect(endOfMonthBefore('2027-01-10')).toBe('2026-12-31');
    expect(endOfMonthBefore('2028-03-01')).toBe('2028-02-29');
  });

  it('reads the default period back as a preset: the last complete month on the 1st', () => {
    const first = defaultPeriod(marca, '2026-12-01');
    expect(first).toEqual({ dataInicial: '2026-11-01', dataFinal: '2026-11-30' });
    expect(presetOf(marca, first, '2026-12-01')).toBe('ultimoMes');
    const fifteenth = defaultPeriod(marca, '2026-12-15');
    expect(presetOf(marca, fifteenth, '2026-12-15')).toBe('mesAtual');
    expect(presetOf(billing, defaultPeriod(billing, '2026-11-15'), '2026-11-15')).toBe(
      'ultimos12Meses',
    );
    // In December the last 12 months are the year to date: the first preset that fits is named.
    expect(presetOf(billing, defaultPeriod(billing, '2026-12-15'), '2026-12-15')).toBe('anoAtual');
    expect(presetOf(billing, defaultPeriod(billing, '2026-12-02'), '2026-12-02')).toBe(
      'ultimos12Meses',
    );
  });

  it('reads dates no preset gives as custom, and a link opened another day too', () => {
    expect(
      presetOf(marca, { dataInicial: '2026-12-03', dataFinal: '2026-12-15' }, '2026-12-15'),
    ).toBe('personalizado');
    expect(
      presetOf(marca, { dataInicial: '2026-12-01', dataFinal: '2026-12-14' }, '2026-12-15'),
    ).toBe('personalizado');
  });

  it('reads an end-only report by its end date alone', () => {
    expect(presetOf(monthly, { dataFinal: '2026-12-15' }, '2026-12-15')).toBe('hoje');
    expect(presetOf(monthly, { dataFinal: '2026-11-30' }, '2026-12-15')).toBe('fimUltimoMes');
    expect(presetOf(monthly, { dataFinal: '2026-10-31' }, '2026-12-15')).toBe('personalizado');
  });
});
