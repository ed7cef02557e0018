// The manufacturer form's values and the payload they become: text as typed, an empty optional
// text as null on the server.
import { manufacturerRules, validateManufacturer, type Locale } from '@emplacamento/validators';
import type { Manufacturer, ManufacturerPayload } from '../api';

/** Everything the form holds. */
export type ManufacturerValues = {
  Nome: string;
  Codigo: string;
  PaisOrigem: string;
  Cor: string;
  Ativo: boolean;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof ManufacturerValues): boolean =>
  (manufacturerRules[field] as string).split('|').includes('required');

/** The values of a new manufacturer (active), or of one being edited. */
export function toValues(brand?: Manufacturer): ManufacturerValues {
  return {
    Nome: brand?.Nome ?? '',
    Codigo: brand?.Codigo ?? '',
    PaisOrigem: brand?.PaisOrigem ?? '',
    Cor: brand?.Cor ?? '',
    Ativo: brand?.Ativo ?? true,
  };
}

/** The shared rules over the form's values. */
export function validateValues(values: ManufacturerValues, locale: Locale) {
  return validateManufacturer(values, locale);
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The payload of valid values. */
export function toPayload(values: ManufacturerValues): ManufacturerPayload {
  return {
    Nome: values.Nome.trim(),
    Codigo: orNull(values.Codigo),
    PaisOrigem: orNull(values.PaisOrigem),
    Cor: orNull(values.Cor),
    Ativo: values.Ativo,
  };
}
