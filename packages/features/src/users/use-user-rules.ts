// The tenant's rules the user form needs before it can say which fields a profile has: the four
// profile-code lists and the person-document parameter, read like any parameter (and cached).
import { useQueries } from '@tanstack/react-query';
import {
  PARAMETER_IDS,
  profileParametersFrom,
  scopeFieldsFor,
  type ProfileParameters,
  type ScopeFields,
} from '@emplacamento/access';
import type { ApiRequestError } from '@emplacamento/api-client';
import { useSession } from '../session/SessionProvider';
import { DOCUMENT_PARAMETER, FORM_PARAMETERS, parameterOptions } from './api';

/** What the tenant's parameters say about the user form. */
export interface UserRules {
  /** The profile-code lists; null while they load or when they failed. */
  readonly params: ProfileParameters | null;
  /** The tenant requires the CPF of every user. */
  readonly documentoObrigatorio: boolean;
  readonly pending: boolean;
  /** The first failure, when any parameter could not be read. */
  readonly error: ApiRequestError | null;
  readonly retry: () => void;
}

/** The scope fields of a profile (none before a profile is chosen). */
export function scopeOf(params: ProfileParameters | null, perfilId: number | null): ScopeFields {
  if (params === null || perfilId === null) return { visible: [], required: [] };
  return scopeFieldsFor(String(perfilId), params);
}

/** Reads the parameters of the user form. */
export function useUserRules(): UserRules {
  const session = useSession();
  const answers = useQueries({
    queries: FORM_PARAMETERS.map((id) => parameterOptions(session, id)),
  });
  const value = (id: string): string | null => {
    const index = FORM_PARAMETERS.indexOf(id as (typeof FORM_PARAMETERS)[number]);
    return answers[index]?.data?.[0]?.valor ?? null;
  };
  const pending = answers.some((answer) => answer.isPending);
  const error = answers.find((answer) => answer.error)?.error ?? null;
  return {
    params:
      pending || error
        ? null
        : profileParametersFrom({
            perfisAdmin: value(PARAMETER_IDS.perfisAdmin),
            perfisGrupo: value(PARAMETER_IDS.perfisGrupo),
            perfisLoja: value(PARAMETER_IDS.perfisLoja),
            perfisRegional: value(PARAMETER_IDS.perfisRegional),
          }),
    documentoObrigatorio: value(DOCUMENT_PARAMETER)?.trim().toUpperCase() === 'S',
    pending,
    error,
    retry: () => {
      for (const answer of answers) if (answer.isError) void answer.refetch();
    },
  };
}
