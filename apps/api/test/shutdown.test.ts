// The API's stop on SIGTERM (docs/decisions/0055), in a real process.
//
// While it is still starting: the process ends its start at the next step, closes its database
// and exits 0, and the next process starts on the same data. The signal goes on the child's first
// log line, which it writes once it listens for signals and before it opens the database: the
// migrations and the demo seed of a fresh database that follow take seconds, so the signal always
// lands in the start. On PGlite (a data folder) and on PostgreSQL (a fresh database).
//
// While an import waits to merge (PostgreSQL): the test holds the tenant's merge lock, as another
// process merging a file of the tenant would, and sends the signal once the merge waits on it. The
// server stops taking requests, the import merges when the lock is let go, and then the process
// closes its database and exits 0. A stop that waited for the job inside Fastify's preClose hooks
// failed there after the plugin timeout (120 s): "shutdown failed: Plugin did not start in time",
// exit 1, the database left open.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { spawnApiChild, startApiChild } from './api-child.js';
import { csvText, validRow, type Importacao } from './registrations-helpers.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh database on the test server (dropped after the file), or '' for PGlite. */
async function freshDatabase(): Promise<string> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return '';
  const name = `api_shutdown_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A log line of an error, or one of a failed shutdown, of a child's log. */
const failures = (entries: Record<string, unknown>[]) =>
  entries.filter(
    (entry) =>
      Number(entry.level) >= 50 || /shutdown failed|did not start in time/i.test(String(entry.msg)),
  );

describe(`SIGTERM while starting, on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('ends the start, closes the database and exits 0; the next start runs on the same data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-shutdown-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const databaseUrl = await freshDatabase();

    const starting = spawnApiChild(dataDir, databaseUrl);
    cleanups.push(starting.kill);
    await starting.logged((entry) => entry.msg === 'starting');
    starting.process.kill('SIGTERM');
    expect(await starting.exited).toBe(0);
    expect(starting.entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['shutting down while starting', 'stopped before listening']),
    );
    // It never listened.
    expect(starting.entries.some((entry) => /Server listening/.test(String(entry.msg)))).toBe(
      false,
    );
    expect(failures(starting.entries)).toEqual([]);

    const next = await startApiChild(dataDir, databaseUrl);
    cleanups.push(next.kill);
    const health = await fetch(`${next.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', banco: 'ok' });
    await next.stop();
    expect(await next.exited).toBe(0);
    expect(failures(next.entries)).toEqual([]);
  }, 600_000);
});

const TENANT = 'abracaf';
const ROWS = 300;

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/Connect/Token`, {
    method: 'POST',
    headers: { domain: TENANT, 'content-type': 'application/json' },
    body: JSON.stringify({ login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { domain: TENANT, authorization: `Bearer ${token}` };
}

/** Uploads a file of `ROWS` good rows and creates its import; resolves with its id. */
async function startImport(url: string, headers: Record<string, string>): Promise<number> {
  const rows = Array.from({ length: ROWS }, (_, n) => validRow(n));
  const form = new FormData();
  form.append('files[]', new Blob([csvText(rows)], { type: 'text/csv' }), 'parada.csv');
  const uploaded = await fetch(`${url}/api/Emplacamento/ImportacaoEmplacamento?guid=true`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const [sent] = (await uploaded.json()) as [{ Guid: string }];
  const created = await fetch(`${url}/api/Emplacamento/ImportacaoEmplacamento/CriarImportacao`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ArquivoGuid: sent.Guid }),
  });
  expect(created.status).toBe(202);
  return ((await created.json()) as Importacao).Id;
}

/**
 * Resolves once `look` answers true, asking every 50 ms (a state of the database the test waits
 * for; no event announces it). Gives up after `limitMs`.
 */
async function until(look: () => Promise<boolean>, limitMs = 120_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await look())) {
    if (Date.now() > end) throw new Error('the awaited state never came');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (testDatabaseUrl())
  describe('SIGTERM while an import waits to merge, on PostgreSQL', () => {
    it('stops taking requests, lets the merge finish, closes the database and exits 0', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-shutdown-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const databaseUrl = await freshDatabase();
      const api = await startApiChild(dataDir, databaseUrl);
      cleanups.push(api.kill);
      const headers = await signIn(api.url);

      // The tenant's merge lock (merge.ts), held in a transaction of the test's own.
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      cleanups.push(() => holder.end());
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(hashtext('emplacamento:${TENANT}'))`);
      const id = await startImport(api.url, headers);
      const watcher = new pg.Client({ connectionString: databaseUrl });
      await watcher.connect();
      cleanups.push(() => watcher.end());
      await until(async () => {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        );
        return (rows[0]?.n ?? 0) > 0;
      });

      api.process.kill('SIGTERM');
      // Said once the server has closed: it takes no request any more.
      await api.logged(
        (entry) => entry.msg === 'job queue: server closed; waiting for the running jobs',
      );
      await expect(fetch(`${api.url}/health`)).rejects.toThrow();
      await holder.query('commit');
      expect(await api.exited).toBe(0);
      expect(failures(api.entries)).toEqual([]);
      expect(api.entries.some((entry) => entry.msg === 'job queue: done')).toBe(true);

      const { rows } = await watcher.query<{ status: string; linhas: number; tarefa: string }>(
        `select i.status, i.linhas_importadas as linhas, t.status as tarefa
           from importacao i join tarefa t on t.carga->>'importacaoId' = i.id::text
          where i.id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({ status: 'Concluida', linhas: ROWS, tarefa: 'concluida' });
    }, 600_000);
  });
