// Counts requests whose handlers are still running. Closing the server waits for open
// connections only; a client that hangs up mid-request leaves its handler running, and closing
// the database under it would fail it. Shutdown waits for this count to reach zero.
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no handler is running (or after `timeoutMs`). */
    drained: (timeoutMs?: number) => Promise<void>;
    /** How many requests are inside the app (tests wait on it instead of sleeping). */
    inFlight: () => number;
  }
}

/** Installs the counter and `app.drained()`. */
export function trackInFlight(app: FastifyInstance): void {
  const open = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiters: (() => void)[] = [];
  const done = (request: FastifyRequest) => {
    if (!open.delete(request)) return;
    count -= 1;
    if (count === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  app.addHook('onRequest', (request, _reply, next) => {
    open.add(request);
    count += 1;
    next();
  });
  // Once closing, an answer ends its keep-alive connection: close() waits for every connection,
  // and one busy when it was called would otherwise stay open, idle, until the keep-alive timeout
  // (72 s), holding the shutdown that long.
  let closing = false;
  app.addHook('preClose', (next) => {
    closing = true;
    next();
  });
  // onSend runs once the handler has produced its answer, whether or not the client is still there.
  app.addHook('onSend', (request, reply, payload, next) => {
    if (closing) void reply.header('connection', 'close');
    done(request);
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    if (closing) app.server.closeIdleConnections();
    next();
  });
  app.decorate('inFlight', () => count);
  app.decorate('drained', (timeoutMs = 30_000) => {
    if (count === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}
