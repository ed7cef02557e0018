import type { AuthApi, UsersApi } from '@emplacamento/api-client';

type TokenResponse = AuthApi.components['schemas']['TokenResponse'];
type Problem = AuthApi.components['schemas']['Problem'];
type UsuarioLogado = UsersApi.components['schemas']['UsuarioLogado'];

/** A JSON response, for handlers. */
export function json(body: unknown, status = 200, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** Tokens as `POST /Connect/Token` answers them, valid for an hour. */
export function tokens(): TokenResponse {
  return {
    token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    refreshToken: 'refresh-story',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

/** The logged user of `ObterUsuarioLogado`. */
export function loggedUser(fullName = 'Maria Aparecida Souza'): UsuarioLogado {
  return {
    id: 7,
    groupId: null,
    fullName,
    username: 'maria@example.com',
    email: 'maria@example.com',
    profileId: 1,
    role: 'admin',
    ehAdmin: true,
    ability: [{ action: 'manage', subject: 'all' }],
  };
}

/** A problem-details answer (RFC 9457) of the API. */
export function problem(status: number, title: string, detail: string): Response {
  const body: Problem = { type: 'about:blank', title, status, detail };
  return json(body, status, 'application/problem+json');
}

/** Resolves after `ms`, so a story can show the pending state. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The path of a request, for handlers that route by it. */
export function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}
