// Mock Service Worker answers of the pending users slice: the user slice's server with users
// awaiting approval, and the two decisions (a user decided meanwhile is refused on `usuarioIds`).
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { UsersApi } from '@emplacamento/api-client';
import { tenantUsers, userHandlers, usuario } from './user-handlers';

type Users = UsersApi.components['schemas'];

/** Thirty registrations awaiting a decision (and the tenant's other users, not pending). */
export const pendingUsers = Array.from({ length: 30 }, (_, i) =>
  usuario(100 + i, {
    nomeCompleto: `Cadastro ${String(i + 1).padStart(2, '0')}`,
    pendente: true,
    perfilId: 10,
    perfilNome: 'Concessionária Loja',
  }),
);

/** The id the fake server says was decided by someone else meanwhile. */
export const DECIDED_ID = 100;

/** A decision refused because `DECIDED_ID` was decided by someone else meanwhile. */
export const refused = () =>
  HttpResponse.json<Users['Problem']>(
    {
      type: '/problems/validacao',
      title: 'Dados inválidos',
      status: 400,
      detail: `Usuários que não aguardam aprovação: ${String(DECIDED_ID)}`,
      errors: [
        {
          field: 'usuarioIds',
          message: `Usuários que não aguardam aprovação: ${String(DECIDED_ID)}`,
        },
      ],
    },
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );

/** Everything the pending list and its dialogs call, answering like a healthy server. */
export function pendingHandlers(
  rows: readonly Users['Usuario'][] = [...pendingUsers, ...tenantUsers],
): HttpHandler[] {
  return [
    http.post('*/Usuario/AprovarPendentes', async ({ request }) => {
      const body = (await request.json()) as Users['AprovacaoPendentes'];
      return HttpResponse.json({ usuarioIds: body.usuarioIds, status: 'Ativo' });
    }),
    http.post('*/Usuario/RecusarPendentes', async ({ request }) => {
      const body = (await request.json()) as Users['RecusaPendentes'];
      return HttpResponse.json({ usuarioIds: body.usuarioIds, status: 'Inativo' });
    }),
    ...userHandlers(rows),
  ];
}
