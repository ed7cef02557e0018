import { ApiRequestError } from '@emplacamento/api-client';

/** Field errors and the form-level text of a refused save. */
export interface SaveFailure {
  readonly fields: Readonly<Record<string, string>>;
  /** The problem's own text, or null when the caller shows a generic one. */
  readonly detail: string | null;
}

/**
 * Reads a failed save: the problem's `errors` become field errors (by field name, the body's own
 * names), its `detail` the form's text. `translate` gives the user's language for messages the
 * portal can say itself (the server speaks pt-BR).
 */
export function saveFailureOf(
  error: unknown,
  translate: (field: string, message: string) => string = (_field, message) => message,
): SaveFailure {
  if (!(error instanceof ApiRequestError) || error.error.kind !== 'problem')
    return { fields: {}, detail: null };
  const fields: Record<string, string> = {};
  for (const entry of error.error.problem.errors ?? []) {
    fields[entry.field] ??= translate(entry.field, entry.message);
  }
  return { fields, detail: error.error.problem.detail };
}

/**
 * Says a server message of one of `rules` again in `locale`: the server sends the pt-BR text of
 * the shared rule (the validators hold it in every language), so the text names the rule.
 */
export function serverRuleTranslator<R extends string, L extends string>(
  rules: readonly R[],
  messageOf: (rule: R, locale?: L) => string,
  locale: L,
): (message: string) => string | undefined {
  return (message) => {
    const rule = rules.find((candidate) => messageOf(candidate) === message);
    return rule === undefined ? undefined : messageOf(rule, locale);
  };
}
