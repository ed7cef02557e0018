// Counts requests whose handlers are still running. Closing the server waits for open
// connections only; a client that hangs up mid-request leaves its handler running, and closing
// the database under it would fail it. Shutdown waits for this count to reach zero.
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no handler is running (or after `timeoutMs`). */
    drained: (timeoutMs?: number) => Promise<void>;
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
  // onSend runs once the handler has produced its answer, whether or not the client is still there.
  app.addHook('onSend', (request, _reply, payload, next) => {
    done(request);
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
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
