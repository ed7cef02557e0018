// `pnpm --filter @emplacamento/api bench` (imports part): a registration CSV on disk → committed
// rows, through the real pipeline (inspect, parse, validate, resolve, staging load, merge) on
// PGlite and, when DATABASE_URL is set, on PostgreSQL, side by side. Prints rows/s and the peak
// resident memory of this process for each file size, and checks that a file with 1 % bad rows
// gets every good row in and every bad row in the report. Beside each PostgreSQL figure, a floor
// measured in the same run: a plain COPY of the same file into a table without indexes, the
// fastest any import of that file could be on that server at that moment (the machine's load
// changes every figure several-fold, so a figure alone says little).
import { createWriteStream, createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, withTenant, type Database } from '../src/db/client.js';
import { importacao, importacaoErro, emplacamento } from '../src/db/schema-registrations.js';
import { arquivar } from '../src/files/archive.js';
import { FileStore } from '../src/files/store.js';
import { FirebaseTenants } from '../src/realtime/firebase.js';
import { RealtimePublisher } from '../src/realtime/publisher.js';
import { COLUNAS } from '../src/registrations/columns.js';
import { chassiOf, placaOf, renavamOf } from '../src/registrations/generate.js';
import { runImport } from '../src/registrations/importer.js';
import { importKinds } from '../src/registrations/jobs.js';
import { seedReference } from '../src/seed/reference.js';
import { seedDemo } from '../src/seed/seed.js';
import { withScratchDatabase } from './scratch-database.js';

const sizes = (process.env.BENCH_IMPORT_ROWS ?? '100000,1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);

/** Writes a CSV of `rows` rows, every 100th one bad (an invalid chassis), streamed to disk. */
async function writeFile(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${COLUNAS.join(';')}\n`);
  let chunk = '';
  for (let n = 0; n < rows; n++) {
    const bad = n % 100 === 99;
    chunk += `${String((n % 28) + 1).padStart(2, '0')}/${String((n % 12) + 1).padStart(2, '0')}/2025;${bad ? 'X' : chassiOf('9BD', n, 2025)};${placaOf(n)};${renavamOf(n)};FIAT;ARGO;ARGO 1.0 FLEX;Hatch;2024;2025;FLEX;BRANCO;3550308;;VAREJO\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

interface Figure {
  database: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** Seconds reading, checking and staging the file, then merging it (the importer's log). */
  readSeconds: number | null;
  mergeSeconds: number | null;
  /** rows/s of a plain COPY of the same file into a table without indexes (PostgreSQL only). */
  floorRowsPerSecond: number | null;
  load: string;
  peakRssMb: number;
  imported: number;
  reported: number;
  expectedGood: number;
}

async function importOnce(
  database: Database,
  label: string,
  dataDir: string,
  file: string,
  rows: number,
): Promise<Figure> {
  const store = new FileStore(path.join(dataDir, 'arquivos'));
  const archived = await arquivar(
    database.db,
    store,
    'abracaf',
    {
      nome: path.basename(file),
      tipoConteudo: 'text/csv',
      categoria: 'ImportacaoEmplacamento',
      usuarioId: null,
    },
    createReadStream(file),
  );
  // The bench's own reads and writes are one tenant's, in its scope like the API's.
  const abracaf = <T>(fn: () => Promise<T>) => withTenant(database.db, 'abracaf', fn);
  const [row] = await abracaf(() =>
    database.db
      .insert(importacao)
      .values({
        tenantId: 'abracaf',
        arquivoId: archived.id,
        arquivoHash: archived.hash,
        arquivoNome: archived.nome,
        usuarioId: 1,
        atualizarDashboard: false,
      })
      .returning({ id: importacao.id }),
  );
  const id = row?.id ?? 0;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  // No Firebase folder: the bench's tenant publishes to the table, as the default start does.
  const publisher = new RealtimePublisher(
    database.db,
    await FirebaseTenants.load(path.join(dataDir, 'firebase')),
    () => new Date(),
  );
  // The importer logs where its time went; the bench keeps that line.
  let timings: { readMs?: number; mergeMs?: number } = {};
  const logLines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as { msg?: string; readMs?: number };
      if (line.msg === 'import: timings') timings = line;
      done();
    },
  });
  const started = performance.now();
  await runImport(
    {
      database,
      files: store,
      publisher,
      kinds: importKinds(publisher),
      now: () => new Date(),
      log: Fastify({ logger: { level: 'info', stream: logLines } }).log,
      afterCommit: () => Promise.resolve(),
      xlsxMaxUncompressedBytes: Number.POSITIVE_INFINITY,
    },
    'abracaf',
    id,
    new AbortController().signal,
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [[imported], [reported]] = await abracaf(async () => {
    const counts = [
      await database.db
        .select({ n: count() })
        .from(emplacamento)
        .where(eq(emplacamento.importacaoId, id)),
      await database.db
        .select({ n: count() })
        .from(importacaoErro)
        .where(eq(importacaoErro.importacaoId, id)),
    ] as const;
    // The next size starts from an empty table, as a first import of a tenant would.
    await database.db.delete(emplacamento).where(eq(emplacamento.importacaoId, id));
    return counts;
  });
  return {
    database: label,
    rows,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(rows / seconds),
    readSeconds: timings.readMs === undefined ? null : Math.round(timings.readMs / 100) / 10,
    mergeSeconds: timings.mergeMs === undefined ? null : Math.round(timings.mergeMs / 100) / 10,
    floorRowsPerSecond: null,
    load: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
    peakRssMb: Math.round(peak / 1048576),
    imported: imported?.n ?? 0,
    reported: reported?.n ?? 0,
    expectedGood: rows - Math.floor(rows / 100),
  };
}

/** rows/s of a plain COPY of `file` (its header skipped) into a new table without indexes. */
async function floor(url: string, file: string, rows: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create table bench_piso (${COLUNAS.map((c) => `${c} text`).join(', ')})`);
    const started = performance.now();
    await pipeline(
      createReadStream(file),
      client.query(
        copyFrom(`copy bench_piso from stdin with (format csv, delimiter ';', header true)`),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query('drop table bench_piso');
    return Math.round(rows / seconds);
  } finally {
    await client.end();
  }
}

async function measure(
  label: string,
  target: Parameters<typeof openDatabase>[0],
  files: [number, string][],
  dataDir: string,
): Promise<Figure[]> {
  const database = await openDatabase(target);
  try {
    await seedDemo(database.db, { N: 1024, r: 8, p: 1 });
    await seedReference(database.db, ['abracaf']);
    const figures: Figure[] = [];
    for (const [rows, file] of files) {
      // The floor just before the import, so both see the same load.
      const piso = 'url' in target ? await floor(target.url, file, rows) : null;
      const figure = await importOnce(database, label, dataDir, file, rows);
      figure.floorRowsPerSecond = piso;
      // Each size as soon as it is measured: a run of 5,000,000 rows takes long on a busy machine,
      // and a run stopped there still tells the sizes before it.
      console.info(JSON.stringify(figure));
      figures.push(figure);
    }
    return figures;
  } finally {
    await database.close();
  }
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-bench-imports-'));
try {
  const files: [number, string][] = [];
  for (const rows of sizes) {
    const file = path.join(dir, `emplacamentos-${String(rows)}.csv`);
    await writeFile(file, rows);
    files.push([rows, file]);
  }
  const figures = process.env.BENCH_SKIP_PGLITE
    ? []
    : await measure('PGlite', { memory: true }, files, dir);
  const url = process.env.DATABASE_URL;
  if (url)
    figures.push(
      ...(await withScratchDatabase(url, (u) => measure('PostgreSQL', { url: u }, files, dir))),
    );
  console.info('\nRegistration import: CSV on disk → committed rows (1 % bad rows)');
  console.table(figures);
  for (const f of figures)
    if (f.imported !== f.expectedGood || f.reported !== f.rows - f.expectedGood)
      throw new Error(
        `${f.database} ${String(f.rows)}: ${String(f.imported)} imported, ${String(f.reported)} reported`,
      );
} finally {
  await rm(dir, { recursive: true, force: true });
}
