// The business-group form's values and the payload they become: text as typed, the economic
// group as a number; empty optional text goes to the server as null.
import { businessGroupRules, validateBusinessGroup, type Locale } from '@emplacamento/validators';
import type { BusinessGroup, BusinessGroupPayload } from '../api';

/** Everything the form holds. */
export type BusinessGroupValues = {
  Nome: string;
  Codigo: string;
  GrupoEconomicoId: number | null;
  Ativo: boolean;
  Observacoes: string;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof BusinessGroupValues): boolean =>
  (businessGroupRules[field] as string).split('|').includes('required');

/** The values of a new business group (active), or of one being edited. */
export function toValues(group?: BusinessGroup): BusinessGroupValues {
  return {
    Nome: group?.Nome ?? '',
    Codigo: group?.Codigo ?? '',
    GrupoEconomicoId: group?.GrupoEconomicoId ?? null,
    Ativo: group?.Ativo ?? true,
    Observacoes: group?.Observacoes ?? '',
  };
}

/** The shared rules over the form's values. */
export function validateValues(values: BusinessGroupValues, locale: Locale) {
  return validateBusinessGroup(values, locale);
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The payload of valid values. */
export function toPayload(values: BusinessGroupValues): BusinessGroupPayload {
  return {
    Nome: values.Nome.trim(),
    Codigo: optional(values.Codigo),
    GrupoEconomicoId: values.GrupoEconomicoId,
    Ativo: values.Ativo,
    Observacoes: optional(values.Observacoes),
  };
}
