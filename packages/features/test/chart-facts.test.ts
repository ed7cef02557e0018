// What a chart's data say before it is drawn: whether a drawing tells more than the table, and
// whether its last period is covered only in part.
import { describe, expect, it } from 'vitest';
import {
  carriesInformation,
  coveredUntil,
  dayAndMonth,
  isPartialPeriod,
  periodEnd,
} from '../src/dashboard/KpiDashboard/chart-facts';
import type { ChartSeries } from '../src/dashboard/KpiDashboard/KpiChart';

const bars = (...values: number[]): ChartSeries => ({
  name: 'Emplacamentos',
  kind: 'bar',
  unit: 'count',
  tone: 'series',
  values,
});

describe('whether a chart carries information', () => {
  it('draws nothing for one category, whatever its value', () => {
    expect(carriesInformation({ categories: ['FIAT'], series: [bars(52_007)] })).toBe(false);
    expect(carriesInformation({ categories: ['2026'], series: [bars(3), bars(9)] })).toBe(false);
  });

  it('draws nothing when every category has the same value in every series', () => {
    expect(carriesInformation({ categories: ['A', 'B', 'C'], series: [bars(1, 1, 1)] })).toBe(
      false,
    );
    expect(carriesInformation({ categories: ['A', 'B'], series: [bars(4, 4), bars(7, 7)] })).toBe(
      false,
    );
  });

  it('draws a chart once one series differs between categories', () => {
    expect(carriesInformation({ categories: ['A', 'B'], series: [bars(1, 2)] })).toBe(true);
    expect(carriesInformation({ categories: ['A', 'B'], series: [bars(4, 4), bars(7, 8)] })).toBe(
      true,
    );
  });

  it('draws nothing with no series', () => {
    expect(carriesInformation({ categories: ['A', 'B'], series: [] })).toBe(false);
  });
});

describe('partial periods', () => {
  it('knows the last day of a year and of a month, and leaves days alone', () => {
    expect(periodEnd('2026')).toBe('2026-12-31');
    expect(periodEnd('2026-02')).toBe('2026-02-28');
    expect(periodEnd('2028-02')).toBe('2028-02-29');
    expect(periodEnd('2026-11-22')).toBeNull();
    expect(periodEnd('nov. de 2026')).toBeNull();
  });

  it('takes the earliest day known as the end of the data', () => {
    expect(coveredUntil('2026-12-31', '2026-12-02', '2026-12-03')).toBe('2026-12-02');
    expect(coveredUntil(undefined, null, '2026-12-03')).toBe('2026-12-03');
    expect(coveredUntil('2026-11-15', undefined)).toBe('2026-11-15');
    expect(coveredUntil(undefined, null, '')).toBeNull();
  });

  it('calls a month or a year partial when its data stop inside it, before its end', () => {
    expect(isPartialPeriod('2026-11', '2026-11-29')).toBe(true);
    expect(isPartialPeriod('2026-11', '2026-11-30')).toBe(false);
    expect(isPartialPeriod('2026-10', '2026-11-29')).toBe(false);
    expect(isPartialPeriod('2026-12', '2026-11-29')).toBe(false);
    expect(isPartialPeriod('2026', '2026-11-29')).toBe(true);
    expect(isPartialPeriod('2026', '2026-12-31')).toBe(false);
    expect(isPartialPeriod('2026-11', null)).toBe(false);
    // A day is whole once it has data at all.
    expect(isPartialPeriod('2026-11-29', '2026-11-29')).toBe(false);
  });

  it('writes the day the data stop as day and month, the reader’s way', () => {
    expect(dayAndMonth('2026-12-02', 'pt-BR')).toBe('02/12');
    expect(dayAndMonth('2026-12-02', 'en')).toBe('12/02');
    expect(dayAndMonth('2026-12-02', 'de')).toBe('02.12.');
    expect(dayAndMonth('2026-12-02', 'fr')).toBe('02/12');
  });
});
