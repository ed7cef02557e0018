// The economic-group form's values and the payload they become: text as typed, an empty code as
// null on the server.
import { economicGroupRules, validateEconomicGroup, type Locale } from '@emplacamento/validators';
import type { EconomicGroup, EconomicGroupPayload } from '../api';

/** Everything the form holds. */
export type EconomicGroupValues = {
  Nome: string;
  Codigo: string;
  Ativo: boolean;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof EconomicGroupValues): boolean =>
  (economicGroupRules[field] as string).split('|').includes('required');

/** The values of a new economic group (active), or of one being edited. */
export function toValues(group?: EconomicGroup): EconomicGroupValues {
  return { Nome: group?.Nome ?? '', Codigo: group?.Codigo ?? '', Ativo: group?.Ativo ?? true };
}

/** The shared rules over the form's values. */
export function validateValues(values: EconomicGroupValues, locale: Locale) {
  return validateEconomicGroup(values, locale);
}

/** The payload of valid values. */
export function toPayload(values: EconomicGroupValues): EconomicGroupPayload {
  const code = values.Codigo.trim();
  return { Nome: values.Nome.trim(), Codigo: code === '' ? null : code, Ativo: values.Ativo };
}
