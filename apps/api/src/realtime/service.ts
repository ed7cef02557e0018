// The realtime collections' calls over one document: the reader's rights on the collection, the
// write rules of each collection, and the size limit of what a client stores.
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import type { Colecao } from '../db/schema-realtime.js';
import { HttpProblem, notFound } from '../http/problem.js';
import { assertMayWrite, leitorOf, sees } from './access.js';
import {
  findDocumento,
  listDocumentos,
  mergeDocumento,
  publish,
  removeDocumento,
  type DocumentoRow,
} from './documents.js';

/** Largest `dados` a client may store in one document (serialized JSON). */
const maxDadosBytes = 32 * 1024;

function checkSize(dados: Record<string, unknown>): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(dados)) > maxDadosBytes) {
    throw new HttpProblem(
      413,
      'muito-grande',
      'Documento muito grande',
      `Os dados de um documento podem ter até ${String(maxDadosBytes / 1024)} KiB.`,
    );
  }
  return dados;
}

/** The live document `id` of `colecao` the user sees, or 404 (another tenant's included). */
async function visibleDocument(
  s: Services,
  session: Session,
  colecao: Colecao,
  id: string,
): Promise<DocumentoRow> {
  const leitor = leitorOf(session, [colecao]);
  const row = await findDocumento(s.db, leitor.tenantId, id);
  if (!row || row.colecao !== colecao || !sees(leitor, row))
    throw notFound('Documento não encontrado.');
  return row;
}

/** The newest documents of a collection the user sees. */
export const listCollection = (s: Services, session: Session, colecao: Colecao, limite: number) =>
  listDocumentos(s.db, leitorOf(session, [colecao]), limite);

/** Adds a document to a collection (published to the streams). */
export async function addDocument(
  s: Services,
  session: Session,
  colecao: Colecao,
  dados: Record<string, unknown>,
) {
  leitorOf(session, [colecao]);
  assertMayWrite(colecao, 'adicionar');
  return publish(s.db, {
    tenantId: session.tenantId,
    colecao,
    usuarioId: session.usuario.id,
    dados: checkSize(dados),
  });
}

/** Merges fields into a document. */
export async function updateDocument(
  s: Services,
  session: Session,
  params: { colecao: Colecao; id: string },
  dados: Record<string, unknown>,
) {
  const row = await visibleDocument(s, session, params.colecao, params.id);
  checkSize(dados);
  assertMayWrite(row.colecao, 'alterar', dados);
  const documento = await mergeDocumento(s.db, row.tenantId, row.id, dados);
  if (!documento) throw notFound('Documento não encontrado.');
  return documento;
}

/** Removes a document. */
export async function deleteDocument(
  s: Services,
  session: Session,
  params: { colecao: Colecao; id: string },
): Promise<void> {
  const row = await visibleDocument(s, session, params.colecao, params.id);
  assertMayWrite(row.colecao, 'remover');
  if (!(await removeDocumento(s.db, row.tenantId, row.id)))
    throw notFound('Documento não encontrado.');
}
