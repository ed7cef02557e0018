// Who sees and who writes which realtime collection, enforced here on the server
// (docs/decisions/0074): notifications and processing markers are each user's own; the logs are
// the tenant's and need the permission of the screen that shows them.
import type { Session } from '../auth/session.js';
import { colecoesRealtime, type Colecao } from '../db/schema-realtime.js';
import { forbidden, invalid } from '../http/problem.js';
import type { DocumentoRow, Leitor } from './documents.js';

/** Collections whose documents belong to one user. */
export const perUser: readonly Colecao[] = ['notificacoes', 'marcadoresProcessamento'];

/** The event codes (lowercased) of which any one lets a user read a log. */
const logPermissions: Partial<Record<Colecao, readonly string[]>> = {
  logValidacaoMarca: ['emp_validacaomarca'],
  logFaturamento: ['emp_importacaofaturamento', 'emp_efetivacaofaturamento'],
};

/** Whether the session may read the collection at all. */
export function mayRead(session: Pick<Session, 'can'>, colecao: Colecao): boolean {
  if (perUser.includes(colecao)) return true;
  return (logPermissions[colecao] ?? []).some((code) => session.can('manage', code));
}

/** The tenant-wide logs the session may read (what a Firebase token carries for the rules). */
export function readableLogs(session: Pick<Session, 'can'>): Colecao[] {
  return colecoesRealtime.filter((c) => !perUser.includes(c) && mayRead(session, c));
}

/**
 * The reader of `colecoes` (every collection when absent). Asking for a collection the user may
 * not read is 403; left implicit, such collections are simply not followed.
 */
export function leitorOf(session: Session, colecoes?: readonly Colecao[]): Leitor {
  const wanted = colecoes ?? colecoesRealtime;
  const readable = wanted.filter((c) => mayRead(session, c));
  if (colecoes && readable.length < colecoes.length) throw forbidden();
  return {
    tenantId: session.tenantId,
    usuarioId: session.usuario.id,
    proprias: readable.filter((c) => perUser.includes(c)),
    todas: readable.filter((c) => !perUser.includes(c)),
  };
}

/** Whether a row is one the reader sees. */
export function sees(leitor: Leitor, row: DocumentoRow): boolean {
  if (row.tenantId !== leitor.tenantId) return false;
  if (leitor.todas.includes(row.colecao)) return true;
  return leitor.proprias.includes(row.colecao) && row.usuarioId === leitor.usuarioId;
}

/** What a user may do with the documents of a collection through the API. */
export type Escrita = 'adicionar' | 'alterar' | 'remover';

/**
 * Users add and change only their own processing markers; of their notifications they may mark
 * read (`lida`) or remove them. Notifications and log lines are written by the server
 * ({@link publish}), so users may not forge them.
 */
export function assertMayWrite(
  colecao: Colecao,
  escrita: Escrita,
  dados?: Record<string, unknown>,
): void {
  if (colecao === 'marcadoresProcessamento') return;
  if (colecao === 'notificacoes' && escrita === 'remover') return;
  if (colecao === 'notificacoes' && escrita === 'alterar' && dados) {
    const other = Object.keys(dados).find((key) => key !== 'lida');
    if (other !== undefined)
      throw invalid([{ field: `dados.${other}`, message: 'Só o campo lida pode ser alterado' }]);
    if (typeof dados.lida !== 'boolean')
      throw invalid([
        { field: 'dados.lida', message: 'O campo lida deve ser verdadeiro ou falso' },
      ]);
    return;
  }
  throw forbidden(
    colecao === 'notificacoes'
      ? 'As notificações são criadas pelo sistema.'
      : 'Os registros deste log são escritos pelo sistema.',
  );
}
