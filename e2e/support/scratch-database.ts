// The journeys' own PostgreSQL database: created empty by the runner when the machine has a
// PostgreSQL server (DATABASE_URL, as CI exports it), migrated and seeded by the product on start,
// dropped when the run ends. Without DATABASE_URL the product runs on its embedded PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates an empty database beside the one `serverUrl` names; answers its URL. */
export async function createScratchDatabase(serverUrl: string): Promise<string> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `url` names, closing whatever connection the product left open. */
export async function dropScratchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^e2e_[0-9a-f]{12}$/.test(name)) throw new Error(`${name} is not a journeys' database`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
