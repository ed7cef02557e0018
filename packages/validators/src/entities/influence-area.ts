// The field rules of the influence area (AreaInfluencia), one source for the portal's form and the
// API's area service: the same rule list gives the same message on both sides. The lengths are
// the contract's (AreaInfluenciaDados in openapi/components.yaml); the code's character set is
// checked by the contract's pattern on the server.
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of the influence area a user fills in, with its rules, in form order. */
export const influenceAreaRules = {
  Nome: 'required|min:2|max:100',
  Codigo: 'required|max:20',
  RegiaoOperacionalId: '',
  Ativo: '',
  MunicipioIds: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of the influence area. */
export type InfluenceAreaField = keyof typeof influenceAreaRules;

/** The influence area's fields in form order. */
export const influenceAreaFieldNames = Object.keys(influenceAreaRules) as InfluenceAreaField[];

type Labels = Readonly<Record<InfluenceAreaField, string>>;

const ptBR: Labels = {
  Nome: 'Nome',
  Codigo: 'Código',
  RegiaoOperacionalId: 'Região operacional',
  Ativo: 'Ativa',
  MunicipioIds: 'Municípios',
};

/** The influence area's field labels by locale (`pt` shares `pt-BR`'s). */
export const influenceAreaLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: {
    Nome: 'Name',
    Codigo: 'Code',
    RegiaoOperacionalId: 'Operational region',
    Ativo: 'Active',
    MunicipioIds: 'Municipalities',
  },
  fr: {
    Nome: 'Nom',
    Codigo: 'Code',
    RegiaoOperacionalId: 'Région opérationnelle',
    Ativo: 'Active',
    MunicipioIds: 'Communes',
  },
  de: {
    Nome: 'Name',
    Codigo: 'Code',
    RegiaoOperacionalId: 'Einsatzregion',
    Ativo: 'Aktiv',
    MunicipioIds: 'Gemeinden',
  },
};

/** The checks only the server can make (they need the database), one message each. */
export type InfluenceAreaServerRule = 'codigo_unico' | 'municipio_em_outra_area';

const ptBRServer = {
  codigo_unico: 'Código já utilizado por outra área de influência',
  municipio_em_outra_area: 'Município já pertence a outra área de influência',
};

const serverMessages: Readonly<Record<Locale, Readonly<Record<InfluenceAreaServerRule, string>>>> =
  {
    'pt-BR': ptBRServer,
    pt: ptBRServer,
    en: {
      codigo_unico: 'This code is already used by another influence area',
      municipio_em_outra_area: 'A municipality already belongs to another influence area',
    },
    fr: {
      codigo_unico: 'Ce code est déjà utilisé par une autre zone d’influence',
      municipio_em_outra_area: 'Une commune appartient déjà à une autre zone d’influence',
    },
    de: {
      codigo_unico: 'Dieser Code wird bereits von einem anderen Einflussgebiet verwendet',
      municipio_em_outra_area: 'Eine Gemeinde gehört bereits zu einem anderen Einflussgebiet',
    },
  };

/** The message of a server-side influence-area check in `locale`. */
export function influenceAreaServerMessage(
  rule: InfluenceAreaServerRule,
  locale: Locale = 'pt-BR',
) {
  return serverMessages[locale][rule];
}

/** The rules and labels of every influence-area field, for `validateForm`. */
export function influenceAreaFieldRules(
  locale: Locale = 'pt-BR',
): Readonly<Record<InfluenceAreaField, FieldRules>> {
  const labels = influenceAreaLabels[locale];
  const out = {} as Record<InfluenceAreaField, FieldRules>;
  for (const field of influenceAreaFieldNames) {
    out[field] = { rules: influenceAreaRules[field], label: labels[field] };
  }
  return out;
}

/**
 * Checks an influence area's values and returns the first message of each failing field; an
 * empty object means every field passes. Uniqueness and references are the server's.
 *
 * @example validateInfluenceArea({ Nome: 'A' }).Nome // 'O campo Nome deve ter pelo menos 2 caracteres'
 */
export function validateInfluenceArea(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<InfluenceAreaField, string>> {
  return validateForm(values, influenceAreaFieldRules(locale), locale);
}
