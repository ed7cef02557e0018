// PGlite in a worker thread (docs/decisions/0215): the API's thread keeps answering (static files,
// health, the event streams) while PostgreSQL's WebAssembly runs a query. This is the API
// thread's half: a client with the part of PGlite's interface that Drizzle's pglite driver, the
// migrator, COPY of a blob (registrations) and LISTEN use, each call a message to
// `pglite-thread.mjs`, which holds the one PGlite instance.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** What the API calls on PGlite, whichever thread it runs in. */
export interface PgliteQueries {
  query: <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (query: string) => Promise<Results[]>;
}

/** The PGlite client of the API's thread. */
export interface PgliteClient extends PgliteQueries {
  transaction: <T>(callback: (tx: PgliteQueries) => Promise<T>) => Promise<T>;
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  dumpDataDir: () => Promise<Blob>;
  close: () => Promise<void>;
  readonly closed: boolean;
}

/** Where the worker opens PGlite: a folder, or memory (maybe a copy of a dump). */
export interface PgliteTarget {
  dataDir?: string;
  loadDataDir?: Blob;
}

/** PostgreSQL's and initdb's WebAssembly, compiled: what the thread hands PGlite. */
interface CompiledPglite {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

let compiled: Promise<CompiledPglite> | undefined;

/** Node's global WebAssembly, which @types/node 20 declares as types only. */
const { compile } = (
  globalThis as unknown as {
    WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> };
  }
).WebAssembly;

/**
 * PGlite's WebAssembly compiled once for the process and shared by every database it opens: a
 * compiled module crosses into a worker thread without being compiled again. Each PGlite compiling
 * its own cost 3.7 CPU-s an instance against 1.9 shared (V8 compiles the 9 MB module again in
 * each thread, then optimises it), and the API's tests open a database per file.
 */
function compiledPglite(): Promise<CompiledPglite> {
  compiled ??= (async () => {
    // Beside the package's entry (require's resolution: vitest's module runner has no
    // `import.meta.resolve`).
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const dist = new URL('.', pathToFileURL(entry));
    const load = async (file: string) => compile(await readFile(new URL(file, dist)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      load('pglite.wasm'),
      load('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiled;
}

interface PlainError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

type Answer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: PlainError }
  | { notify: number; payload: string }
  | { ready: true }
  | { ready: false; error: PlainError };

/** The worker's error as an Error again, with PostgreSQL's fields (`code`, `constraint`…). */
function errorOf(plain: PlainError): Error {
  const error = new Error(plain.message);
  error.name = plain.name;
  return Object.assign(error, plain.fields);
}

/**
 * Drizzle's pglite driver keeps timestamps, dates and intervals as text with parsers that return
 * their input. Functions do not cross threads: their types do, and the worker makes the same
 * parsers there. Any other parser is refused rather than silently dropped.
 */
function portable(options: QueryOptions | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const { parsers, serializers, onNotice, ...rest } = options;
  if (serializers || onNotice) throw new Error('PGlite worker: serializers and onNotice stay put');
  if (!parsers) return rest;
  const textTypes = Object.entries(parsers as Record<string, (value: string) => unknown>).map(
    ([type, parse]) => {
      const probe = '\u0000probe';
      if (parse(probe) !== probe) throw new Error(`PGlite worker: the parser of type ${type}`);
      return Number(type);
    },
  );
  return { ...rest, textTypes };
}

const threadFile = new URL('./pglite-thread.mjs', import.meta.url);

/** Starts PGlite in a worker thread; resolves when it is ready for queries. */
export async function startPgliteWorker(target: PgliteTarget): Promise<PgliteClient> {
  const worker = new Worker(threadFile, {
    workerData: { ...target, ...(await compiledPglite()) },
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let nextTransaction = 1;
  let closed = false;
  /** Asked to close: its thread's end is expected, not a failure. */
  let closing: Promise<void> | undefined;
  let failure: Error | undefined;

  // The worker keeps the process alive only while a call waits on it, as PGlite in this thread
  // did: an open but idle database (or a LISTEN) does not hold a finished script up.
  worker.unref();
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) {
        if (answer.ready) resolve();
        else reject(errorOf(answer.error));
        return;
      }
      if ('notify' in answer) {
        listeners.get(answer.notify)?.(answer.payload);
        return;
      }
      const call = pending.get(answer.id);
      if (!call) return;
      pending.delete(answer.id);
      settle();
      if (answer.ok) call.resolve(answer.value);
      else call.reject(errorOf(answer.error));
    });
    // A worker that dies (WebAssembly abort, out of memory) fails every call, now and later.
    const died = (error: Error) => {
      closed = true;
      failure = error;
      reject(error);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on('error', died);
    worker.on('exit', (code) => {
      if (!closing) died(new Error(`PGlite worker exited (${code})`));
    });
  });
  // Ref'd while it boots: `await startPgliteWorker()` must not end the process.
  worker.ref();
  try {
    await ready;
  } finally {
    settle();
  }

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error('PGlite worker closed'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...message, id });
    });
  };

  const queries = (tx?: number): PgliteQueries => ({
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', sql, params, options: portable(options), tx }),
    exec: (sql: string) => call<Results[]>({ op: 'exec', sql, tx }),
  });

  return {
    ...queries(),
    async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      // The id is ours, so the statements need not wait for the `begin`'s answer: they queue in
      // the worker behind it and run as soon as PGlite's lock is held (ADR 0222).
      const tx = nextTransaction++;
      const begun = call<number>({ op: 'begin', tx });
      // Awaited below; handled now, so a failed `begin` is not an unhandled rejection meanwhile.
      begun.catch(() => undefined);
      let result: T;
      try {
        result = await callback(queries(tx));
      } catch (error) {
        // A `begin` that failed is the cause of whatever failed after it.
        await begun;
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await begun;
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onNotify) {
      const listener = nextId++;
      listeners.set(listener, onNotify);
      await call({ op: 'listen', channel, listener });
      return async () => {
        listeners.delete(listener);
        if (!closed) await call({ op: 'unlisten', listener });
      };
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ op: 'dump' })]);
    },
    close() {
      closing ??= (async () => {
        if (closed) return;
        await call({ op: 'close' });
        closed = true;
        await worker.terminate();
      })();
      return closing;
    },
    get closed() {
      return closed;
    },
  };
}
