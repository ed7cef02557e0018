// The days of the calendar runs (playwright.config.ts): the next day after the machine's today,
// in São Paulo, that is of each kind. Only days ahead: the browser keeps its cookies by the
// machine's clock, and a session whose cookies were written a day behind it would expire at once.

/** The kinds of day a date-dependent journey is run on. */
export type DayKind = 'first-sunday' | 'mid-month' | 'new-years-eve';

const is: Record<DayKind, (day: Date) => boolean> = {
  // The 1st of a month and a Sunday: month to date is one day, and one of little registration.
  'first-sunday': (day) => day.getUTCDate() === 1 && day.getUTCDay() === 0,
  // The 15th: half a month to date, the month's last bar of a monthly chart partial.
  'mid-month': (day) => day.getUTCDate() === 15,
  'new-years-eve': (day) => day.getUTCMonth() === 11 && day.getUTCDate() === 31,
};

/** For each kind, the first day of it after `now`'s day in São Paulo (`yyyy-MM-dd`). */
export function calendarDays(now: Date, kinds: DayKind[]): { name: DayKind; day: string }[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return kinds.map((name) => {
    const day = new Date(`${today}T00:00:00Z`);
    do day.setUTCDate(day.getUTCDate() + 1);
    while (!is[name](day));
    return { name, day: day.toISOString().slice(0, 10) };
  });
}
