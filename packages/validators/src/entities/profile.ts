// The field rules of a profile (Perfil), one source for the portal's profile dialog and the API's
// profile service: the same rule list gives the same message on both sides. The lengths are the
// contract's (the Perfil body of openapi/administration.yaml).
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of a profile a user fills in, with its rules, in form order. */
export const profileRules = {
  nome: 'required|min:2|max:100',
  descricao: 'max:500',
  ativo: '',
  ehAdmin: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of a profile. */
export type ProfileField = keyof typeof profileRules;

/** A profile's fields in form order. */
export const profileFieldNames = Object.keys(profileRules) as ProfileField[];

type Labels = Readonly<Record<ProfileField, string>>;

const ptBR: Labels = {
  nome: 'Nome',
  descricao: 'Descrição',
  ativo: 'Ativo',
  ehAdmin: 'Administrador',
};

/** A profile's field labels by locale (`pt` shares `pt-BR`'s). */
export const profileLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: { nome: 'Name', descricao: 'Description', ativo: 'Active', ehAdmin: 'Administrator' },
  fr: { nome: 'Nom', descricao: 'Description', ativo: 'Actif', ehAdmin: 'Administrateur' },
  de: { nome: 'Name', descricao: 'Beschreibung', ativo: 'Aktiv', ehAdmin: 'Administrator' },
};

/** The checks only the server can make (they need the database or the session). */
export type ProfileServerRule = 'nome_unico' | 'proprio_perfil_inativo';

const ptBRServer: Readonly<Record<ProfileServerRule, string>> = {
  nome_unico: 'Nome de perfil já cadastrado',
  proprio_perfil_inativo: 'Você não pode inativar o seu próprio perfil',
};

const serverMessages: Readonly<Record<Locale, Readonly<Record<ProfileServerRule, string>>>> = {
  'pt-BR': ptBRServer,
  pt: ptBRServer,
  en: {
    nome_unico: 'A profile with this name already exists',
    proprio_perfil_inativo: 'You cannot deactivate your own profile',
  },
  fr: {
    nome_unico: 'Un profil portant ce nom existe déjà',
    proprio_perfil_inativo: 'Vous ne pouvez pas désactiver votre propre profil',
  },
  de: {
    nome_unico: 'Ein Profil mit diesem Namen existiert bereits',
    proprio_perfil_inativo: 'Sie können Ihr eigenes Profil nicht deaktivieren',
  },
};

/** The message of a server-side profile check in `locale`. */
export function profileServerMessage(rule: ProfileServerRule, locale: Locale = 'pt-BR') {
  return serverMessages[locale][rule];
}

/** The rules and labels of every profile field, for `validateForm`. */
export function profileFieldRules(
  locale: Locale = 'pt-BR',
): Readonly<Record<ProfileField, FieldRules>> {
  const labels = profileLabels[locale];
  const out = {} as Record<ProfileField, FieldRules>;
  for (const field of profileFieldNames) {
    out[field] = { rules: profileRules[field], label: labels[field] };
  }
  return out;
}

/**
 * Checks a profile's values and returns the first message of each failing field; an empty object
 * means every field passes. The name's uniqueness is the server's.
 *
 * @example validateProfile({ nome: 'A' }).nome // 'O campo Nome deve ter pelo menos 2 caracteres'
 */
export function validateProfile(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<ProfileField, string>> {
  return validateForm(values, profileFieldRules(locale), locale);
}
