// One open Server-Sent Events stream: what its reader sees, the last event it was sent, and a
// queue so catch-up reads and live events reach the client in event order, once each.
import { PassThrough } from 'node:stream';
import { sees } from './access.js';
import { tipoOf, toDocumento, type DocumentoRow, type Leitor } from './documents.js';

/** How long the browser waits before reconnecting after the stream ends (ms). */
const retryMs = 3000;

/**
 * A client that reads slower than this many buffered bytes is cut off: it reconnects with its
 * Last-Event-ID and catches up from the table, instead of the process holding its backlog.
 */
const maxBufferedBytes = 1024 * 1024;

/** An open stream. */
export class SseConnection {
  /** The response body (Fastify pipes it to the client). */
  readonly body = new PassThrough();
  /** The last event id sent (or the position the stream started at). */
  lastSent = 0;
  /** Resolves when the response is over, whoever ended it. */
  readonly finished: Promise<void>;
  private queue: Promise<void> = Promise.resolve();
  private readonly heartbeat: NodeJS.Timeout;

  /**
   * @param leitor what this stream may see.
   * @param heartbeatMs period of the comment lines that keep proxies from timing the stream out.
   * @param onError where a failed queued task is reported (the stream is then ended).
   * @param stands whether the sign-in that opened the stream still stands.
   */
  constructor(
    readonly leitor: Leitor,
    heartbeatMs: number,
    private readonly onError: (error: unknown) => void,
    readonly stands: () => Promise<boolean> = () => Promise.resolve(true),
  ) {
    this.finished = new Promise((resolve) => this.body.once('close', resolve));
    this.heartbeat = setInterval(() => {
      this.write(': heartbeat\n\n');
    }, heartbeatMs);
    this.heartbeat.unref();
    this.body.once('close', () => {
      clearInterval(this.heartbeat);
    });
    this.write(`retry: ${String(retryMs)}\n\n`);
  }

  /** Whether the stream still takes events. */
  get open(): boolean {
    return !this.body.writableEnded && !this.body.destroyed;
  }

  /** Runs `task` after every task queued before it; a failure ends the stream. */
  enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue
      .then(() => (this.open ? task() : undefined))
      .catch((error: unknown) => {
        this.onError(error);
        this.end();
      });
  }

  /** Sends a change the reader sees and has not been sent yet. */
  send(row: DocumentoRow): void {
    if (row.sequencia <= this.lastSent || !sees(this.leitor, row)) return;
    const data = JSON.stringify({ tipo: tipoOf(row), documento: toDocumento(row) });
    this.write(`id: ${String(row.sequencia)}\nevent: ${row.colecao}\ndata: ${data}\n\n`);
    this.lastSent = row.sequencia;
  }

  /**
   * Tells the client where it stands without an event: an `id:` line alone sets the
   * Last-Event-ID of an EventSource (and of our client) without dispatching anything.
   */
  position(sequencia: number): void {
    this.lastSent = Math.max(this.lastSent, sequencia);
    this.write(`id: ${String(this.lastSent)}\n\n`);
  }

  /**
   * Ends the stream because its token expired, saying so first (`event: expirado`): the client
   * renews the token and reconnects at once from its Last-Event-ID, instead of taking the end
   * for a failure and waiting out a backoff with nothing live on the screen.
   */
  expire(): void {
    this.write('event: expirado\ndata: {}\n\n');
    this.end();
  }

  /** Ends the response (client gone, server closing, or the client fell too far behind). */
  end(): void {
    clearInterval(this.heartbeat);
    if (this.open) this.body.end();
  }

  private write(text: string): void {
    if (!this.open) return;
    this.body.write(text);
    if (this.body.writableLength > maxBufferedBytes) this.end();
  }
}
