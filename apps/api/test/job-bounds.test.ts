// The job queue's bounds, shown with imports that never end by themselves: each file is a named
// pipe the test keeps open and trickles rows into, so the reader always waits for more (as a
// reader held by a hostile file would). While one holds a worker, another tenant's import runs to
// its end; a cancel stops it at once and frees its worker; and a job that runs past its time ends
// failed, with a message in the user's language. The order of events shows each, with no clock.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { COLUNAS } from '../src/registrations/columns.js';
import { seedReference } from '../src/seed/reference.js';
import { auth, createTestServer, login, platformSql, type TestServer } from './helpers.js';
import {
  criar,
  csvText,
  importFile,
  uploadRegistrations,
  validRow,
  waitImport,
  type Importacao,
} from './registrations-helpers.js';

const base = '/api/Emplacamento/ImportacaoEmplacamento';

/** The pipes' writing ends and their trickles, ended after each suite. */
const pipes: { fd: number; trickle: NodeJS.Timeout }[] = [];

/** Serial numbers of the rows trickled into the pipes. */
let serial = 100_000;

/**
 * Starts an import of `tenant` whose file is a named pipe that never reaches its end: a header
 * and a row, then a row every 20 ms (the reader never waits on a read for long). Resolves once
 * the import is running.
 */
async function stuckImport(
  server: TestServer,
  headers: Record<string, string>,
  tenant: string,
): Promise<number> {
  const content = Buffer.from(csvText([validRow(serial++)]));
  const guid = await uploadRegistrations(server, headers, 'never-ends.csv', content);
  const hash = createHash('sha256').update(content).digest('hex');
  const blob = path.join(server.config.dataDir, 'arquivos', tenant, hash.slice(0, 2), hash);
  fs.rmSync(blob);
  execFileSync('mkfifo', [blob]);
  // Read and write, without blocking: the open never waits for the other end, a write to a full
  // pipe (once nobody reads) is dropped, and the pipe never reaches its end.
  const fd = fs.openSync(blob, fs.constants.O_RDWR | fs.constants.O_NONBLOCK);
  const write = (bytes: Buffer) => {
    try {
      fs.writeSync(fd, bytes);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  };
  write(content);
  const trickle = setInterval(() => {
    write(Buffer.from(`${COLUNAS.map((c) => validRow(serial)[c] ?? '').join(';')}\r\n`));
    serial++;
  }, 20);
  pipes.push({ fd, trickle });
  const created = await criar(server, headers, guid);
  expect(created.statusCode, created.body).toBe(202);
  const id = created.json<Importacao>().Id;
  for (;;) {
    const response = await server.app.inject({
      method: 'GET',
      url: `${base}/ObterImportacao?id=${String(id)}`,
      headers,
    });
    if (response.json<Importacao>().Status === 'Processando') return id;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const cancel = async (server: TestServer, headers: Record<string, string>, id: number) => {
  const response = await server.app.inject({
    method: 'POST',
    url: `${base}/CancelarImportacao?id=${String(id)}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const jobsOf = (server: TestServer) =>
  queryRows<{ status: string; erro: string | null }>(
    platformSql(() => server),
    sql`select status, erro from tarefa order by id`,
  );

async function serverWith(imports: Partial<ReturnType<typeof loadConfig>['imports']>) {
  const server = await createTestServer({
    imports: { ...loadConfig({ NODE_ENV: 'test' }).imports, ...imports },
  });
  await seedReference(server.database.db, ['abracaf', 'assobrav']);
  return {
    server,
    admin: { ...auth((await login(server.app, 'administrador')).token), 'accept-language': 'en' },
    other: auth((await login(server.app, 'administrador', 'assobrav')).token, 'assobrav'),
  };
}

afterAll(() => {
  for (const { fd, trickle } of pipes) {
    clearInterval(trickle);
    fs.closeSync(fd);
  }
});

describe('the job queue, with an import that never ends', () => {
  let ctx: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    ctx = await serverWith({ workers: 2 });
  }, 180_000);
  afterAll(() => ctx.server.close());

  it("runs another tenant's import meanwhile, and a cancel frees the worker at once", async () => {
    const { server, admin, other } = ctx;
    const row = (n: number) => Buffer.from(csvText([validRow(n)]));
    const stuck = await stuckImport(server, admin, 'abracaf');
    // One worker is held; the other takes the next tenant's import.
    expect(await importFile(server, other, 'other.csv', row(2))).toMatchObject({
      Status: 'Concluida',
      LinhasImportadas: 1,
    });
    // Now both are held.
    const stuckToo = await stuckImport(server, other, 'assobrav');
    await cancel(server, admin, stuck);
    expect(await waitImport(server, admin, stuck)).toMatchObject({ Status: 'Cancelada' });
    // Only the cancelled job's worker can run this one: the cancel reached its reading.
    expect(await importFile(server, admin, 'next.csv', row(3))).toMatchObject({
      Status: 'Concluida',
      LinhasImportadas: 1,
    });
    await cancel(server, other, stuckToo);
    await expect
      .poll(async () => (await jobsOf(server)).map((j) => j.status), { timeout: 30_000 })
      .toEqual(['cancelada', 'concluida', 'cancelada', 'concluida']);
  }, 120_000);
});

describe('a job that runs past its time', () => {
  let ctx: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    ctx = await serverWith({ maxSeconds: 1 });
  }, 180_000);
  afterAll(() => ctx.server.close());

  it('ends failed for good, with a message in the user’s language', async () => {
    const stuck = await stuckImport(ctx.server, ctx.admin, 'abracaf');
    const ended = await waitImport(ctx.server, ctx.admin, stuck);
    expect(ended).toMatchObject({ Status: 'Falhou', LinhasImportadas: 0 });
    expect(ended.Mensagem).toMatch(/ran past 1 minutes and was stopped: nothing was saved/);
    await expect
      .poll(async () => jobsOf(ctx.server), { timeout: 30_000 })
      .toEqual([{ status: 'falhou', erro: 'job ran past its 1 s' }]);
  }, 120_000);
});
