// A pg client that sends the promise-style queries it is given one after another. A request's
// transaction is one connection, and code inside it may start several reads at once (a report's
// Promise.all of its sums and its names). pg 8 queues them itself but warns that pg 9 will not:
// this is the "external async flow control" it asks for, in one place instead of in every caller.
// Callback-style and streaming calls (a Submittable such as a COPY stream) go straight through.
//
// It also sends a transaction's `begin` with the statement after it, when that one has no
// parameters (the tenant scope's settings, docs/decisions/0080): Drizzle sends `begin` alone and
// waits for its answer, which cost every request one round trip of its few (docs/decisions/0214).
// The two go as one simple-protocol query ("begin; …"), which PostgreSQL runs in order and stops
// at the first error, so the statement never runs outside the transaction.
//
// And a statement prepared by name (Drizzle's `.prepare(name)`, for the hottest queries) is
// prepared under that name and a hash of its text: a query whose text changes with the request
// (a list's order, filters) is one prepared statement per shape on each connection, never two
// texts under one name (which node-postgres refuses). PostgreSQL then parses and plans each shape
// once per connection: the users page's parse and plan were half of PostgreSQL's work for it
// (docs/decisions/0214).
import { createHash } from 'node:crypto';
import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const send = Reflect.get(pg.Client.prototype, 'query') as Query;
const tails = new WeakMap<pg.Client, Promise<unknown>>();
/** Clients whose `begin` was answered here and waits to go out with the next statement. */
const beginning = new WeakSet<pg.Client>();

interface QueryConfig {
  text?: unknown;
  values?: unknown;
  name?: unknown;
  rows?: unknown;
  submit?: unknown;
}

/** The text of a query without parameters and not prepared by name: a simple-protocol query. */
function simpleText(args: unknown[]): string | undefined {
  const [first, second] = args;
  const values = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);
  if (typeof first === 'string') return values(second) ? first : undefined;
  if (typeof first !== 'object' || first === null) return undefined;
  const config = first as QueryConfig;
  if (typeof config.text !== 'string' || config.name !== undefined || config.rows !== undefined)
    return undefined;
  return values(config.values) && values(second) ? config.text : undefined;
}

/** What `begin` answers (Drizzle reads nothing of it). */
const begun = { command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] };

function serialQuery(this: pg.Client, ...args: unknown[]): unknown {
  const first = args[0] as QueryConfig | null | undefined;
  const streaming =
    typeof first === 'object' && first !== null && typeof first.submit === 'function';
  if (streaming || typeof args[args.length - 1] === 'function') {
    // pg sends what it is given in order: the held `begin` goes out first.
    if (beginning.delete(this)) void (send.call(this, 'begin') as Promise<unknown>).catch(() => {});
    return send.apply(this, args);
  }
  if (typeof first === 'object' && first !== null && typeof first.name === 'string') {
    const text = String(first.text);
    const hash = createHash('sha1').update(text).digest('base64url').slice(0, 20);
    args[0] = { ...first, name: `${first.name.slice(0, 40)}:${hash}` };
  }
  const text = simpleText(args);
  if (text !== undefined && /^\s*begin\s*$/i.test(text) && !beginning.has(this)) {
    beginning.add(this);
    return Promise.resolve(begun);
  }
  const held = beginning.delete(this);
  const sendIt = (): Promise<unknown> => {
    if (!held) return send.apply(this, args) as Promise<unknown>;
    if (text === undefined) {
      // Parameters need the extended protocol, one statement per query: `begin` goes alone.
      return (send.call(this, 'begin') as Promise<unknown>).then(
        () => send.apply(this, args) as Promise<unknown>,
      );
    }
    const joined =
      typeof args[0] === 'string' ? `begin; ${text}` : { ...first, text: `begin; ${text}` };
    // Several statements answer a list of results: the caller asked for the last one's.
    return (send.apply(this, [joined, ...args.slice(1)]) as Promise<unknown>).then((results) =>
      Array.isArray(results) ? (results[results.length - 1] as unknown) : results,
    );
  };
  const run = (tails.get(this) ?? Promise.resolve()).then(sendIt);
  tails.set(
    this,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

/** The pool's client class: `new pg.Pool({ Client: SerialClient })`. */
export class SerialClient extends pg.Client {}
(SerialClient.prototype as unknown as { query: Query }).query = serialQuery;
