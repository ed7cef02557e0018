import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { AdministrationApi, AuthApi, PlatformApi } from '@emplacamento/api-client';
import { loggedUser, problemBody, tokens } from './api-fixtures';
import { fakeEventStream } from './event-stream';

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
      // As the API answers: the field to blame, and a detail that says what to do.
      return HttpResponse.json<Problem>(
        {
          ...problemBody(
            400,
            'Código inválido',
            'Código inválido ou expirado. Solicite um novo código.',
          ),
          errors: [{ field: 'codigo', message: 'Código inválido ou expirado' }],
        },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      );
    }
    return new HttpResponse(null, { status: 204 });
  }),
];

type ChangePassword =
  AdministrationApi.paths['/api/Administracao/Usuario/AlterarSenha']['post']['requestBody'];

/** `AlterarSenha`: the current password is `antiga123`; another is refused on its field, as the API does. */
export const changePasswordHandler = http.post<
  never,
  NonNullable<ChangePassword>['content']['application/json']
>('*/AlterarSenha', async ({ request }) => {
  const body = await request.json();
  if (body.senhaAtual === 'antiga123') return new HttpResponse(null, { status: 204 });
  const message = 'A senha atual não confere';
  return HttpResponse.json<Problem>(
    {
      ...problemBody(400, 'Dados inválidos', message),
      errors: [{ field: 'senhaAtual', message }],
    },
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );
});

type DocumentoRealtime = PlatformApi.components['schemas']['DocumentoRealtime'];

/** A notification of the signed-in user (user 7 of {@link loggedUser}). */
export const notificacao = (
  id: string,
  dados: Record<string, unknown>,
  criadoEm = '2026-11-20T12:00:00Z',
): DocumentoRealtime => ({
  id,
  colecao: 'notificacoes',
  usuarioId: 7,
  criadoEm,
  atualizadoEm: null,
  dados,
});

/** How the fake realtime server of {@link realtimeHandlers} behaves. */
export interface RealtimeFake {
  /** The user's notifications when the story starts. */
  readonly documentos?: readonly DocumentoRealtime[];
  /** How the list answers. @default 'ok' */
  readonly listar?: 'ok' | 'never' | 'error' | 'forbidden';
  /** A notification the server publishes this long after the first stream opened. */
  readonly chega?: { readonly afterMs: number; readonly documento: DocumentoRealtime };
}

/**
 * The realtime collections of the API (notifications): the list, mark-read and remove calls, and
 * `GET /api/Realtime/Stream` as a real event stream that carries every change the other calls
 * make, as the server does.
 */
export function realtimeHandlers(fake: RealtimeFake = {}): HttpHandler[] {
  const documentos = new Map((fake.documentos ?? []).map((d) => [d.id, d]));
  const stream = fakeEventStream(100);
  const { send } = stream;
  let published = false;
  return [
    stream.handler(() => {
      const { chega } = fake;
      if (chega && !published) {
        published = true;
        setTimeout(() => {
          documentos.set(chega.documento.id, chega.documento);
          send('adicionado', chega.documento);
        }, chega.afterMs);
      }
    }),
    http.get('*/api/Realtime/notificacoes', async () => {
      if (fake.listar === 'never') await delay('infinite');
      if (fake.listar === 'error') return problem(500, 'Erro interno', 'Falha inesperada.');
      if (fake.listar === 'forbidden')
        return problem(403, 'Acesso negado', 'O token informado pertence a outro domínio.');
      const newestFirst = [...documentos.values()].sort((a, b) =>
        b.criadoEm.localeCompare(a.criadoEm),
      );
      return HttpResponse.json(newestFirst);
    }),
    http.patch<{ id: string }, { dados: Record<string, unknown> }>(
      '*/api/Realtime/notificacoes/:id',
      async ({ request, params }) => {
        const current = documentos.get(params.id);
        if (!current) return problem(404, 'Não encontrado', 'Documento não encontrado.');
        const { dados } = await request.json();
        const updated = {
          ...current,
          dados: { ...current.dados, ...dados },
          atualizadoEm: new Date().toISOString(),
        };
        documentos.set(updated.id, updated);
        send('alterado', updated);
        return HttpResponse.json(updated);
      },
    ),
    http.delete<{ id: string }>('*/api/Realtime/notificacoes/:id', ({ params }) => {
      const current = documentos.get(params.id);
      if (!current) return problem(404, 'Não encontrado', 'Documento não encontrado.');
      documentos.delete(params.id);
      send('removido', { ...current, dados: {} });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
