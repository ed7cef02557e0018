// LISTEN on either driver (docs/decisions/0074). PostgreSQL: a dedicated connection outside the
// pool, since a pooled client goes back to the pool between queries and would lose its LISTEN.
// PGlite: its own `listen` (in its worker thread), which hears the NOTIFYs of every query of the
// same instance.
import type { PgliteClient } from './pglite-worker.js';
import pg from 'pg';

/** Stops listening and frees the connection. */
export type StopListening = () => Promise<void>;

/**
 * Listens on `channel`: each notification's payload goes to `onNotify`; `onLost` is called once
 * when the connection dies (the caller listens again, and catches up on what it missed).
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (error: Error) => void,
) => Promise<StopListening>;

/** LISTEN over a dedicated connection to the server of `url`. */
export function listenPostgres(url: string): Listen {
  return async (channel, onNotify, onLost) => {
    const client = new pg.Client({ connectionString: url });
    let stopped = false;
    const lost = (error: Error) => {
      if (stopped) return;
      stopped = true;
      onLost(error);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', () => {
      lost(new Error('listen connection ended'));
    });
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
    return async () => {
      stopped = true;
      await client.end().catch(() => undefined);
    };
  };
}

/** LISTEN on an embedded PGlite (it cannot lose its connection). */
export function listenPglite(client: PgliteClient): Listen {
  return async (channel, onNotify) => {
    const unlisten = await client.listen(channel, onNotify);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
}

/** First wait before listening again after a lost connection; doubled after each failure. */
const firstRetryMs = 500;
/** Longest wait between two attempts to listen again. */
const maxRetryMs = 30_000;

/** What {@link keepListening} tells its caller. */
export interface KeepListeningEvents {
  onNotify: (payload: string) => void;
  /** The connection died or a new one failed; another attempt follows. */
  onLost: (error: Error) => void;
  /** Listening again after a loss: what was notified meanwhile was missed, catch up on it. */
  onBack: () => void;
}

/**
 * Listens on `channel` until stopped, and listens again whenever the connection dies (after
 * 0.5 s, doubled up to 30 s while attempts fail). The first listen's failure is the caller's:
 * the promise rejects and nothing retries.
 */
export async function keepListening(
  listen: Listen,
  channel: string,
  events: KeepListeningEvents,
): Promise<StopListening> {
  let stopped = false;
  let current: StopListening | undefined;
  let timer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  const lost = (error: Error) => {
    current = undefined;
    events.onLost(error);
    if (stopped) return;
    timer = setTimeout(again, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };
  const again = () => {
    timer = undefined;
    if (stopped) return;
    listen(channel, events.onNotify, lost).then(
      async (stop) => {
        if (stopped) return stop();
        current = stop;
        retryMs = firstRetryMs;
        events.onBack();
      },
      (error: unknown) => {
        lost(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
  current = await listen(channel, events.onNotify, lost);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.();
    current = undefined;
  };
}
