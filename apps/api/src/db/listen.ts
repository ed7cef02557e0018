// LISTEN on either driver (docs/decisions/0074). PostgreSQL: a dedicated connection outside the
// pool, since a pooled client goes back to the pool between queries and would lose its LISTEN.
// PGlite: its own `listen`, which hears the NOTIFYs of every query of the same instance.
import type { PGlite } from '@electric-sql/pglite';
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
export function listenPglite(client: PGlite): Listen {
  return async (channel, onNotify) => {
    const unlisten = await client.listen(channel, onNotify);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
}
