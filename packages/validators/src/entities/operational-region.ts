// The field rules of the operational region (RegiaoOperacional), one source for the portal's
// dialog and the API's region service: the same rule list gives the same message on both sides.
// The lengths are the contract's (RegiaoOperacionalDados in openapi/components.yaml); the code's
// character set is checked by the contract's pattern on the server.
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of the operational region a user fills in, with its rules, in form order. */
export const operationalRegionRules = {
  Nome: 'required|min:2|max:100',
  Codigo: 'required|max:20',
  Ativo: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of the operational region. */
export type OperationalRegionField = keyof typeof operationalRegionRules;

/** The operational region's fields in form order. */
export const operationalRegionFieldNames = Object.keys(
  operationalRegionRules,
) as OperationalRegionField[];

type Labels = Readonly<Record<OperationalRegionField, string>>;

const ptBR: Labels = { Nome: 'Nome', Codigo: 'Código', Ativo: 'Ativa' };

/** The operational region's field labels by locale (`pt` shares `pt-BR`'s). */
export const operationalRegionLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: { Nome: 'Name', Codigo: 'Code', Ativo: 'Active' },
  fr: { Nome: 'Nom', Codigo: 'Code', Ativo: 'Active' },
  de: { Nome: 'Name', Codigo: 'Code', Ativo: 'Aktiv' },
};

/** The checks only the server can make (they need the database), one message each. */
export type OperationalRegionServerRule = 'codigo_unico';

const ptBRServer = { codigo_unico: 'Código já utilizado por outra região operacional' };

const serverMessages: Readonly<
  Record<Locale, Readonly<Record<OperationalRegionServerRule, string>>>
> = {
  'pt-BR': ptBRServer,
  pt: ptBRServer,
  en: { codigo_unico: 'This code is already used by another operational region' },
  fr: { codigo_unico: 'Ce code est déjà utilisé par une autre région opérationnelle' },
  de: { codigo_unico: 'Dieser Code wird bereits von einer anderen Einsatzregion verwendet' },
};

/** The message of a server-side operational-region check in `locale`. */
export function operationalRegionServerMessage(
  rule: OperationalRegionServerRule,
  locale: Locale = 'pt-BR',
) {
  return serverMessages[locale][rule];
}

/** The rules and labels of every operational-region field, for `validateForm`. */
export function operationalRegionFieldRules(
  locale: Locale = 'pt-BR',
): Readonly<Record<OperationalRegionField, FieldRules>> {
  const labels = operationalRegionLabels[locale];
  const out = {} as Record<OperationalRegionField, FieldRules>;
  for (const field of operationalRegionFieldNames) {
    out[field] = { rules: operationalRegionRules[field], label: labels[field] };
  }
  return out;
}

/**
 * Checks an operational region's values and returns the first message of each failing field; an
 * empty object means every field passes. The code's uniqueness is the server's.
 *
 * @example validateOperationalRegion({ Nome: 'A' }).Nome // 'O campo Nome deve ter pelo menos 2 caracteres'
 */
export function validateOperationalRegion(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<OperationalRegionField, string>> {
  return validateForm(values, operationalRegionFieldRules(locale), locale);
}
