import { describe, expect, it } from 'vitest';
import { endOfMonthBefore, firstDayOf, relativePeriod } from '../src';

describe('the period presets', () => {
  it('gives each preset its dates on the 15th', () => {
    const today = '2026-06-15';
    expect(relativePeriod('mesAtual', today)).toEqual({
      dataInicial: '2026-06-01',
      dataFinal: today,
    });
    expect(relativePeriod('ultimoMes', today)).toEqual({
      dataInicial: '2026-05-01',
      dataFinal: '2026-05-31',
    });
    expect(relativePeriod('anoAtual', today)).toEqual({
      dataInicial: '2026-01-01',
      dataFinal: today,
    });
    expect(relativePeriod('ultimos12Meses', today)).toEqual({
      dataInicial: '2025-07-01',
      dataFinal: today,
    });
    expect(relativePeriod('hoje', today)).toEqual({ dataFinal: today });
    expect(relativePeriod('fimUltimoMes', today)).toEqual({ dataFinal: '2026-05-31' });
  });

  it('ends the last 12 months on the month before in a month’s first days', () => {
    expect(relativePeriod('ultimos12Meses', '2026-06-03')).toEqual({
      dataInicial: '2025-06-01',
      dataFinal: '2026-05-31',
    });
    expect(relativePeriod('ultimoMes', '2027-01-01')).toEqual({
      dataInicial: '2026-12-01',
      dataFinal: '2026-12-31',
    });
  });

  it('counts months back across years and finds the last day of the month before', () => {
    expect(firstDayOf('2026-02-10', 1)).toBe('2026-02-01');
    expect(firstDayOf('2026-02-10', 14)).toBe('2025-01-01');
    expect(endOfMonthBefore('2028-03-01')).toBe('2028-02-29');
    expect(endOfMonthBefore('2027-01-10')).toBe('2026-12-31');
  });
});
