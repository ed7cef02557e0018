// The thread PGlite runs in (docs/decisions/0215): PostgreSQL's WebAssembly and PGlite's parsing
// of its answers take the CPU of this worker, not of the server's event loop. It does what the
// API's thread asks through `src/db/pglite-worker.ts` and nothing else: open, query, exec,
// transactions, LISTEN, dump, close. Plain JavaScript, so that Node loads it under any runner
// (tsx, vitest, a bare `node`) without a TypeScript loader in the worker.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-thread.mjs runs as a worker thread only');
const port = parentPort;

/** @type {{ dataDir?: string, loadDataDir?: Blob, pgliteWasmModule: WebAssembly.Module, initdbWasmModule: WebAssembly.Module }} */
const target = workerData;

// pg_trgm serves the search columns' indexes (docs/decisions/0072); PGlite ships it as a contrib
// bundle that must be loaded before a migration runs `create extension`.
const pg = new PGlite({
  ...(target.dataDir ? { dataDir: target.dataDir } : {}),
  extensions: { pg_trgm },
  ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  // Compiled once by the API's thread for every database of the process (pglite-worker.ts).
  pgliteWasmModule: target.pgliteWasmModule,
  initdbWasmModule: target.initdbWasmModule,
});

/**
 * The open transactions, by the id the API's thread gave each. PGlite's own `transaction()` holds
 * its lock (other queries wait, as they did in one thread) until the API's thread says how it
 * ends. The thread sends a transaction's statements without waiting for each answer, so they
 * queue here, on `chain`, from the `begin` on: they run in the order sent, once the lock is held,
 * with no round trip to the API's thread between them while the lock is held (ADR 0222).
 * @type {Map<number, { chain: Promise<void>, tx?: import('@electric-sql/pglite').Transaction, failed?: unknown, end?: (commit: boolean) => void, endId?: number }>}
 */
const transactions = new Map();
/** @type {Map<number, () => Promise<void>>} */
const listeners = new Map();
const rolledBack = Symbol('rolled back');

/** An error as plain data: structured cloning keeps an Error's message but drops `code` & co. */
function plain(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

const reply = (id, value, transfer) => port.postMessage({ id, ok: true, value }, transfer ?? []);
const fail = (id, error) => port.postMessage({ id, ok: false, error: plain(error) });

/** Drizzle's parsers keep these types' text; functions do not cross threads, their types do. */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes) return rest;
  const parsers = {};
  for (const type of textTypes) parsers[type] = (value) => value;
  return { ...rest, parsers };
}

function begin(id, txId) {
  /** @type {() => void} */
  let held = () => {};
  const open = { chain: new Promise((resolve) => (held = resolve)) };
  transactions.set(txId, open);
  pg.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        open.tx = tx;
        open.end = (commit) => (commit ? resolve(undefined) : reject(rolledBack));
        reply(id, txId);
        held();
      }),
  ).then(
    () => {
      transactions.delete(txId);
      if (open.endId !== undefined) reply(open.endId, undefined);
    },
    (error) => {
      transactions.delete(txId);
      if (open.tx === undefined) {
        // Never begun (the database closed): the begin fails, and so does all that waits on it.
        open.failed = error;
        fail(id, error);
        held();
        return;
      }
      if (open.endId === undefined) return;
      if (error === rolledBack) reply(open.endId, undefined);
      else fail(open.endId, error);
    },
  );
}

/** A message of an open transaction: it runs after those sent before it, with the lock held. */
function inTransaction(message) {
  const open = transactions.get(message.tx);
  if (!open) return fail(message.id, new Error(`transaction ${message.tx} is not open`));
  const run = async () => {
    if (open.failed !== undefined) throw open.failed;
    if (message.op === 'end') {
      open.endId = message.id;
      open.end(message.commit);
      return;
    }
    await handle(message, open.tx);
  };
  open.chain = open.chain.then(run).catch((error) => fail(message.id, error));
}

/**
 * The statements prepared by name, by their SQL text, least recently used first (ADR 0223).
 * PGlite's `query` parses, describes, binds, describes and executes an unnamed statement in six
 * calls into PostgreSQL's WebAssembly, and PostgreSQL parses and plans the text every time. A
 * statement seen before is bound by name instead: one call, no parse, and after five runs
 * PostgreSQL may keep a generic plan. Drizzle sends the same text for every call of a query site,
 * so the map stays small; past `STATEMENTS` the least recently used is closed.
 * @type {Map<string, { name: string, types: number[] }>}
 */
const statements = new Map();
const STATEMENTS = 500;
let nextStatement = 1;
/** Evicted statements' names, closed with the next call outside a transaction. */
const evicted = [];
const { serialize } = protocol;
/** PostgreSQL's errors after which a prepared statement is dropped: it is gone or stale. */
const staleStatement = new Set(['26000', '0A000']);
const stale = Symbol('stale statement');

function joined(parts) {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** Carries the statement's text on PostgreSQL's error, as PGlite's `query` does. */
function withQuery(error, sql, params) {
  if (error && typeof error === 'object' && 'code' in error)
    Object.assign(error, { query: sql, params });
  return error;
}

/**
 * The statement named for `sql`, prepared now if it is new; its parameters' types. `closes`:
 * messages to send first (closing evicted statements), sent with the preparation if there is one.
 */
async function prepared(sql, closes) {
  const known = statements.get(sql);
  if (known) {
    statements.delete(sql);
    statements.set(sql, known);
    return known;
  }
  const name = `s${nextStatement++}`;
  const messages = await pg.execProtocolStream(
    joined([
      ...closes.splice(0),
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const statement = { name, types: parse.parseDescribeStatementResults(messages) };
  statements.set(sql, statement);
  return statement;
}

/** PGlite's parsers, but those of `textTypes` keep the text; by the types' list. */
const parsersByTextTypes = new Map();

/**
 * PGlite's parsers with those of `textTypes` keeping the text, made once per list of types:
 * PGlite merges a query's parsers into all of its own (some 200) at every query otherwise.
 */
function parsersKeeping(textTypes) {
  if (!textTypes?.length) return pg.parsers;
  const key = textTypes.join();
  let parsers = parsersByTextTypes.get(key);
  if (!parsers) {
    parsers = { ...pg.parsers };
    for (const type of textTypes) parsers[type] = (value) => value;
    parsersByTextTypes.set(key, parsers);
  }
  return parsers;
}

/** Makes room for a new statement: the least recently used one is closed. */
function evictOldest() {
  const [sql, { name }] = statements.entries().next().value;
  statements.delete(sql);
  evicted.push(name);
}

/**
 * A query as PGlite's `query` answers it, through a statement prepared by name: what its
 * `query` does (lock, serializers, parsers, errors, sync to disk), in one call a statement once
 * prepared. `inTransaction`: the transaction's lock is already held.
 */
async function preparedQuery(sql, params = [], options, inTransaction, retried = false) {
  if (pg.closed) throw new Error('PGlite is closed');
  const run = async () => {
    if (!statements.has(sql) && statements.size >= STATEMENTS) evictOldest();
    // A statement is closed outside a transaction: an aborted one refuses all but its end.
    const closes = inTransaction
      ? []
      : evicted.splice(0).map((name) => serialize.close({ type: 'S', name }));
    let statement;
    try {
      statement = await prepared(sql, closes);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[statement.types[index]];
        return serializer ? serializer(value) : value.toString();
      });
      const messages = await pg.execProtocolStream(
        joined([
          ...closes.splice(0),
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await pg.syncToFs();
      const { textTypes, ...rest } = options ?? {};
      return parse.parseResults(messages, parsersKeeping(textTypes), rest)[0];
    } catch (error) {
      if (!statement || !staleStatement.has(error?.code)) throw withQuery(error, sql, params);
      // The statement is gone or its columns changed (a migration): prepared again next time,
      // and now if no transaction was aborted by it.
      if (statements.get(sql) === statement) statements.delete(sql);
      evicted.push(statement.name);
      if (inTransaction || retried) throw withQuery(error, sql, params);
      return stale;
    }
  };
  const answer = await (inTransaction
    ? pg.runExclusive(run)
    : pg._runExclusiveTransaction(() => pg.runExclusive(run)));
  return answer === stale ? preparedQuery(sql, params, options, inTransaction, true) : answer;
}

/** Runs a message on `on`: the instance, or the transaction it belongs to. */
async function handle(message, on = pg) {
  const { id } = message;
  switch (message.op) {
    case 'query': {
      const { options } = message;
      // A COPY's blob (in or out) is PGlite's own business: its `query` handles the file.
      if (options?.blob || options?.paramTypes || /^\s*copy\b/i.test(message.sql))
        return reply(id, await on.query(message.sql, message.params, queryOptions(options)));
      return reply(
        id,
        await preparedQuery(message.sql, message.params, message.options, on !== pg),
      );
    }
    case 'exec':
      return reply(id, await on.exec(message.sql));
    case 'begin':
      return begin(id, message.tx);
    case 'listen': {
      const unlisten = await pg.listen(message.channel, (payload) => {
        port.postMessage({ notify: message.listener, payload });
      });
      listeners.set(message.listener, unlisten);
      return reply(id, undefined);
    }
    case 'unlisten': {
      const unlisten = listeners.get(message.listener);
      listeners.delete(message.listener);
      if (unlisten && !pg.closed) await unlisten();
      return reply(id, undefined);
    }
    case 'dump': {
      // A File does not cross threads in every Node version; its bytes do, moved, not copied.
      const bytes = await (await pg.dumpDataDir('none')).arrayBuffer();
      return reply(id, bytes, [bytes]);
    }
    case 'close':
      if (!pg.closed) await pg.close();
      reply(id, undefined);
      port.close();
      return;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on('message', (message) => {
  if (message.tx !== undefined && message.op !== 'begin') return inTransaction(message);
  handle(message).catch((error) => fail(message.id, error));
});

pg.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: plain(error) }),
);
