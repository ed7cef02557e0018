// A store whose adapter arrives later: the portal builds its session synchronously, but the
// Firestore adapter is a dynamic import (only the tenants that use Firestore download Firebase).
// Calls made before it arrives wait for it; subscriptions start when it does, and one stopped
// before that never starts.
import type { RealtimeStore, Unsubscribe } from './types';

/** A {@link RealtimeStore} over the store `load` resolves to (loaded on first use). */
export function deferredRealtime(load: () => Promise<RealtimeStore>): RealtimeStore {
  let loaded: Promise<RealtimeStore> | undefined;
  let closed = false;
  const store = () => {
    loaded ??= load().then((real) => {
      if (closed) real.close();
      return real;
    });
    return loaded;
  };
  return {
    subscribe(colecao, onChange, options = {}) {
      let stop: Unsubscribe | undefined;
      let stopped = false;
      options.onStatus?.('conectando');
      store().then(
        (real) => {
          if (!stopped && !closed) stop = real.subscribe(colecao, onChange, options);
        },
        // The adapter could not be loaded (offline, a failed chunk): the subscriber is told to
        // read, and the read reports the failure as every other call does.
        () => {
          if (stopped) return;
          options.onStatus?.('encerrado');
          options.onSync?.();
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    list: async (colecao, options) => (await store()).list(colecao, options),
    add: async (colecao, dados) => (await store()).add(colecao, dados),
    update: async (colecao, id, dados) => (await store()).update(colecao, id, dados),
    remove: async (colecao, id) => (await store()).remove(colecao, id),
    close() {
      closed = true;
      void loaded?.then(
        (real) => {
          real.close();
        },
        () => undefined,
      );
    },
  };
}
