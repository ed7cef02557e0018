import { useEffect, useState } from 'react';
import {
  watchCollection,
  type DocumentoRealtime,
  type EstadoConexao,
} from '@emplacamento/realtime';
import { useSession } from '../session/SessionProvider';

/** The signed-in user's notifications as {@link useNotifications} sees them. */
export interface NotificationsView {
  /** Newest first; null until the first read answered (or after it failed). */
  readonly documentos: readonly DocumentoRealtime[] | null;
  /** Why the read failed (an `ApiRequestError`), or null. */
  readonly erro: unknown;
  /** The live connection, for a "reconnecting" hint. */
  readonly estado: EstadoConexao;
}

interface Read {
  readonly attempt: number;
  readonly documentos: readonly DocumentoRealtime[] | null;
  readonly erro: unknown;
}

/**
 * The newest `limite` notifications of the signed-in user, kept current through the session's
 * realtime stream while the component is mounted. A new `attempt` reads again from scratch.
 */
export function useNotifications(limite: number, attempt = 0): NotificationsView {
  const session = useSession();
  const [read, setRead] = useState<Read>({ attempt, documentos: null, erro: null });
  const [estado, setEstado] = useState<EstadoConexao>('conectando');
  useEffect(
    () =>
      watchCollection(
        session.realtime,
        'notificacoes',
        {
          onDocuments: (documentos) => {
            setRead({ attempt, documentos, erro: null });
          },
          onError: (erro) => {
            setRead({ attempt, documentos: null, erro });
          },
          onStatus: setEstado,
        },
        { limite },
      ),
    [session, limite, attempt],
  );
  // What an earlier attempt read is not shown while the new one runs.
  const current = read.attempt === attempt ? read : { documentos: null, erro: null };
  return { documentos: current.documentos, erro: current.erro, estado };
}
