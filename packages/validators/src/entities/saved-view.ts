// The field rules of a saved report view (VisaoRelatorioEntrada), one source for the portal's
// save dialog and the API's view service. The name's length is the contract's; its uniqueness
// (per owner, ignoring case) is the server's check, said in the user's language.
import type { Locale } from '../messages/index';
import { validateForm, type FieldRules, type RuleList } from '../registry';

/** Every field of a saved view a user fills in, with its rules, in form order. */
export const savedViewRules = {
  Nome: 'required|max:80',
  Compartilhada: '',
} as const satisfies Readonly<Record<string, RuleList>>;

/** A field of a saved view. */
export type SavedViewField = keyof typeof savedViewRules;

type Labels = Readonly<Record<SavedViewField, string>>;

const ptBR: Labels = { Nome: 'Nome da visão', Compartilhada: 'Compartilhada' };

/** A saved view's field labels by locale (`pt` shares `pt-BR`'s). */
export const savedViewLabels: Readonly<Record<Locale, Labels>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en: { Nome: 'View name', Compartilhada: 'Shared' },
  fr: { Nome: 'Nom de la vue', Compartilhada: 'Partagée' },
  de: { Nome: 'Name der Ansicht', Compartilhada: 'Geteilt' },
};

/** The checks only the server can make (they need the database), one message each. */
export type SavedViewServerRule = 'nome_unico';

const ptBRServer = { nome_unico: 'Você já tem uma visão com este nome' };

const serverMessages: Readonly<Record<Locale, Readonly<Record<SavedViewServerRule, string>>>> = {
  'pt-BR': ptBRServer,
  pt: ptBRServer,
  en: { nome_unico: 'You already have a view with this name' },
  fr: { nome_unico: 'Vous avez déjà une vue portant ce nom' },
  de: { nome_unico: 'Sie haben bereits eine Ansicht mit diesem Namen' },
};

/** The message of a server-side saved-view check in `locale`. */
export function savedViewServerMessage(rule: SavedViewServerRule, locale: Locale = 'pt-BR') {
  return serverMessages[locale][rule];
}

/** The rules and labels of every saved-view field, for `validateForm`. */
function savedViewFieldRules(locale: Locale): Readonly<Record<SavedViewField, FieldRules>> {
  const labels = savedViewLabels[locale];
  return {
    Nome: { rules: savedViewRules.Nome, label: labels.Nome },
    Compartilhada: { rules: savedViewRules.Compartilhada, label: labels.Compartilhada },
  };
}

/**
 * Checks a saved view's values (the name trimmed, as the server reads it) and returns the first
 * message of each failing field; an empty object means every field passes.
 */
export function validateSavedView(
  values: Readonly<Record<string, unknown>>,
  locale: Locale = 'pt-BR',
): Partial<Record<SavedViewField, string>> {
  const nome = typeof values.Nome === 'string' ? values.Nome.trim() : values.Nome;
  return validateForm({ ...values, Nome: nome }, savedViewFieldRules(locale), locale);
}
