// The profile dialog's values and the payload they become: text as typed, trimmed on the way out
// (the server checks the trimmed values with the same rules).
import { profileRules, validateProfile, type Locale } from '@emplacamento/validators';
import type { Profile } from '../api';

/** Everything the form holds. */
export type ProfileValues = {
  nome: string;
  descricao: string;
  ativo: boolean;
  ehAdmin: boolean;
};

/** Whether the shared rules require a field (for its label's mark). */
export const isRequired = (field: keyof ProfileValues): boolean =>
  (profileRules[field] as string).split('|').includes('required');

/** The values of a new profile (active, not administrator), or of one being edited. */
export function toValues(profile?: Profile): ProfileValues {
  return {
    nome: profile?.nome ?? '',
    descricao: profile?.descricao ?? '',
    ativo: profile?.ativo ?? true,
    ehAdmin: profile?.ehAdmin ?? false,
  };
}

/** The payload of valid values (an empty description is none). */
export function toPayload(values: ProfileValues) {
  const descricao = values.descricao.trim();
  return {
    nome: values.nome.trim(),
    descricao: descricao === '' ? null : descricao,
    ativo: values.ativo,
    ehAdmin: values.ehAdmin,
  };
}

/** The shared rules over the values as they will be sent (trimmed, like the server checks). */
export function validateValues(values: ProfileValues, locale: Locale) {
  return validateProfile({ ...toPayload(values), descricao: values.descricao.trim() }, locale);
}
