// The contract fuzz suite: every operation of openapi/ gets hostile requests derived from its
// parameters and body (fuzz-values.ts), as the administrator (who passes every permission check,
// so the values reach validation and handlers). No answer may be a 5xx; every error is a problem
// with no echo of long input and no word of our internals; and a refused write changes no row.
// Bounded and seeded: FUZZ_SEED reproduces a run, FUZZ_PER_OPERATION widens it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFuzzServer } from './fuzz-server.js';
import { ECHO, hostileRequests, seeded } from './fuzz-values.js';
import { acrossTenants, type TestServer } from './helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 8);

/** The rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A digest of every row of every table: equal before and after means nothing changed. */
async function digest(server: TestServer): Promise<string> {
  const { db } = server.database;
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = rowsOf<{ name: string }>(tables).map(
    ({ name }) =>
      `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
  );
  // Every tenant's rows: read through the platform escape.
  const result = await acrossTenants(server, () => db.execute(sql.raw(parts.join(' union all '))));
  return rowsOf<{ t: string; h: string }>(result)
    .map((r) => `${r.t}:${r.h}`)
    .join(',');
}

describe(`contract fuzz (seed ${String(SEED)})`, () => {
  const ctx = useFuzzServer();

  it('answers hostile input to every operation with a 4xx problem, changing nothing', async () => {
    const random = seeded(SEED);
    const findings: string[] = [];
    let sent = 0;
    let errors5xx = 0;
    let notProblem = 0;
    for (const operation of ctx.operations) {
      const writes = operation.method !== 'GET';
      const before = writes ? await digest(ctx.server) : '';
      let accepted = false;
      for (const request of hostileRequests(operation, ctx.headers, random, PER_OPERATION)) {
        const response = await ctx.server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        const where = `${operation.operationId} [${request.label}] → ${String(response.statusCode)}`;
        if (response.statusCode >= 500) {
          errors5xx++;
          findings.push(`${where}: ${response.body.slice(0, 200)}`);
        }
        if (response.statusCode < 400) {
          accepted = true;
          continue;
        }
        const type = String(response.headers['content-type'] ?? '');
        if (!type.startsWith('application/problem+json')) {
          notProblem++;
          findings.push(`${where}: ${type}`);
        }
        if (response.body.includes(ECHO)) findings.push(`${where}: echoes long input`);
        if (/contract|FST_|Error:|stack|undefined/i.test(response.body))
          findings.push(`${where}: internal text ${response.body.slice(0, 200)}`);
      }
      // A write that refused every hostile request left every row as it was.
      if (writes && !accepted && (await digest(ctx.server)) !== before)
        findings.push(`${operation.operationId}: a refused request changed rows`);
    }
    console.info(
      `fuzz: ${String(sent)} requests, ${String(errors5xx)} 5xx, ${String(notProblem)} non-problem errors`,
    );
    expect(sent).toBeGreaterThan(ctx.operations.length * 4);
    expect(findings).toEqual([]);
  }, 180_000);
});
