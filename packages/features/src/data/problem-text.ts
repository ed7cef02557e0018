import type { TFunction } from 'i18next';
import { ApiRequestError } from '@emplacamento/api-client';

/** A refused call's text: the server's (in the request's language), else the generic one. */
export function problemText(error: Error, t: TFunction): string {
  if (!(error instanceof ApiRequestError) || error.error.kind !== 'problem')
    return t('errors.genericText');
  const { problem } = error.error;
  const first = problem.errors?.[0]?.message;
  if (first !== undefined) return first;
  return problem.detail === '' ? t('errors.genericText') : problem.detail;
}
