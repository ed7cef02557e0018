import type { AuthApi, UsersApi } from '@emplacamento/api-client';

type TokenResponse = AuthApi.components['schemas']['TokenResponse'];
type Problem = AuthApi.components['schemas']['Problem'];
type UsuarioLogado = UsersApi.components['schemas']['UsuarioLogado'];

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

/** A problem-details body (RFC 9457) of the API. */
export function problemBody(status: number, title: string, detail: string): Problem {
  return { type: 'about:blank', title, status, detail };
}
