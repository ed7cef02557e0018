import type { Middleware } from 'openapi-fetch';

/** The language the API answers in when the portal has not said one (Brazilian Portuguese). */
export const defaultApiLanguage = 'pt-BR';

/**
 * Puts the user's language in the `Accept-Language` header of every request, so problem
 * details and other server-written messages come back in the language the user reads. The
 * function is read at each request: switching language applies to the next call, no reload.
 * @param language the BCP 47 tag, or a function returning it (the portal's current language).
 */
export function languageMiddleware(language: string | (() => string)): Middleware {
  const read = typeof language === 'function' ? language : () => language;
  return {
    onRequest({ request }) {
      const tag = read().trim();
      request.headers.set('Accept-Language', tag === '' ? defaultApiLanguage : tag);
      return request;
    },
  };
}
