// An import survives its process being killed (SIGKILL) in the middle of a file: while the process
// is down the registrations hold none of the file's rows, and after a restart the import runs
// again and ends with all of its good rows, once — on PGlite (a data folder) and on PostgreSQL.
// Stopped there instead (SIGTERM), the process hands the job back uncounted and exits 0 with no
// error logged (docs/decisions/0055); the next process runs the import to its end as the job's
// first attempt. (A read waiting on the pipe returns only when the pipe ends, which the test then
// makes happen: Node ends a file stream only once its pending read has returned.)
//
// "In the middle" holds by construction, not by timing: the stored file is replaced by named
// pipes (FIFOs) that the test feeds. The first pass (format, encoding, line count) gets the whole
// file; the second pass gets the header and the first rows and then nothing more, so the job
// cannot finish, merge or commit whatever the machine's speed. The test kills the process once
// the import's processing marker reports rows read (an event of the realtime stream), then puts
// the real file back and starts the API again. The stop goes at the same moment.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.js';
import { sql } from 'drizzle-orm';
import { asPlatform, openDatabase, queryRows } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { startApiChild, type ApiChild } from './api-child.js';
import { csvText, validRow, type Importacao } from './registrations-helpers.js';
import { changeOf, openStream, type SseEvent, type SseReader } from './sse.js';

const ROWS = 20_000;
/** Every 100th row is bad (an invalid chassis). */
const BAD = ROWS / 100;
const GOOD = ROWS - BAD;
const text = csvText(
  Array.from({ length: ROWS }, (_, n) =>
    n % 100 === 99 ? validRow(n, { chassi: 'X' }) : validRow(n),
  ),
);
const file = Buffer.from(text);
/** The header and the first rows: more than the importer reads between two progress reports. */
const head = Buffer.from(text.split('\r\n').slice(0, 10_001).join('\r\n') + '\r\n');
const TENANT = 'abracaf';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signIn(api: ApiChild): Promise<Record<string, string>> {
  const response = await fetch(`${api.url}/Connect/Token`, {
    method: 'POST',
    headers: { domain: TENANT, 'content-type': 'application/json' },
    body: JSON.stringify({ login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { domain: TENANT, authorization: `Bearer ${token}` };
}

async function upload(api: ApiChild, headers: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.append('files[]', new Blob([file], { type: 'text/csv' }), 'grande.csv');
  const response = await fetch(`${api.url}/api/Emplacamento/ImportacaoEmplacamento?guid=true`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(response.status).toBe(200);
  const [sent] = (await response.json()) as [{ Guid: string }];
  return sent.Guid;
}

async function create(api: ApiChild, headers: Record<string, string>, guid: string) {
  const response = await fetch(
    `${api.url}/api/Emplacamento/ImportacaoEmplacamento/CriarImportacao`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ArquivoGuid: guid }),
    },
  );
  expect(response.status).toBe(202);
  return ((await response.json()) as Importacao).Id;
}

async function obter(api: ApiChild, headers: Record<string, string>, id: number) {
  const response = await fetch(
    `${api.url}/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(id)}`,
    { headers },
  );
  return (await response.json()) as Importacao;
}

/** The marker change of import `id` that `match`es its data. */
const markerOf =
  (id: number, match: (dados: Record<string, unknown>) => boolean) => (event: SseEvent) => {
    if (event.event !== 'marcadoresProcessamento') return false;
    const dados = changeOf(event).documento.dados as Record<string, unknown>;
    return dados.importacaoId === id && match(dados);
  };

const FINAL = ['Concluida', 'ConcluidaComErros', 'Falhou', 'Cancelada'];
/** A run far slower than this one is broken, not slow: the waits for events give up after it. */
const EVENT_LIMIT_MS = 240_000;

/** A named pipe at `where`. */
const mkfifo = (where: string) => promisify(execFile)('mkfifo', [where]);

/** Writes all of `bytes` to a pipe's write end (each write waits for the reader to drain). */
async function feed(pipe: FileHandle, bytes: Buffer) {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await pipe.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}

/**
 * Starts the import of the uploaded file `blob` held mid-file (see the top of this file) and
 * ends `api` (`kill` or `stop`) once its marker reports rows read. Returns the import id and the
 * rows it had read.
 */
async function importAndEnd(api: ApiChild, dataDir: string, end: 'kill' | 'stop') {
  const headers = await signIn(api);
  const guid = await upload(api, headers);
  const blob = path.join(dataDir, 'arquivos', TENANT, guid.slice(0, 2), guid);
  await rm(blob);
  await mkfifo(blob);
  // Opening a pipe's write end waits for its reader: this resolves when the first pass opens it.
  const firstPass = open(blob, 'w');
  const stream = await openStream(`${api.url}/api/Realtime/Stream`, headers);
  cleanups.push(() => {
    stream.close();
    return Promise.resolve();
  });
  const id = await create(api, headers, guid);
  const first = await firstPass;
  // The first pass keeps its descriptor; the second opens whatever is at the path then.
  await rename(blob, `${blob}.primeira`);
  await mkfifo(blob);
  const secondPass = open(blob, 'w');
  await feed(first, file);
  await first.close();
  const second = await secondPass;
  await feed(second, head);
  const seen = await stream.next(
    markerOf(id, (d) => d.status === 'Processando' && Number(d.linhasLidas) > 0),
    EVENT_LIMIT_MS,
  );
  if (end === 'kill') await api.kill();
  else {
    api.process.kill('SIGTERM');
    // A read waiting on the pipe when the stop came returns only when the pipe ends: its write
    // end closes once the server has closed and waits for the job (or the process is gone).
    await Promise.race([
      api
        .logged((entry) => entry.msg === 'job queue: server closed; waiting for the running jobs')
        .catch(() => undefined),
      api.exited,
    ]);
    await second.close();
    await api.exited;
  }
  stream.close();
  // The reader is gone: the write end only has to close. Then the real file goes back.
  await second.close().catch(() => undefined);
  await rm(blob);
  await rm(`${blob}.primeira`);
  await writeFile(blob, file);
  const dados = changeOf(seen).documento.dados as { linhasLidas: number };
  return { id, lidas: dados.linhasLidas };
}

/** Resolves with the import once it has ended: its stream first, then one read (no race). */
async function untilEnded(api: ApiChild, id: number): Promise<Importacao> {
  const headers = await signIn(api);
  const stream: SseReader = await openStream(`${api.url}/api/Realtime/Stream`, headers);
  try {
    const now = await obter(api, headers, id);
    if (!FINAL.includes(now.Status))
      await stream.next(
        markerOf(id, (d) => FINAL.includes(String(d.status))),
        EVENT_LIMIT_MS,
      );
    return await obter(api, headers, id);
  } finally {
    stream.close();
  }
}

const ended = {
  Status: 'ConcluidaComErros',
  LinhasImportadas: GOOD,
  LinhasComErro: BAD,
};

/** A log line of an error, or one of a failed shutdown, of a child's log. */
const failures = (entries: Record<string, unknown>[]) =>
  entries.filter(
    (entry) =>
      Number(entry.level) >= 50 || /shutdown failed|did not start in time/i.test(String(entry.msg)),
  );

/** The import's registrations and its job, read from the PGlite folder of a stopped process. */
async function pgliteCounts(dataDir: string, id: number) {
  const database = await openDatabase({ dir: path.join(dataDir, 'pglite') });
  try {
    const [row] = await asPlatform(database.db, () =>
      queryRows<{ n: number; distintos: number; tentativas: number; status: string }>(
        database.db,
        sql`select
          (select count(*)::int from emplacamento where importacao_id = ${id}) as n,
          (select count(distinct chassi)::int from emplacamento where importacao_id = ${id})
            as distintos,
          (select tentativas from tarefa where carga->>'importacaoId' = ${String(id)})
            as tentativas,
          (select status from tarefa where carga->>'importacaoId' = ${String(id)}) as status`,
      ),
    );
    return row;
  } finally {
    await database.close();
  }
}

// Each pass defines only its own database's tests (nothing reported as skipped).
if (!testDatabaseUrl())
  describe('SIGKILL and SIGTERM mid-import on PGlite', () => {
    it('holds none of the rows while down and all good rows after the restart', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = await startApiChild(dataDir);
      cleanups.push(first.kill);
      const { id, lidas } = await importAndEnd(first, dataDir, 'kill');
      expect(lidas).toBeLessThan(ROWS);

      const count = async () => {
        const { n, distintos, tentativas } = (await pgliteCounts(dataDir, id)) ?? {};
        return { n, distintos, tentativas };
      };
      expect((await count()).n).toBe(0);

      const second = await startApiChild(dataDir);
      cleanups.push(second.kill);
      expect(await untilEnded(second, id)).toMatchObject(ended);
      // The queue closes the job after the import's last event: its log line says when.
      await second.logged((entry) => entry.msg === 'job queue: done' && entry.tentativas === 2);
      await second.stop();
      // Restarted: the run after the restart is the job's second attempt.
      expect(await count()).toEqual({ n: GOOD, distintos: GOOD, tentativas: 2 });
    }, 600_000);

    it('stops mid-file: exit 0, the job back in line uncounted, the import done by the next', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-stop-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = await startApiChild(dataDir);
      cleanups.push(first.kill);
      const { id, lidas } = await importAndEnd(first, dataDir, 'stop');
      expect(lidas).toBeLessThan(ROWS);
      expect(await first.exited).toBe(0);
      expect(failures(first.entries)).toEqual([]);
      expect(await pgliteCounts(dataDir, id)).toEqual({
        n: 0,
        distintos: 0,
        tentativas: 0,
        status: 'pendente',
      });

      const second = await startApiChild(dataDir);
      cleanups.push(second.kill);
      expect(await untilEnded(second, id)).toMatchObject(ended);
      await second.logged((entry) => entry.msg === 'job queue: done' && entry.tentativas === 1);
      await second.stop();
      expect(await second.exited).toBe(0);
      expect(failures(second.entries)).toEqual([]);
      expect(await pgliteCounts(dataDir, id)).toEqual({
        n: GOOD,
        distintos: GOOD,
        tentativas: 1,
        status: 'concluida',
      });
    }, 600_000);
  });

/** A fresh database on the test's PostgreSQL server, dropped after the file. */
async function scratchDatabase(): Promise<URL> {
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
  return url;
}

if (testDatabaseUrl())
  describe('SIGKILL and SIGTERM mid-import on PostgreSQL', () => {
    it('holds none of the rows while down; the restarted process takes the job over', async () => {
      const url = await scratchDatabase();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = await startApiChild(dataDir, url.toString());
      cleanups.push(first.kill);
      const { id, lidas } = await importAndEnd(first, dataDir, 'kill');
      expect(lidas).toBeLessThan(ROWS);

      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      cleanups.push(() => client.end());
      const rows = () =>
        client.query<{ n: number; distintos: number }>(
          'select count(*)::int as n, count(distinct chassi)::int as distintos from emplacamento where importacao_id = $1',
          [id],
        );
      expect((await rows()).rows[0]?.n).toBe(0);
      const held = await client.query<{ status: string }>(
        `select status from tarefa where carga->>'importacaoId' = $1`,
        [String(id)],
      );
      // Still held by the dead process: its lease has to run out before another claims it.
      expect(held.rows[0]?.status).toBe('executando');

      const second = await startApiChild(dataDir, url.toString());
      cleanups.push(second.kill);
      expect(await untilEnded(second, id)).toMatchObject(ended);
      // The queue closes the job after the import's last event: its log line says when.
      await second.logged((entry) => entry.msg === 'job queue: done' && entry.tentativas === 2);
      expect((await rows()).rows[0]).toEqual({ n: GOOD, distintos: GOOD });
      const job = await client.query<{ status: string; tentativas: number }>(
        `select status, tentativas from tarefa where carga->>'importacaoId' = $1`,
        [String(id)],
      );
      expect(job.rows[0]).toEqual({ status: 'concluida', tentativas: 2 });
      await second.stop();
    }, 600_000);

    it('stops mid-file: exit 0, the job back in line uncounted, the import done by the next', async () => {
      const url = await scratchDatabase();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-stop-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = await startApiChild(dataDir, url.toString());
      cleanups.push(first.kill);
      const { id, lidas } = await importAndEnd(first, dataDir, 'stop');
      expect(lidas).toBeLessThan(ROWS);
      expect(await first.exited).toBe(0);
      expect(failures(first.entries)).toEqual([]);

      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      cleanups.push(() => client.end());
      const state = async () => {
        const result = await client.query<{ n: number; status: string; tentativas: number }>(
          `select (select count(*)::int from emplacamento where importacao_id = $1) as n,
             t.status, t.tentativas from tarefa t where t.carga->>'importacaoId' = $2`,
          [id, String(id)],
        );
        return result.rows[0];
      };
      // Handed back, not left to its lease: any process claims it at once.
      expect(await state()).toEqual({ n: 0, status: 'pendente', tentativas: 0 });

      const second = await startApiChild(dataDir, url.toString());
      cleanups.push(second.kill);
      expect(await untilEnded(second, id)).toMatchObject(ended);
      await second.logged((entry) => entry.msg === 'job queue: done' && entry.tentativas === 1);
      expect(await state()).toEqual({ n: GOOD, status: 'concluida', tentativas: 1 });
      await second.stop();
      expect(await second.exited).toBe(0);
      expect(failures(second.entries)).toEqual([]);
    }, 600_000);
  });
