// The thread PGlite runs in (docs/decisions/0215): PostgreSQL's WebAssembly and PGlite's parsing
// of its answers take the CPU of this worker, not of the server's event loop. It does what the
// API's thread asks through `src/db/pglite-worker.ts` and nothing else: open, query, exec,
// transactions, LISTEN, dump, close. Plain JavaScript, so that Node loads it under any runner
// (tsx, vitest, a bare `node`) without a TypeScript loader in the worker.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, parse, protocol } from '@electric-sql/pglite';
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
 *
 * A transaction that has only read, with nothing of its own left to run, gives the lock up to
 * whoever waits for it rather than hold it until the API's thread sends its end (ADR 0224): it
 * commits ("parks"), and if another statement of it comes, it begins again behind the others and
 * first runs its settings again (`settings`: its leading `set_config` or `set local`). At READ
 * COMMITTED each statement reads its own snapshot, so the reads see what they would have seen.
 * @typedef {{ chain: Promise<void>, queued: number, statements: number, settings: object[],
 *   readOnly: boolean, parked?: boolean, tx?: import('@electric-sql/pglite').Transaction,
 *   ended?: Promise<void>, end?: (commit: boolean) => void, failed?: unknown }} Open
 * @type {Map<number, Open>}
 */
const transactions = new Map();
/** How many wait for PGlite's lock: transactions to begin, and messages outside any. */
let waiting = 0;
/** The transaction holding the lock that has nothing to run and could give the lock up. */
let idleHolder;
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

/** The parser of the types Drizzle keeps as text. */
const keepText = (value) => value;

/** Drizzle's parsers keep these types' text; functions do not cross threads, their types do. */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(textTypes.map((type) => [type, keepText])) };
}

/**
 * Takes PGlite's lock for `open`: resolves once its transaction has begun, and sets `ended`,
 * which settles when it has ended (rejecting only if its commit failed).
 */
function take(open) {
  waiting += 1;
  return new Promise((taken, refused) => {
    let begun = false;
    open.ended = pg
      .transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            begun = true;
            waiting -= 1;
            open.tx = tx;
            open.end = (commit) => (commit ? resolve(undefined) : reject(rolledBack));
            taken();
          }),
      )
      .then(
        () => undefined,
        (error) => {
          if (!begun) {
            waiting -= 1;
            refused(error);
            return;
          }
          // A commit of a transaction that a failed statement aborted rolls it back, and answers
          // as PostgreSQL's COMMIT does then: without an error (PGlite throws one). The API
          // answers a problem (a 409 of a unique violation) by committing what came before.
          if (error !== rolledBack && !(error instanceof TransactionAbortedError)) throw error;
        },
      );
    // Awaited by the end; handled now, so a commit that fails before that is not unhandled.
    open.ended.catch(() => undefined);
  });
}

function begin(id, txId) {
  /** @type {() => void} */
  let held = () => {};
  /** @type {Open} */
  const open = {
    chain: new Promise((resolve) => (held = resolve)),
    queued: 0,
    statements: 0,
    settings: [],
    readOnly: true,
  };
  transactions.set(txId, open);
  take(open).then(
    () => {
      reply(id, txId);
      held();
    },
    (error) => {
      // Never begun (the database closed): the begin fails, and so does all that waits on it.
      transactions.delete(txId);
      open.failed = error;
      fail(id, error);
      held();
    },
  );
}

/** Gives the lock up: the transaction has only read, and commits until it has more to run. */
function park(open) {
  if (idleHolder === open) idleHolder = undefined;
  open.parked = true;
  open.end(true);
}

/** Someone wants the lock: the transaction that holds it idle gives it up. */
function lockWanted() {
  if (idleHolder) park(idleHolder);
}

/** A transaction's first statements that only set its settings: they are run again after a park. */
const settingsStatement = /^\s*(select\s+set_config\s*\(|set\s+local\s)/i;
/**
 * What a read may not do and still give its lock up: take a lock or notify until the end, set a
 * setting (a later one would be lost), lock rows. Writes to tables are caught by the transaction
 * id PostgreSQL assigns them.
 */
const holdsUntilEnd =
  /advisory|pg_notify|set_config|\bfor\s+(update|share|no\s+key|key\s+share)\b/i;
const writtenQuery = 'select pg_current_xact_id_if_assigned() is not null as written';

/** Whether `message` only reads, as far as its text tells (the transaction id tells the rest). */
const readsOnly = (message) =>
  message.op === 'query' && /^\s*select\b/i.test(message.sql) && !holdsUntilEnd.test(message.sql);

/** A message of an open transaction: it runs after those sent before it, with the lock held. */
function inTransaction(message) {
  const open = transactions.get(message.tx);
  if (!open) return fail(message.id, new Error(`transaction ${message.tx} is not open`));
  open.queued += 1;
  if (idleHolder === open) idleHolder = undefined;
  const run = async () => {
    open.queued -= 1;
    if (open.failed !== undefined) throw open.failed;
    if (message.op === 'end') {
      transactions.delete(message.tx);
      // A parked transaction has committed what it read; a rollback has nothing to undo.
      if (!open.parked) open.end(message.commit);
      await open.ended;
      return reply(message.id, undefined);
    }
    if (open.parked) {
      open.parked = false;
      await open.ended;
      await take(open);
      for (const setting of open.settings) await answer(setting, open.tx);
    }
    if (open.statements === 0 && settingsStatement.test(message.sql)) open.settings.push(message);
    else if (!readsOnly(message)) open.readOnly = false;
    open.statements += 1;
    // The last statement sent so far, of a transaction that has only read: whether PostgreSQL
    // gave it a transaction id (it wrote) is asked in the same call.
    if (!open.readOnly || open.queued > 0 || byPglite(message)) {
      reply(message.id, await answer(message, open.tx));
      return;
    }
    const [result, [{ written }]] = await answer(message, open.tx, writtenQuery);
    reply(message.id, result);
    if (written) {
      open.readOnly = false;
      return;
    }
    if (open.queued > 0) return;
    if (waiting > 0) park(open);
    else idleHolder = open;
  };
  open.chain = open.chain.then(run).catch((error) => {
    // A failed statement aborted the transaction: it holds the lock until its end.
    open.readOnly = false;
    fail(message.id, error);
  });
}

/**
 * The statements prepared by name, by their SQL text, least recently used first (ADR 0223).
 * PGlite's `query` parses, describes, binds, describes and executes an unnamed statement in six
 * calls into PostgreSQL's WebAssembly, and PostgreSQL parses and plans the text every time. A
 * statement seen before is bound by name instead: one call, no parse, and after five runs
 * PostgreSQL may keep a generic plan. Drizzle sends the same text for every call of a query site,
 * so the map stays small; past `STATEMENTS` the least recently used is closed.
 * @type {Map<string, { name: string, types: number[], description?: object }>}
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
  const statement = {
    name,
    types: parse.parseDescribeStatementResults(messages),
    // Its columns, the same for every run: no portal is described when it runs.
    description: messages.find((message) => message.name === 'rowDescription'),
  };
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
    for (const type of textTypes) parsers[type] = keepText;
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
 * prepared. `inTransaction`: the transaction's lock is already held. `then`: a statement without
 * parameters run after it in the same call, whose rows are answered beside its result.
 */
async function preparedQuery(sql, params = [], options, inTransaction, then, retried = false) {
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
      const after = then === undefined ? undefined : await prepared(then, closes);
      const messages = await pg.execProtocolStream(
        joined([
          ...closes.splice(0),
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          ...(after
            ? [
                serialize.bind({ statement: after.name }),
                serialize.describe({ type: 'P' }),
                serialize.execute({}),
              ]
            : []),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await pg.syncToFs();
      const { textTypes, ...rest } = options ?? {};
      if (statement.description) messages.unshift(statement.description);
      const [result, next] = parse.parseResults(messages, parsersKeeping(textTypes), rest);
      return after ? [result, next.rows] : result;
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
  return answer === stale ? preparedQuery(sql, params, options, inTransaction, then, true) : answer;
}

/** Whether PGlite's own `query` runs `message`: an exec, or a COPY's blob (in or out). */
const byPglite = (message) =>
  message.op === 'exec' ||
  message.options?.blob ||
  message.options?.paramTypes ||
  /^\s*copy\b/i.test(message.sql);

/**
 * A query's or an exec's answer, run on `on`: the instance, or the transaction it belongs to.
 * `then` (a query only): a statement run after it in the same call; the answer is then the
 * result and that statement's rows.
 */
async function answer(message, on = pg, then) {
  if (message.op === 'exec') return on.exec(message.sql);
  if (byPglite(message))
    return on.query(message.sql, message.params, queryOptions(message.options));
  return preparedQuery(message.sql, message.params, message.options, on !== pg, then);
}

/** Runs a message outside any transaction. */
async function handle(message) {
  const { id } = message;
  switch (message.op) {
    case 'query':
    case 'exec':
      return reply(id, await answer(message));
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
  // Whatever runs outside a transaction waits for the lock while one holds it.
  waiting += 1;
  lockWanted();
  handle(message)
    .catch((error) => fail(message.id, error))
    .finally(() => (waiting -= 1));
});

pg.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: plain(error) }),
);
