// Calendar periods of the analytics calls. Registration dates have no time zone; "today", "this
// month" and "this year" are read on the clock of America/Sao_Paulo, where the associations work,
// so at 23:00 on the last day of a month in Brasília the dashboard still shows that month.
const ZONE = 'America/Sao_Paulo';

/** A calendar month. */
export interface Mes {
  ano: number;
  /** 1–12. */
  mes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in São Paulo as yyyy-MM-dd. */
export function todayInSaoPaulo(now: Date): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The requested month, or the current one in São Paulo for what the request leaves out. */
export function monthOf(now: Date, ano?: number, mes?: number): Mes {
  const today = todayInSaoPaulo(now);
  return { ano: ano ?? Number(today.slice(0, 4)), mes: mes ?? Number(today.slice(5, 7)) };
}

/** `months` months after (or before, when negative) `m`. */
export function addMonths(m: Mes, months: number): Mes {
  const index = m.ano * 12 + (m.mes - 1) + months;
  return { ano: Math.floor(index / 12), mes: (index % 12) + 1 };
}

/** The first day of the month as yyyy-MM-dd (how the month rollups key a month). */
export const firstDay = (m: Mes) => `${String(m.ano)}-${pad(m.mes)}-01`;

/** yyyy-MM. */
export const monthLabel = (m: Mes) => `${String(m.ano)}-${pad(m.mes)}`;

/** How many days month `m` has. */
const lengthOf = (m: Mes) => new Date(Date.UTC(m.ano, m.mes, 0)).getUTCDate();

/** Days from `from` (inclusive) to `to` (exclusive), yyyy-MM-dd. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days of month `other` compared with month `m`: the whole month when `m` is over, and when
 * `m` is the month in progress in São Paulo only its first days up to today's day of the month
 * (as many as the month has), so the first days of December are set against the first days of
 * November, not against all of it (as the daily bulletin compares).
 */
export function comparedDays(now: Date, m: Mes, other: Mes): DayRange {
  const today = todayInSaoPaulo(now);
  const from = firstDay(other);
  const whole = { from, to: firstDay(addMonths(other, 1)) };
  if (today.slice(0, 7) !== monthLabel(m)) return whole;
  const day = Number(today.slice(8, 10));
  return day >= lengthOf(other) ? whole : { from, to: `${monthLabel(other)}-${pad(day + 1)}` };
}

/** The days of month `m` (yyyy-MM-dd), up to `last` (yyyy-MM-dd) when it falls inside it. */
export function daysOf(m: Mes, last: string): string[] {
  const count = lengthOf(m);
  const days: string[] = [];
  for (let d = 1; d <= count; d++) {
    const day = `${monthLabel(m)}-${pad(d)}`;
    if (day > last) break;
    days.push(day);
  }
  return days;
}
