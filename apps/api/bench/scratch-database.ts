// A database of its own for one bench run on the PostgreSQL server of DATABASE_URL, dropped after
// (or kept, when a later run is to measure the same data again).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `measure` against a fresh database of the server at `serverUrl`, then drops it. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  measure: (databaseUrl: string) => Promise<T>,
  options: { keep?: boolean } = {},
): Promise<T> {
  const name = `api_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    return await measure(target.toString());
  } finally {
    if (!options.keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
