import type { TFunction } from 'i18next';

const TYPE_KEYS = {
  1: 'brandValidation.type1',
  2: 'brandValidation.type2',
  3: 'brandValidation.type3',
  4: 'brandValidation.type4',
} as const;

const PERIOD_KEYS = {
  1: 'brandValidation.period1',
  2: 'brandValidation.period2',
  3: 'brandValidation.period3',
  4: 'brandValidation.period4',
} as const;

const known = (tipo: number): tipo is keyof typeof TYPE_KEYS => tipo in TYPE_KEYS;

/** A validation type's name in the reader's language (Padrão for an unknown number). */
export const typeLabel = (t: TFunction, tipo: number) => t(TYPE_KEYS[known(tipo) ? tipo : 3]);

/** What period a type covers, in the reader's language. */
export const periodHint = (t: TFunction, tipo: number) => t(PERIOD_KEYS[known(tipo) ? tipo : 3]);

/** "01/03/2025" from "2025-03-01". */
export const brDate = (iso: string) => iso.split('-').reverse().join('/');
