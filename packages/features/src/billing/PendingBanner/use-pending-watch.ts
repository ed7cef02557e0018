import { useEffect } from 'react';
import { useSession } from '../../session/SessionProvider';

/** The `tipo` of the notification the API sends a dealership's users when its overdue flag changes. */
const TIPO_PENDENCIA = 'PendenciaFinanceira';

/**
 * Keeps a dealership user's overdue flag current while signed in: the user is read again each
 * time the realtime stream opens without a way to replay (the page was loaded or the stream could
 * not resume: a payment may have been registered meanwhile) and when the API notifies that the
 * dealership's flag changed (a payment registered, a charge past due). Nothing for users without
 * a dealership. The stream is the one the notifications bell already holds.
 */
export function usePendingWatch(empresaId: string | undefined): void {
  const session = useSession();
  useEffect(() => {
    if (empresaId === undefined) return undefined;
    const reload = () => void session.reloadUser();
    return session.realtime.subscribe(
      'notificacoes',
      (mudanca) => {
        if (mudanca.tipo === 'adicionado' && mudanca.documento.dados.tipo === TIPO_PENDENCIA)
          reload();
      },
      { onSync: reload },
    );
  }, [session, empresaId]);
}
