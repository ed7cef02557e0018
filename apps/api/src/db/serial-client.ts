// A pg client that sends the promise-style queries it is given one after another. A request's
// transaction is one connection, and code inside it may start several reads at once (a report's
// Promise.all of its sums and its names). pg 8 queues them itself but warns that pg 9 will not:
// this is the "external async flow control" it asks for, in one place instead of in every caller.
// Callback-style and streaming calls (a Submittable such as a COPY stream) go straight through.
import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const send = Reflect.get(pg.Client.prototype, 'query') as Query;
const tails = new WeakMap<pg.Client, Promise<unknown>>();

function serialQuery(this: pg.Client, ...args: unknown[]): unknown {
  const first = args[0] as { submit?: unknown } | null | undefined;
  const streaming =
    typeof first === 'object' && first !== null && typeof first.submit === 'function';
  if (streaming || typeof args[args.length - 1] === 'function') return send.apply(this, args);
  const run = (tails.get(this) ?? Promise.resolve()).then(() => send.apply(this, args));
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
