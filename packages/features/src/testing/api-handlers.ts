import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { AdministrationApi, AuthApi } from '@emplacamento/api-client';
import { loggedUser, problemBody, tokens } from './api-fixtures';

type Auth = AuthApi.components['schemas'];
type LoginRequest = Auth['LoginRequest'];
type TokenResponse = Auth['TokenResponse'];
type Problem = Auth['Problem'];

/** The demo account the stories sign in with. */
export const DEMO = { email: 'maria@example.com', password: 'certa', code: '123456' } as const;

/** A problem details answer, as the API sends every error. */
export const problem = (status: number, title: string, detail: string) =>
  HttpResponse.json<Problem>(problemBody(status, title, detail), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** `POST /Connect/Token`: the demo account signs in, anything else gets the 401 problem. */
export const tokenHandler = http.post<never, LoginRequest, TokenResponse | Problem>(
  '*/Connect/Token',
  async ({ request }) => {
    const body = await request.json();
    return body.login === DEMO.email && body.senha === DEMO.password
      ? HttpResponse.json(tokens())
      : problem(401, 'Não autenticado', 'E-mail ou senha inválidos.');
  },
);

/** `GET /Connect/ChangeToken`: the social-login exchange and the single sign-on code. */
export const changeTokenHandler = http.get('*/Connect/ChangeToken', () =>
  HttpResponse.json({ ...tokens(), code: 'codigo-sso' }),
);

/** `GET /Connect/ChangeToken` refused, as for a social-login token the service does not know. */
export const changeTokenRefused = http.get('*/Connect/ChangeToken', () =>
  problem(401, 'Não autenticado', 'Token inválido.'),
);

/** The logged user and the economic-group parameter loaded after signing in. */
export function userHandlers(fullName?: string, answerAfterMs = 0): HttpHandler[] {
  return [
    http.get('*/ObterUsuarioLogado', async () => {
      await delay(answerAfterMs);
      return HttpResponse.json(loggedUser(fullName));
    }),
    http.get('*/ValorDoParametro', () => HttpResponse.json([])),
  ];
}

/** A sign-in that never answers, to show the pending state. */
export const tokenNeverAnswers = http.post('*/Connect/Token', async () => {
  await delay('infinite');
  return HttpResponse.json(tokens());
});

type Recovery = { email: string; codigo?: string };

/** Password recovery (§4): the demo e-mail is known and its code is {@link DEMO.code}. */
export const recoveryHandlers: HttpHandler[] = [
  http.post<{ step: string }, Recovery>('*/RecuperarSenha/:step', async ({ request, params }) => {
    const body = await request.json();
    if (body.email !== DEMO.email) {
      return problem(404, 'Não encontrado', 'Nenhum usuário com este e-mail.');
    }
    if (params.step === 'ValidarCodigo' && body.codigo !== DEMO.code) {
      return problem(400, 'Dados inválidos', 'Código inválido ou expirado.');
    }
    return new HttpResponse(null, { status: 204 });
  }),
];

type ChangePassword =
  AdministrationApi.paths['/api/Administracao/Usuario/AlterarSenha']['post']['requestBody'];

/** `AlterarSenha`: the current password is `antiga123`. */
export const changePasswordHandler = http.post<
  never,
  NonNullable<ChangePassword>['content']['application/json']
>('*/AlterarSenha', async ({ request }) => {
  const body = await request.json();
  return body.senhaAtual === 'antiga123'
    ? new HttpResponse(null, { status: 204 })
    : problem(400, 'Dados inválidos', 'A senha atual não confere.');
});
