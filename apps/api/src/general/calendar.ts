// Brazilian national holidays, fixed and movable (Carnival, Good Friday and Corpus Christi follow
// Easter), and the blocked days of the calendar calls. Dates are civil dates ('YYYY-MM-DD'),
// computed in UTC so the server's time zone never shifts a day.

/** A day on which no business happens (DataBloqueada of the contract). */
export interface DataBloqueada {
  Data: string;
  Descricao: string;
  Tipo: 'FeriadoNacional' | 'FimDeSemana';
}

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(utc(year, month, day));
}

/** The national holidays of a year, by date. */
export function nationalHolidays(year: number): Map<string, string> {
  const e = Date.parse(`${easter(year)}T00:00:00Z`);
  const fixed: [number, number, string][] = [
    [1, 1, 'Confraternização Universal'],
    [4, 21, 'Tiradentes'],
    [5, 1, 'Dia do Trabalho'],
    [9, 7, 'Independência do Brasil'],
    [10, 12, 'Nossa Senhora Aparecida'],
    [11, 2, 'Finados'],
    [11, 15, 'Proclamação da República'],
    [12, 25, 'Natal'],
  ];
  // Law 14,759/2023 made Black Consciousness Day national from 2024.
  if (year >= 2024) fixed.push([11, 20, 'Dia Nacional de Zumbi e da Consciência Negra']);
  const days = new Map<string, string>(fixed.map(([m, d, name]) => [iso(utc(year, m, d)), name]));
  days.set(iso(e - 48 * DAY), 'Carnaval');
  days.set(iso(e - 47 * DAY), 'Carnaval');
  days.set(iso(e - 2 * DAY), 'Sexta-feira Santa');
  days.set(iso(e + 60 * DAY), 'Corpus Christi');
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

const weekend = (time: number) => {
  const day = new Date(time).getUTCDay();
  return day === 0 || day === 6;
};

/** Whether a civil date is a business day (not a weekend, not a national holiday). */
export function isBusinessDay(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !weekend(time) && !nationalHolidays(new Date(time).getUTCFullYear()).has(date);
}

/** Blocked days from `from` to `to` inclusive, ascending; a holiday wins over a weekend. */
export function blockedDays(from: string, to: string): DataBloqueada[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const out: DataBloqueada[] = [];
  let holidays = new Map<string, string>();
  let year = -1;
  for (let t = start; t <= end; t += DAY) {
    const y = new Date(t).getUTCFullYear();
    if (y !== year) {
      year = y;
      holidays = nationalHolidays(y);
    }
    const date = iso(t);
    const holiday = holidays.get(date);
    if (holiday !== undefined)
      out.push({ Data: date, Descricao: holiday, Tipo: 'FeriadoNacional' });
    else if (weekend(t)) out.push({ Data: date, Descricao: 'Fim de semana', Tipo: 'FimDeSemana' });
  }
  return out;
}

/** The date one year after `date` (same day; 29 Feb → 28 Feb or 1 Mar as Date normalises). */
export const oneYearAfter = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return iso(d.getTime());
};
