// The Server-Sent Events adapter (docs/decisions/0074): list/add/update/remove through the
// platform client of @emplacamento/api-client, changes through one `GET /api/Realtime/Stream`
// shared by every subscription. The stream is read with fetch rather than EventSource so it
// carries the `Authorization` and `Domain` headers like every other call (no token in a URL),
// renews an expired token through the clients' shared refresher, and reconnects with backoff and
// `Last-Event-ID`, so the server replays what was missed. The server ends a stream when its token
// expires and says so first (`event: expirado`): that end is no failure, the token is renewed (the
// same refresh the HTTP calls share) and the stream reopened at once, so a screen stays live
// across short-lived tokens instead of spending a backoff offline after each one.
import type { ApiClients } from '@emplacamento/api-client';
import { restCalls, type RestCalls } from './rest';
import { SseParser } from './sse-parser';
import { documentVisibility, type PageVisibility } from './visibility';
import type {
  Colecao,
  DadosDocumento,
  DocumentoRealtime,
  EstadoConexao,
  Mudanca,
  RealtimeStore,
  SubscribeOptions,
  Unsubscribe,
} from './types';

/** Options of {@link createSseRealtime}. */
export interface SseRealtimeOptions {
  /** The clients of the signed-in session: the platform client, its tokens and refresher. */
  clients: Pick<ApiClients, 'platform' | 'tokens' | 'refresher'>;
  /** Base URL of the platform service (`""` = same origin), as in the runtime configuration. */
  baseUrl: string;
  /** Tenant id for the `Domain` header, or a function read at each connection. */
  tenant: string | (() => string);
  /**
   * First reconnection delay in ms; it doubles per failed attempt up to `maxRetryMs`.
   * @default the server's `retry:` (3000), else 1000
   */
  retryMs?: number;
  /**
   * Longest reconnection delay in ms.
   * @default 30000
   */
  maxRetryMs?: number;
  /**
   * The fetch implementation.
   * @default globalThis.fetch
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * Whether the page is shown: hidden, the stream is let go and later resumed.
   * @default the browser document's visibility (always shown outside a browser)
   */
  visibility?: PageVisibility;
}

interface Subscriber {
  colecao: Colecao;
  onChange: (mudanca: Mudanca) => void;
  options: SubscribeOptions;
  /** Whether it was told to read the collection since the stream (re)opened. */
  synced: boolean;
}

/**
 * A stream that expires sooner than this after opening is renewed only after a backoff: a server
 * whose clock runs ahead would otherwise have every fresh token refused in a tight loop.
 */
const shortestLifeMs = 1000;

/** How one connection attempt ended. */
type Outcome = 'again' | 'retry' | 'stop' | 'aborted';

const isMudanca = (value: unknown): value is Mudanca =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Mudanca).tipo === 'string' &&
  typeof (value as Mudanca).documento === 'object';

class SseRealtime implements RealtimeStore {
  private readonly subscribers = new Set<Subscriber>();
  private readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  private controller: AbortController | undefined;
  private running = false;
  private open = false;
  private closed = false;
  private lastEventId: string | undefined;
  private serverRetryMs: number | undefined;
  private failures = 0;
  /** 401s answered by a refresh in a row; a token refused again waits like any failure. */
  private renewals = 0;
  private estado: EstadoConexao = 'encerrado';
  private wake: (() => void) | undefined;
  private readonly visibility: PageVisibility;
  private readonly rest: RestCalls;

  constructor(private readonly options: SseRealtimeOptions) {
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.visibility = options.visibility ?? documentVisibility();
    this.rest = restCalls(options.clients.platform);
  }

  subscribe(
    colecao: Colecao,
    onChange: (mudanca: Mudanca) => void,
    options: SubscribeOptions = {},
  ): Unsubscribe {
    if (this.closed) throw new Error('realtime store closed');
    const subscriber: Subscriber = { colecao, onChange, options, synced: false };
    this.subscribers.add(subscriber);
    // A running connection tells newcomers its state; a new one reports `conectando` itself.
    if (this.running) options.onStatus?.(this.estado);
    else void this.run();
    if (this.open) this.sync(subscriber);
    return () => {
      if (!this.subscribers.delete(subscriber) || this.subscribers.size > 0) return;
      // Nobody listens: hang up; the next subscription starts from a fresh read.
      this.controller?.abort();
      this.wake?.();
      this.lastEventId = undefined;
    };
  }

  list(colecao: Colecao, options?: { limite?: number }): Promise<DocumentoRealtime[]> {
    return this.rest.list(colecao, options);
  }

  add(colecao: Colecao, dados: DadosDocumento): Promise<DocumentoRealtime> {
    return this.rest.add(colecao, dados);
  }

  update(colecao: Colecao, id: string, dados: DadosDocumento): Promise<DocumentoRealtime> {
    return this.rest.update(colecao, id, dados);
  }

  remove(colecao: Colecao, id: string): Promise<void> {
    return this.rest.remove(colecao, id);
  }

  close(): void {
    this.closed = true;
    this.subscribers.clear();
    this.controller?.abort();
    this.wake?.();
    this.setEstado('encerrado');
  }

  /** The connection loop: runs while anyone is subscribed. */
  private async run(): Promise<void> {
    this.running = true;
    // Hidden: hang up but keep the last event id; shown again: wake the loop, which resumes.
    const unwatch = this.visibility.onChange(() => {
      if (this.visibility.hidden()) this.controller?.abort();
      this.wake?.();
    });
    try {
      while (this.subscribers.size > 0 && !this.closed) {
        if (this.visibility.hidden()) {
          await this.sleep(Number.POSITIVE_INFINITY);
          continue;
        }
        this.setEstado(this.failures === 0 ? 'conectando' : 'reconectando');
        const outcome = await this.connect();
        this.open = false;
        if (outcome === 'stop') {
          this.setEstado('encerrado');
          return;
        }
        if (outcome === 'aborted' || outcome === 'again') continue;
        this.failures += 1;
        if (this.subscribers.size > 0) this.setEstado('reconectando');
        await this.sleep(this.delay());
      }
      this.setEstado('encerrado');
    } finally {
      unwatch();
      this.running = false;
      this.failures = 0;
    }
  }

  /** One connection: open, read until it ends, and say what to do next. */
  private async connect(): Promise<Outcome> {
    const { clients, baseUrl, tenant } = this.options;
    const controller = new AbortController();
    this.controller = controller;
    const pending = clients.refresher.pending;
    if (pending) await pending;
    const token = clients.tokens.read()?.token ?? '';
    const resumeFrom = this.lastEventId;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Domain: typeof tenant === 'function' ? tenant() : tenant,
      ...(token === '' ? {} : { Authorization: `Bearer ${token}` }),
      ...(resumeFrom === undefined ? {} : { 'Last-Event-ID': resumeFrom }),
    };
    let response: Response;
    try {
      response = await this.fetch(`${baseUrl}/api/Realtime/Stream`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      return controller.signal.aborted ? 'aborted' : 'retry';
    }
    if (response.status === 401) {
      await response.body?.cancel();
      // One refresh shared with every other client; no session left → stop (the app logs out).
      // A refresh that could not be asked keeps the session: try again later.
      const renewed = await clients.refresher.renewAfter(token);
      if (renewed === null) return clients.tokens.read() ? 'retry' : 'stop';
      this.renewals += 1;
      return this.renewals > 1 ? 'retry' : 'again';
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return response.status >= 500 || response.status === 429 ? 'retry' : 'stop';
    }
    this.renewals = 0;
    // Live once the server has said where the stream stands (its first `id:`, sent after the
    // position is fixed or the missed changes replayed), not when the headers arrive: a read
    // asked earlier could miss what changed before that position, and a drop before it leaves
    // no point to resume from.
    const ready = () => {
      this.open = true;
      this.setEstado('conectado');
      // Without a resume point the server cannot replay: every subscriber reads afresh.
      for (const subscriber of this.subscribers)
        if (resumeFrom === undefined || !subscriber.synced) this.sync(subscriber);
    };
    const openedAt = Date.now();
    const outcome = await this.read(response.body, controller.signal, ready);
    if (outcome !== 'expired') return outcome;
    if (Date.now() - openedAt < shortestLifeMs) return 'retry';
    // The token that opened the stream is over: one refresh, shared with the HTTP calls that
    // met the same expiry; no session left → stop (the refresher has told the app to log out).
    const renewed = await clients.refresher.renewAfter(token);
    if (renewed === null) return clients.tokens.read() ? 'retry' : 'stop';
    return 'again';
  }

  private async read(
    body: ReadableStream<Uint8Array>,
    signal: AbortSignal,
    ready: () => void,
  ): Promise<Outcome | 'expired'> {
    // Set by the parser's callback, which the compiler's narrowing does not follow.
    const ending = { expired: false };
    const parser = new SseParser({
      onMessage: (message) => {
        if (message.event === 'expirado') ending.expired = true;
        else this.dispatch(message.event, message.data);
      },
      onId: (id) => {
        this.lastEventId = id;
        if (!this.open) ready();
        // The server answers and speaks: a later drop is a new failure, not the same one.
        this.failures = 0;
      },
      onRetry: (ms) => {
        this.serverRetryMs = ms;
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // dropped mid-stream, or aborted below
    } finally {
      reader.releaseLock();
    }
    if (signal.aborted) return 'aborted';
    return ending.expired ? 'expired' : 'retry';
  }

  private dispatch(event: string, data: string): void {
    let change: unknown;
    try {
      change = JSON.parse(data);
    } catch {
      return;
    }
    if (!isMudanca(change)) return;
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.colecao !== event) continue;
      try {
        subscriber.onChange(change);
      } catch (error) {
        console.error('realtime subscriber failed', error);
      }
    }
  }

  private sync(subscriber: Subscriber): void {
    subscriber.synced = true;
    subscriber.options.onSync?.();
  }

  private setEstado(estado: EstadoConexao): void {
    if (estado === this.estado) return;
    this.estado = estado;
    for (const subscriber of [...this.subscribers]) subscriber.options.onStatus?.(estado);
  }

  private delay(): number {
    const base = this.options.retryMs ?? this.serverRetryMs ?? 1000;
    const max = this.options.maxRetryMs ?? 30_000;
    const exponential = Math.min(max, base * 2 ** Math.min(this.failures - 1, 16));
    // ±20 % so a restarted server is not hit by every browser in the same millisecond.
    return exponential * (0.8 + Math.random() * 0.4);
  }

  /** Waits `ms` (forever when infinite) or until woken by a change of subscribers or visibility. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}

/** The realtime collections over the API's Server-Sent Events. */
export function createSseRealtime(options: SseRealtimeOptions): RealtimeStore {
  return new SseRealtime(options);
}
