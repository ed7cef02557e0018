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
