// The editable fields of a municipality (AlterarMunicipio), one source for the portal's dialog and
// the API's municipality service. The IBGE code and the state are fixed; the operational region
// is the influence area's, so the area is the one assignment a municipality holds. The bounds are
// the contract's (AlterarMunicipio in openapi/coverage-areas.yaml; the population is an int32).
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every editable field of the municipality, with its rules, in form order. */
export const municipalityRules = {
  Nome: 'required|min:2|max:100',
  Populacao: 'numeric|max_value:2147483647',
  AreaInfluenciaId: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/** An editable field of the municipality. */
export type MunicipalityField = keyof typeof municipalityRules;

/** The municipality's editable fields in form order. */
export const municipalityFieldNames = Object.keys(municipalityRules) as MunicipalityField[];

type Labels = Readonly<Record<MunicipalityField, string>>;

const ptBR: Labels = {
  Nome: 'Nome',
  Populacao: 'População',
  AreaInfluenciaId: 'Área de influência',
};

/** The municipality's field labels by locale (`pt` shares `pt-BR`'s). */
export const municipalityLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: { Nome: 'Name', Populacao: 'Population', AreaInfluenciaId: 'Influence area' },
  fr: { Nome: 'Nom', Populacao: 'Population', AreaInfluenciaId: 'Zone d’influence' },
  de: { Nome: 'Name', Populacao: 'Einwohnerzahl', AreaInfluenciaId: 'Einflussgebiet' },
};

/** The checks only the server can make (they need the database), one message each. */
export type MunicipalityServerRule = 'area_inexistente';

const ptBRServer = { area_inexistente: 'Área de influência não encontrada' };

const serverMessages: Readonly<Record<Locale, Readonly<Record<MunicipalityServerRule, string>>>> = {
  'pt-BR': ptBRServer,
  pt: ptBRServer,
  en: { area_inexistente: 'Influence area not found' },
  fr: { area_inexistente: 'Zone d’influence introuvable' },
  de: { area_inexistente: 'Einflussgebiet nicht gefunden' },
};

/** The message of a server-side municipality check in `locale`. */
export function municipalityServerMessage(rule: MunicipalityServerRule, locale: Locale = 'pt-BR') {
  return serverMessages[locale][rule];
}

/** The rules and labels of every editable municipality field, for `validateForm`. */
export function municipalityFieldRules(
  locale: Locale = 'pt-BR',
): Readonly<Record<MunicipalityField, FieldRules>> {
  const labels = municipalityLabels[locale];
  const out = {} as Record<MunicipalityField, FieldRules>;
  for (const field of municipalityFieldNames) {
    out[field] = { rules: municipalityRules[field], label: labels[field] };
  }
  return out;
}

/**
 * Checks a municipality's editable values and returns the first message of each failing field;
 * an empty object means every field passes. Whether the area exists is the server's check.
 *
 * @example validateMunicipality({ Nome: 'Campinas', Populacao: '-1' }).Populacao // 'O campo População deve conter somente caracteres numéricos'
 */
export function validateMunicipality(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<MunicipalityField, string>> {
  return validateForm(values, municipalityFieldRules(locale), locale);
}
