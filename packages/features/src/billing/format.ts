import type { Month } from './api';

/** Money, dates and month names of the billing screens in the reader's language. */
export interface BillingFormat {
  readonly money: (value: number) => string;
  readonly number: (value: number) => string;
  /** A `YYYY-MM-DD` day (a due date, a payment) without a time-zone shift. */
  readonly day: (iso: string) => string;
  /** An instant, in São Paulo time. */
  readonly instant: (iso: string) => string;
  /** "outubro de 2026". */
  readonly month: (month: Month) => string;
}

/** The formats for a language (amounts are always in BRL, the association's currency). */
export function billingFormat(language: string): BillingFormat {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' });
  const numbers = new Intl.NumberFormat(language);
  const days = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' });
  const instants = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });
  const months = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    money: (value) => money.format(value),
    number: (value) => numbers.format(value),
    day: (iso) => days.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    instant: (iso) => instants.format(new Date(iso)),
    month: ({ ano, mes }) => months.format(new Date(Date.UTC(ano, mes - 1, 1))),
  };
}

/** The month an address names (`?mes=2026-10`), or the month before `today`'s. */
export function monthOf(param: string | null, today: Date): Month {
  const match = /^(\d{4})-(\d{2})$/.exec(param ?? '');
  if (match) {
    const ano = Number(match[1]);
    const mes = Number(match[2]);
    if (ano >= 2000 && ano <= 2100 && mes >= 1 && mes <= 12) return { ano, mes };
  }
  const previous = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return { ano: previous.getUTCFullYear(), mes: previous.getUTCMonth() + 1 };
}

/** A month as the address writes it. */
export const monthParam = ({ ano, mes }: Month) => `${String(ano)}-${String(mes).padStart(2, '0')}`;
