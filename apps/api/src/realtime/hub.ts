// One LISTEN per process, fanned out to the process's open streams (docs/decisions/0074). A
// notification carries only `<tenant>:<sequence>`; the hub reads that row once and hands it to
// every stream of the tenant that may see it. Notifications are handled one at a time so rows
// reach the streams in event order. When the LISTEN connection is lost (PostgreSQL restart),
// the hub listens again with backoff and every stream catches up from the table.
import type { FastifyBaseLogger } from 'fastify';
import { withTenant, type Db } from '../db/client.js';
import { keepListening, type Listen, type StopListening } from '../db/listen.js';
import { changesAfter, latestSequence, realtimeChannel, rowAt, type Leitor } from './documents.js';
import { SseConnection } from './stream.js';

/** Rows read per catch-up query. */
const catchUpBatch = 500;

/** The streams of one API process. */
export class RealtimeHub {
  private readonly connections = new Set<SseConnection>();
  private listening: Promise<void> | undefined;
  private stopListening: StopListening | undefined;
  private notifications: Promise<void> = Promise.resolve();
  private closed = false;

  /**
   * @param heartbeatMs period of the heartbeat comments of every stream.
   */
  constructor(
    private readonly db: Db,
    private readonly listen: Listen,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = 25_000,
  ) {}

  /** Number of open streams (tests and metrics). */
  get size(): number {
    return this.connections.size;
  }

  /**
   * Opens a stream for `leitor`. With `after` (the client's Last-Event-ID) it first sends the
   * changes after that event; without, it tells the client the current position.
   */
  async open(
    leitor: Leitor,
    after: number | undefined,
    stands?: () => Promise<boolean>,
  ): Promise<SseConnection> {
    if (this.closed) throw new Error('realtime hub closed');
    await this.ensureListening();
    const connection = new SseConnection(
      leitor,
      this.heartbeatMs,
      (error: unknown) => {
        this.log.error({ err: error }, 'realtime stream failed');
      },
      stands,
    );
    this.connections.add(connection);
    void connection.finished.then(() => this.connections.delete(connection));
    connection.enqueue(async () => {
      if (after === undefined) {
        connection.position(
          await withTenant(this.db, leitor.tenantId, () =>
            latestSequence(this.db, leitor.tenantId),
          ),
        );
      } else {
        connection.lastSent = after;
        await this.catchUp(connection);
        connection.position(connection.lastSent);
      }
    });
    return connection;
  }

  /**
   * Ends the streams of `tenantId` whose sign-in no longer stands: called after a write that can
   * end sign-ins (a deactivation, a revoked family), so a stream stops with the user's other
   * calls instead of at its token's expiry. Queued behind each stream's own sends.
   */
  revalidate(tenantId: string): void {
    for (const connection of this.connections)
      if (connection.leitor.tenantId === tenantId)
        connection.enqueue(async () => {
          if (!(await connection.stands())) connection.end();
        });
  }

  /**
   * Ends every stream (their clients reconnect elsewhere) and opens no more; waits at most 2 s
   * for their last bytes, and never on the database.
   */
  async endStreams(): Promise<void> {
    this.closed = true;
    for (const connection of this.connections) connection.end();
    // Ended responses finish once their buffered bytes are flushed; a stuck socket may not.
    const flushed = Promise.all([...this.connections].map((c) => c.finished));
    await Promise.race([flushed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  /**
   * Ends the streams and stops listening. On PGlite the UNLISTEN waits for the transaction that
   * holds its one connection (an import's merge), so the server calls this once it has closed.
   */
  async close(): Promise<void> {
    await this.endStreams();
    await this.listening?.catch(() => undefined);
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  private ensureListening(): Promise<void> {
    this.listening ??= keepListening(this.listen, realtimeChannel, {
      onNotify: (payload) => {
        this.onNotify(payload);
      },
      onLost: (error) => {
        this.log.warn({ err: error }, 'realtime: listen connection lost; listening again');
      },
      onBack: () => {
        // Whatever was committed while nobody listened is in the table.
        for (const connection of this.connections)
          connection.enqueue(() => this.catchUp(connection));
      },
    }).then(
      (stop) => {
        if (this.closed) return stop();
        this.stopListening = stop;
      },
      (error: unknown) => {
        this.listening = undefined;
        throw error;
      },
    );
    return this.listening;
  }

  private onNotify(payload: string): void {
    const colon = payload.lastIndexOf(':');
    const tenantId = payload.slice(0, colon);
    const sequencia = Number(payload.slice(colon + 1));
    if (colon < 0 || !Number.isSafeInteger(sequencia)) return;
    this.notifications = this.notifications
      .then(async () => {
        const targets = [...this.connections].filter((c) => c.leitor.tenantId === tenantId);
        if (targets.length === 0) return;
        // Gone when the document changed again since; that later change has its own event.
        const row = await withTenant(this.db, tenantId, () => rowAt(this.db, sequencia));
        if (!row) return;
        for (const connection of targets)
          connection.enqueue(() => {
            connection.send(row);
          });
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'realtime notification failed');
      });
  }

  private async catchUp(connection: SseConnection): Promise<void> {
    let cursor = connection.lastSent;
    for (;;) {
      const { leitor } = connection;
      const rows = await withTenant(this.db, leitor.tenantId, () =>
        changesAfter(this.db, leitor, cursor, catchUpBatch),
      );
      for (const row of rows) connection.send(row);
      cursor = rows.at(-1)?.sequencia ?? cursor;
      if (rows.length < catchUpBatch || !connection.open) return;
    }
  }
}
