// Firestore's failures as the errors every other call of the portal throws (ApiRequestError with
// problem details in pt-BR), so a widget handles a denied read the same whichever adapter served it.
import { ApiRequestError } from '@emplacamento/api-client';

const problems: Record<string, { status: number; code: string; title: string; detail: string }> = {
  'permission-denied': {
    status: 403,
    code: 'sem-permissao',
    title: 'Acesso negado',
    detail: 'Você não tem permissão para realizar esta ação.',
  },
  unauthenticated: {
    status: 401,
    code: 'nao-autenticado',
    title: 'Não autenticado',
    detail: 'Sessão inválida ou expirada. Entre novamente.',
  },
  'not-found': {
    status: 404,
    code: 'nao-encontrado',
    title: 'Não encontrado',
    detail: 'Documento não encontrado.',
  },
  'invalid-argument': {
    status: 400,
    code: 'validacao',
    title: 'Dados inválidos',
    detail: 'Os dados enviados não são válidos.',
  },
};

/** The Firestore error code of a thrown value, if it is one. */
export function firestoreCode(thrown: unknown): string | undefined {
  if (typeof thrown !== 'object' || thrown === null) return undefined;
  const code = (thrown as { code?: unknown }).code;
  return typeof code === 'string' ? code.replace(/^(firestore|auth)\//, '') : undefined;
}

/** Turns a Firestore or Firebase Auth failure into an ApiRequestError. */
export function toApiRequestError(thrown: unknown): ApiRequestError {
  if (thrown instanceof ApiRequestError) return thrown;
  const code = firestoreCode(thrown);
  const known = code === undefined ? undefined : problems[code];
  if (known) {
    const { status, ...rest } = known;
    return new ApiRequestError({
      kind: 'problem',
      status,
      problem: { type: `/problems/${rest.code}`, status, ...rest },
    });
  }
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return new ApiRequestError({ kind: 'network', message, cause: thrown });
}
