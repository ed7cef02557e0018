// A live list of one collection for widgets: read once the stream is open, then kept current by
// its changes (those that arrive during the read are applied after it), newest first.
import type { Colecao, DocumentoRealtime, EstadoConexao, Mudanca, RealtimeStore } from './types';

/** What {@link watchCollection} reports. */
export interface LiveListHandlers {
  /** The documents, newest first, after the first read and after every change. */
  onDocuments: (documentos: DocumentoRealtime[]) => void;
  /** The read failed (403, network...); changes keep coming if the stream is open. */
  onError?: (error: unknown) => void;
  onStatus?: (estado: EstadoConexao) => void;
}

const stamp = (d: DocumentoRealtime) => d.atualizadoEm ?? d.criadoEm;

const newestFirst = (a: DocumentoRealtime, b: DocumentoRealtime) =>
  b.criadoEm.localeCompare(a.criadoEm) || b.id.localeCompare(a.id);

/**
 * Watches `colecao`: reads it each time the stream needs a fresh read, applies every change, and
 * returns how to stop. A change older than what the read returned (it raced the read) is ignored.
 */
export function watchCollection(
  store: RealtimeStore,
  colecao: Colecao,
  handlers: LiveListHandlers,
  options: { limite?: number } = {},
): () => void {
  let documents: Map<string, DocumentoRealtime> | undefined;
  let buffered: Mudanca[] = [];
  let generation = 0;
  let reading = false;
  let stopped = false;

  const emit = () => {
    if (documents && !stopped) handlers.onDocuments([...documents.values()].sort(newestFirst));
  };
  const apply = (change: Mudanca) => {
    if (!documents) return;
    const current = documents.get(change.documento.id);
    if (change.tipo === 'removido') documents.delete(change.documento.id);
    else if (!current || stamp(change.documento) >= stamp(current))
      documents.set(change.documento.id, change.documento);
  };
  const read = async () => {
    const mine = (generation += 1);
    reading = true;
    buffered = [];
    try {
      const list = await store.list(colecao, options);
      if (mine !== generation || stopped) return;
      documents = new Map(list.map((d) => [d.id, d]));
      for (const change of buffered) apply(change);
      emit();
    } catch (error) {
      if (mine === generation && !stopped) handlers.onError?.(error);
    } finally {
      if (mine === generation) {
        reading = false;
        buffered = [];
      }
    }
  };

  const unsubscribe = store.subscribe(
    colecao,
    (change) => {
      // During a read, changes wait for it; with no read at all, the next read will have them.
      if (reading) buffered.push(change);
      else if (documents) {
        apply(change);
        emit();
      }
    },
    {
      onSync: () => void read(),
      ...(handlers.onStatus ? { onStatus: handlers.onStatus } : {}),
    },
  );
  return () => {
    stopped = true;
    unsubscribe();
  };
}
