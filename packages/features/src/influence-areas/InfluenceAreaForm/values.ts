// The influence-area form's values and the payload they become. The form kit compares scalar
// values, so the covered municipalities travel as their ids in one ordered text ("1,5,9"): adding
// and removing the same one leaves the form clean.
import { influenceAreaRules, validateInfluenceArea, type Locale } from '@emplacamento/validators';
import type { InfluenceArea, InfluenceAreaPayload } from '../api';

/** Everything the form holds. */
export type InfluenceAreaValues = {
  Nome: string;
  Codigo: string;
  RegiaoOperacionalId: number | null;
  Ativo: boolean;
  /** The covered municipalities' ids, ascending, comma-separated. */
  MunicipioIds: string;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof InfluenceAreaValues): boolean =>
  (influenceAreaRules[field] as string).split('|').includes('required');

/** The ids of the text form of the covered municipalities. */
export const idsOf = (text: string): number[] =>
  text === '' ? [] : text.split(',').map((id) => Number(id));

/** The text form of a set of municipality ids (ascending, so equal sets compare equal). */
export const textOf = (ids: Iterable<number>): string =>
  [...new Set(ids)].sort((a, b) => a - b).join(',');

/** The values of a new area, or of one being edited. */
export function toValues(area?: InfluenceArea): InfluenceAreaValues {
  return {
    Nome: area?.Nome ?? '',
    Codigo: area?.Codigo ?? '',
    RegiaoOperacionalId: area?.RegiaoOperacionalId ?? null,
    Ativo: area?.Ativo ?? true,
    MunicipioIds: textOf(area?.MunicipioIds ?? []),
  };
}

/** The shared rules over the values as they will be sent (trimmed, like the server checks). */
export function validateValues(values: InfluenceAreaValues, locale: Locale) {
  return validateInfluenceArea(
    { ...toPayload(values), MunicipioIds: idsOf(values.MunicipioIds) },
    locale,
  );
}

/** The payload of valid values. */
export function toPayload(values: InfluenceAreaValues): InfluenceAreaPayload {
  return {
    Nome: values.Nome.trim(),
    Codigo: values.Codigo.trim(),
    RegiaoOperacionalId: values.RegiaoOperacionalId,
    Ativo: values.Ativo,
    MunicipioIds: idsOf(values.MunicipioIds),
  };
}
