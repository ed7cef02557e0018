import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatNotificationTime,
  formatNumber,
  formatPercent,
  saoPauloDay,
} from '../src';

// São Paulo is UTC-3: 03:00Z is local midnight. These instants straddle it.
const lastSecondOf4th = '2026-01-05T02:59:59Z';
const midnightOf5th = '2026-01-05T03:00:00Z';

describe(`dates in São Paulo (machine zone ${process.env.TZ ?? 'default'})`, () => {
  it('puts an instant on its São Paulo day, whatever the UTC day', () => {
    expect(formatDate(lastSecondOf4th)).toBe('04/01/2026');
    expect(formatDate(midnightOf5th)).toBe('05/01/2026');
    expect(formatDateTime(lastSecondOf4th)).toBe('04/01/2026 23:59');
    expect(formatDateTime(new Date(midnightOf5th))).toBe('05/01/2026 00:00');
    expect(formatDateTime(Date.parse('2026-07-01T00:30:00Z'))).toBe('30/06/2026 21:30');
    expect(saoPauloDay('2025-12-31T23:00:00-03:00')).toBe('2025-12-31');
  });

  it('keeps calendar dates (no zone) on their own day', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('refuses invalid input', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('writes ranges with the language word', () => {
    expect(formatDateRange('2026-01-01', '2026-01-31')).toBe('01/01/2026 até 31/01/2026');
    expect(formatDateRange('2026-01-01', '2026-01-31', 'en')).toBe('01/01/2026 to 31/01/2026');
    expect(formatDateRange('2026-01-01', '2026-01-31', 'fr')).toBe('01/01/2026 au 31/01/2026');
    expect(formatDateRange('2026-01-01', '2026-01-31', 'de')).toBe('01/01/2026 bis 31/01/2026');
  });
});

describe('notification time (§9)', () => {
  const now = '2026-01-05T12:00:00Z'; // 09:00 in São Paulo

  it('shows hour:minute for São Paulo today, from local midnight on', () => {
    expect(formatNotificationTime(midnightOf5th, { now })).toBe('00:00');
    expect(formatNotificationTime('2026-01-05T11:58:00Z', { now, locale: 'de' })).toBe('08:58');
  });

  it('shows day and month for the São Paulo yesterday, even when UTC says today', () => {
    expect(formatNotificationTime(lastSecondOf4th, { now })).toBe('4 de Jan');
    expect(formatNotificationTime(lastSecondOf4th, { now, locale: 'en' })).toBe('Jan 4');
    expect(formatNotificationTime(lastSecondOf4th, { now, locale: 'fr' })).toBe('4 janv.');
    expect(formatNotificationTime(lastSecondOf4th, { now, locale: 'de' })).toBe('4. Jan.');
  });

  it('treats São Paulo late evening as still today when UTC has moved on', () => {
    const lateNow = '2026-01-06T02:30:00Z'; // 23:30 on the 5th in São Paulo
    expect(formatNotificationTime('2026-01-05T10:00:00Z', { now: lateNow })).toBe('07:00');
  });

  it('abbreviates the Portuguese months Jan to Dez', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatNotificationTime(Date.UTC(2025, month, 15, 15), { now }),
    );
    expect(months).toEqual([
      '15 de Jan',
      '15 de Fev',
      '15 de Mar',
      '15 de Abr',
      '15 de Mai',
      '15 de Jun',
      '15 de Jul',
      '15 de Ago',
      '15 de Set',
      '15 de Out',
      '15 de Nov',
      '15 de Dez',
    ]);
  });

  it('defaults now to the current time', () => {
    expect(formatNotificationTime(Date.now())).toMatch(/^\d{2}:\d{2}$/);
  });
});

describe('numbers', () => {
  it('formats pt-BR numbers, currency and percentages', () => {
    expect(formatNumber(1234.56)).toBe('1.234,56');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(0.5, { minimumFractionDigits: 2 })).toBe('0,50');
    expect(formatNumber(2.345, { maximumFractionDigits: 0 })).toBe('2');
    expect(formatCurrency(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatCurrency(-10)).toBe('-R$\u00a010,00');
    expect(formatPercent(0.1234)).toBe('12,3%');
    expect(formatPercent(1)).toBe('100,0%');
  });

  it('follows the other languages, keeping reais', () => {
    expect(formatNumber(1234.56, { locale: 'en' })).toBe('1,234.56');
    expect(formatNumber(1234.56, { locale: 'de' })).toBe('1.234,56');
    expect(formatNumber(1234.56, { locale: 'fr' })).toBe('1\u202f234,56');
    expect(formatCurrency(1234.56, 'en')).toBe('R$1,234.56');
    expect(formatPercent(0.05, 'en')).toBe('5.0%');
    expect(formatPercent(0.05, 'de')).toBe('5,0\u00a0%');
  });
});
