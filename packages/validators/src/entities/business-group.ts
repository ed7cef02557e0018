// The field rules of the business group (GrupoEmpresa), one source for the portal's form and the
// API's group service; the lengths are the contract's (GrupoEmpresaDados in openapi/business.yaml).
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of the business group a user fills in, with its rules, in form order. */
export const businessGroupRules = {
  Nome: 'required|min:2|max:150',
  Codigo: 'max:20',
  GrupoEconomicoId: '',
  Ativo: '',
  Observacoes: 'max:2000',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of the business group. */
export type BusinessGroupField = keyof typeof businessGroupRules;

/** The business group's fields in form order. */
export const businessGroupFieldNames = Object.keys(businessGroupRules) as BusinessGroupField[];

type Labels = Readonly<Record<BusinessGroupField, string>>;

const ptBR: Labels = {
  Nome: 'Nome',
  Codigo: 'Código',
  GrupoEconomicoId: 'Grupo econômico',
  Ativo: 'Ativo',
  Observacoes: 'Observações',
};

/** The business group's field labels by locale (`pt` shares `pt-BR`'s). */
export const businessGroupLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: {
    Nome: 'Name',
    Codigo: 'Code',
    GrupoEconomicoId: 'Economic group',
    Ativo: 'Active',
    Observacoes: 'Notes',
  },
  fr: {
    Nome: 'Nom',
    Codigo: 'Code',
    GrupoEconomicoId: 'Groupe économique',
    Ativo: 'Actif',
    Observacoes: 'Remarques',
  },
  de: {
    Nome: 'Name',
    Codigo: 'Code',
    GrupoEconomicoId: 'Wirtschaftsgruppe',
    Ativo: 'Aktiv',
    Observacoes: 'Bemerkungen',
  },
};

/** The rules with their labels in `locale`, for `validateForm`. */
function withLabels<F extends BusinessGroupField>(
  rules: Readonly<Record<F, RuleList>>,
  locale: Locale,
): Readonly<Record<F, FieldRules>> {
  const labels = businessGroupLabels[locale];
  const out = {} as Record<F, FieldRules>;
  for (const field of Object.keys(rules) as F[]) {
    out[field] = { rules: rules[field], label: labels[field] };
  }
  return out;
}

/** The rules and labels of every business-group field, for `validateForm`. */
export function businessGroupFieldRules(
  locale: Locale = 'pt-BR',
): Readonly<Record<BusinessGroupField, FieldRules>> {
  return withLabels(businessGroupRules, locale);
}

/**
 * Checks a business group's values and returns the first message of each failing field; an empty
 * object means every field passes. The economic group's existence is the server's check.
 *
 * @example validateBusinessGroup({ Nome: '' }).Nome // 'O campo Nome precisa ser informado'
 */
export function validateBusinessGroup(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<BusinessGroupField, string>> {
  return validateForm(values, businessGroupFieldRules(locale), locale);
}

/**
 * The economic group (GrupoEconomico) has the business group's name, code and flag with the same
 * bounds (GrupoEconomicoDados in openapi/business.yaml), so it shares their rules and labels.
 */
export const economicGroupRules = {
  Nome: businessGroupRules.Nome,
  Codigo: businessGroupRules.Codigo,
  Ativo: businessGroupRules.Ativo,
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of the economic group. */
export type EconomicGroupField = keyof typeof economicGroupRules;

/** Checks an economic group's values: the first message of each failing field. */
export function validateEconomicGroup(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<EconomicGroupField, string>> {
  return validateForm(values, withLabels(economicGroupRules, locale), locale);
}
