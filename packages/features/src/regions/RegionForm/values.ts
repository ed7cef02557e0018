// The operational-region dialog's values and the payload they become: text as typed, trimmed on
// the way out (the server checks the trimmed values with the same rules).
import {
  operationalRegionRules,
  validateOperationalRegion,
  type Locale,
} from '@emplacamento/validators';
import type { Region, RegionPayload } from '../api';

/** Everything the form holds. */
export type RegionValues = {
  Nome: string;
  Codigo: string;
  Ativo: boolean;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof RegionValues): boolean =>
  (operationalRegionRules[field] as string).split('|').includes('required');

/** The values of a new region (active), or of one being edited. */
export function toValues(region?: Region): RegionValues {
  return {
    Nome: region?.Nome ?? '',
    Codigo: region?.Codigo ?? '',
    Ativo: region?.Ativo ?? true,
  };
}

/** The payload of valid values. */
export function toPayload(values: RegionValues): RegionPayload {
  return { Nome: values.Nome.trim(), Codigo: values.Codigo.trim(), Ativo: values.Ativo };
}

/** The shared rules over the values as they will be sent (trimmed, like the server checks). */
export function validateValues(values: RegionValues, locale: Locale) {
  return validateOperationalRegion(toPayload(values), locale);
}
