// Reads a Server-Sent Events response through fetch, the way a browser client does, for the
// realtime tests (inject cannot stream).
import { and, eq } from 'drizzle-orm';
import { withTenant, type Db } from '../src/db/client.js';
import { usuario } from '../src/db/schema.js';
import { demoLogin } from './helpers.js';

/** One parsed event. */
export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

/** An open stream: events as they arrive, and the way to hang up. */
export interface SseReader {
  response: Response;
  /** Every event so far; `id:`-only blocks (the position) included. */
  events: SseEvent[];
  /** Resolves with the first event (from the start) that matches, or rejects after `ms`. */
  next: (match: (event: SseEvent) => boolean, ms?: number) => Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

function parseBlock(block: string): SseEvent | undefined {
  const event: SseEvent = {};
  let any = false;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data') {
      event[field] =
        field === 'data' && event.data !== undefined ? `${event.data}\n${value}` : value;
      any = true;
    }
  }
  return any ? event : undefined;
}

/** Opens `url` and collects its events; the response is returned as is when it is not a stream. */
export async function openStream(url: string, headers: Record<string, string>): Promise<SseReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const ended = (async () => {
    if (!response.body || !response.ok) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const parsed = parseBlock(buffer.slice(0, cut));
          if (parsed) events.push(parsed);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
    wake();
  })();
  const next = (match: (event: SseEvent) => boolean, ms = 10_000) =>
    new Promise<SseEvent>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no matching event in ${String(ms)} ms: ${JSON.stringify(events)}`));
      }, ms);
      const check = () => {
        const found = events.find(match);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return {
    response,
    events,
    next,
    ended,
    close: () => {
      controller.abort();
    },
  };
}

/** The id of a demo user of a tenant. */
export async function demoUserId(db: Db, slug: string, tenant = 'abracaf'): Promise<number> {
  const [row] = await withTenant(db, tenant, () =>
    db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.tenantId, tenant), eq(usuario.login, demoLogin(slug, tenant)))),
  );
  if (!row) throw new Error(`no demo user ${slug}@${tenant}`);
  return row.id;
}

/** The parsed `data` of a change event. */
export const changeOf = (event: SseEvent) =>
  JSON.parse(event.data ?? '{}') as {
    tipo: string;
    documento: { id: string; colecao: string; usuarioId: number | null; dados: object };
  };
