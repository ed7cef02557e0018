// An import survives its process being killed (kill -9) mid-file: the registrations hold none of
// the file's rows while it is down, and all of its good rows once the import has run again —
// after a restart on PGlite, and on PostgreSQL in the other API process that shares the queue.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { startApiChild, type ApiChild } from './api-child.js';
import { csvBytes, validRow, type Importacao } from './registrations-helpers.js';

const ROWS = 60_000;
/** Every 100th row is bad (an invalid chassis). */
const file = csvBytes(
  Array.from({ length: ROWS }, (_, n) =>
    n % 100 === 99 ? validRow(n, { chassi: 'X' }) : validRow(n),
  ),
);
const GOOD = ROWS - ROWS / 100;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signIn(api: ApiChild): Promise<Record<string, string>> {
  const response = await fetch(`${api.url}/Connect/Token`, {
    method: 'POST',
    headers: { domain: 'abracaf', 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'administrador@abracaf.demo', senha: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { domain: 'abracaf', authorization: `Bearer ${token}` };
}

/** Uploads the file and creates its import; answers the import id. */
async function startImport(api: ApiChild, headers: Record<string, string>): Promise<number> {
  const form = new FormData();
  form.append('files[]', new Blob([file], { type: 'text/csv' }), 'grande.csv');
  const upload = await fetch(`${api.url}/api/Emplacamento/ImportacaoEmplacamento?guid=true`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(upload.status).toBe(200);
  const [{ Guid }] = (await upload.json()) as [{ Guid: string }];
  const created = await fetch(
    `${api.url}/api/Emplacamento/ImportacaoEmplacamento/CriarImportacao`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ArquivoGuid: Guid }),
    },
  );
  expect(created.status).toBe(202);
  return ((await created.json()) as Importacao).Id;
}

const midway = (i: Importacao) => i.Status === 'Processando' && i.LinhasProcessadas > 0;
const final = (i: Importacao) => !['Pendente', 'Processando'].includes(i.Status);

/**
 * Reads the import until `done` holds for it. It waits on the import's own state, not on a clock;
 * an import that ends before `done` held fails the test at once instead of waiting forever.
 */
async function waitFor(
  api: ApiChild,
  headers: Record<string, string>,
  id: number,
  done: (i: Importacao) => boolean,
): Promise<Importacao> {
  for (;;) {
    const response = await fetch(
      `${api.url}/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(id)}`,
      { headers },
    );
    const body = (await response.json()) as Importacao;
    if (done(body)) return body;
    if (final(body)) throw new Error(`import ${String(id)} ended before the awaited state`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Each pass defines only its own database's test (nothing reported as skipped).
if (!testDatabaseUrl())
  describe('kill -9 mid-import on PGlite', () => {
    it('holds none of the rows while down and all good rows after the restart', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = await startApiChild(dataDir);
      cleanups.push(first.kill);
      const headers = await signIn(first);
      const id = await startImport(first, headers);
      const seen = await waitFor(first, headers, id, midway);
      expect(seen.LinhasProcessadas).toBeLessThan(ROWS);
      await first.kill();

      const database = await openDatabase({ dir: path.join(dataDir, 'pglite') });
      const count = async () => {
        const result = await database.db.execute(
          `select count(*)::int as n from emplacamento where importacao_id = ${String(id)}` as never,
        );
        return (result as { rows: { n: number }[] }).rows[0]?.n;
      };
      expect(await count()).toBe(0);
      await database.close();

      const second = await startApiChild(dataDir);
      cleanups.push(second.kill);
      const end = await waitFor(second, await signIn(second), id, final);
      expect(end).toMatchObject({
        Status: 'ConcluidaComErros',
        LinhasImportadas: GOOD,
        LinhasComErro: ROWS / 100,
      });
      await second.stop();
      const after = await openDatabase({ dir: path.join(dataDir, 'pglite') });
      const result = await after.db.execute(
        `select count(*)::int as n from emplacamento where importacao_id = ${String(id)}` as never,
      );
      expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(GOOD);
      await after.close();
    }, 600_000);
  });

if (testDatabaseUrl())
  describe('kill -9 mid-import on PostgreSQL with two API processes', () => {
    it('the other process takes the job over; the rows are all in, once', async () => {
      const serverUrl = testDatabaseUrl() ?? '';
      const name = `api_kill_${randomBytes(6).toString('hex')}`;
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
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      // One blob folder for both: the file uploaded through one is read by whichever runs the job.
      const a = await startApiChild(dataDir, url.toString());
      cleanups.push(a.kill);
      const b = await startApiChild(dataDir, url.toString());
      cleanups.push(b.kill);
      const headers = await signIn(a);
      const id = await startImport(a, headers);
      await waitFor(a, headers, id, midway);

      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      cleanups.push(() => client.end());
      const holder = await client.query<{ trabalhador: string }>(
        `select trabalhador from tarefa where carga->>'importacaoId' = $1`,
        [String(id)],
      );
      const pid = Number(holder.rows[0]?.trabalhador.split(':')[1]);
      const [victim, survivor] = pid === a.pid ? [a, b] : [b, a];
      expect(victim.pid).toBe(pid);
      await victim.kill();
      const during = await client.query<{ n: number }>(
        'select count(*)::int as n from emplacamento where importacao_id = $1',
        [id],
      );
      expect(during.rows[0]?.n).toBe(0);

      const end = await waitFor(survivor, await signIn(survivor), id, final);
      expect(end).toMatchObject({
        Status: 'ConcluidaComErros',
        LinhasImportadas: GOOD,
        LinhasComErro: ROWS / 100,
      });
      const rows = await client.query<{ n: number; distintos: number }>(
        'select count(*)::int as n, count(distinct chassi)::int as distintos from emplacamento where importacao_id = $1',
        [id],
      );
      expect(rows.rows[0]).toEqual({ n: GOOD, distintos: GOOD });
      const job = await client.query<{
        status: string;
        tentativas: number;
        trabalhador: string | null;
      }>(`select status, tentativas, trabalhador from tarefa where carga->>'importacaoId' = $1`, [
        String(id),
      ]);
      expect(job.rows[0]).toMatchObject({ status: 'concluida', tentativas: 2 });
    }, 600_000);
  });
