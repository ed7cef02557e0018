// The municipality dialog's values and the payload they become: the population as typed (digits,
// empty for unknown), the influence area as its id (null: no area, and so no region).
import { municipalityRules, validateMunicipality, type Locale } from '@emplacamento/validators';
import type { County, CountyPayload } from '../api';

/** Everything the form holds. */
export type CountyValues = {
  Nome: string;
  Populacao: string;
  AreaInfluenciaId: number | null;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof CountyValues): boolean =>
  (municipalityRules[field] as string).split('|').includes('required');

/** The values of the municipality being edited. */
export function toValues(county: County): CountyValues {
  return {
    Nome: county.Nome,
    Populacao:
      county.Populacao === null || county.Populacao === undefined ? '' : String(county.Populacao),
    AreaInfluenciaId: county.AreaInfluenciaId ?? null,
  };
}

/** The shared rules over the values as they will be sent (trimmed, like the server checks). */
export function validateValues(values: CountyValues, locale: Locale) {
  return validateMunicipality(
    {
      Nome: values.Nome.trim(),
      Populacao: values.Populacao.trim(),
      AreaInfluenciaId: values.AreaInfluenciaId,
    },
    locale,
  );
}

/** The payload of valid values: every editable field, so the server keeps none of the old ones. */
export function toPayload(id: number, values: CountyValues): CountyPayload {
  const populacao = values.Populacao.trim();
  return {
    Id: id,
    Nome: values.Nome.trim(),
    Populacao: populacao === '' ? null : Number(populacao),
    AreaInfluenciaId: values.AreaInfluenciaId,
  };
}
