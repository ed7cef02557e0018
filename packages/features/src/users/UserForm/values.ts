// The user form's values and the payload they become: text as typed (the CPF masked), ids as
// numbers, the bulletin subscriptions as a sorted list of ids in text (a form value is a scalar),
// the end of access as yyyy-MM-dd; empty optional text goes to the server as null.
import type { ScopeField, ScopeFields } from '@emplacamento/access';
import {
  maskCpf,
  parseCpf,
  validateUser,
  type Locale,
  type UserRuleOptions,
  type UserScopeField,
} from '@emplacamento/validators';
import type { User, UserData, UserPayload } from '../api';

/** Everything the form holds. */
export type UserValues = {
  login: string;
  perfilId: number | null;
  nomeCompleto: string;
  documento: string;
  telefone: string;
  grupoEconomicoId: number | null;
  grupoEmpresaId: number | null;
  regiaoOperacionalId: number | null;
  empresaId: number | null;
  /** Bulletin type ids, comma-separated and sorted ("1,3"). */
  tiposBoletim: string;
  dataExpiracao: string;
};

/** The form field of each scope field of the profile rules. */
export const scopeValue = {
  grupoEconomico: 'grupoEconomicoId',
  grupoEmpresa: 'grupoEmpresaId',
  regiaoOperacional: 'regiaoOperacionalId',
  concessionaria: 'empresaId',
} as const satisfies Record<ScopeField, keyof UserValues>;

/** The bulletin ids of the form's text. */
export const bulletinIds = (text: string): number[] =>
  text === '' ? [] : text.split(',').map(Number);

/** The form's text of bulletin ids. */
export const bulletinText = (ids: readonly number[]): string =>
  [...new Set(ids)].sort((a, b) => a - b).join(',');

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The values of a new user, or of one being edited. */
export function toValues(user?: User): UserValues {
  const dados: Partial<UserData> = user?.dadosAdicionais ?? {};
  return {
    login: user?.login ?? '',
    perfilId: user?.perfilId ?? null,
    nomeCompleto: user?.nomeCompleto ?? '',
    documento: dados.documento ? maskCpf(dados.documento) : '',
    telefone: dados.telefone ?? '',
    grupoEconomicoId: numberOrNull(dados.grupoEconomicoId),
    grupoEmpresaId: numberOrNull(dados.grupoEmpresaId),
    regiaoOperacionalId: numberOrNull(dados.regiaoOperacionalId),
    empresaId: numberOrNull(dados.empresaId),
    tiposBoletim: bulletinText(dados.tiposBoletim ?? []),
    dataExpiracao: dados.dataExpiracao ?? '',
  };
}

/** The rule options of a profile's scope and the tenant's CPF parameter. */
export function ruleOptions(scope: ScopeFields, documentoObrigatorio: boolean): UserRuleOptions {
  return {
    documentoObrigatorio,
    obrigatorios: scope.required
      .map((field) => scopeValue[field])
      .filter(
        (field): field is UserScopeField =>
          field === 'empresaId' || field === 'regiaoOperacionalId',
      ),
  };
}

/** The shared rules over the form's values (the CPF without its mask, as the server sees it). */
export function validateValues(values: UserValues, locale: Locale, options: UserRuleOptions) {
  return validateUser(
    { ...values, documento: parseCpf(values.documento), tiposBoletim: undefined },
    locale,
    options,
  );
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The payload of valid values. Scope fields the profile does not show go as null, so a user moved
 * to a profile without scope keeps no stale dealership; `login` is the one to keep (on edit, the
 * login changes through its own call).
 */
export function toPayload(
  values: UserValues,
  scope: ScopeFields,
  login: string,
  id?: number,
): UserPayload {
  const shown = (field: ScopeField) =>
    scope.visible.includes(field) ? values[scopeValue[field]] : null;
  const dados: UserData = {
    nomeCompleto: values.nomeCompleto.trim(),
    documento: optional(parseCpf(values.documento)),
    telefone: optional(values.telefone),
    grupoEconomicoId: shown('grupoEconomico'),
    grupoEmpresaId: shown('grupoEmpresa'),
    regiaoOperacionalId: shown('regiaoOperacional'),
    empresaId: shown('concessionaria'),
    tiposBoletim: bulletinIds(values.tiposBoletim),
    dataExpiracao: optional(values.dataExpiracao),
  };
  return {
    ...(id === undefined ? {} : { id }),
    login: login.trim(),
    profile: values.perfilId ?? 0,
    dadosAdicionais: JSON.stringify(dados),
  };
}
