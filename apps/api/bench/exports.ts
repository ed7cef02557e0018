// `pnpm --filter @emplacamento/api bench` (exports part): a list export of BENCH_EXPORT_ROWS
// dealerships (100,000 by default) as CSV and XLSX through the real operations (prepare, then
// download the streamed file), on PGlite and, when DATABASE_URL is set, on PostgreSQL. Beside it,
// the peer an export must beat on memory: the same list call answered whole (paginar=false), which
// holds every row at once. Prints rows/s and the growth of this process's resident memory.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, withTenant } from '../src/db/client.js';
import { loadContract } from '../src/http/contract.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { seedReference } from '../src/seed/reference.js';
import { seedDemo } from '../src/seed/seed.js';
import { withScratchDatabase } from './scratch-database.js';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const TENANT = 'abracaf';
const LIST = '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas';
const consulta = {
  draw: 1,
  start: 0,
  length: 25,
  order: [{ column: 'NomeFantasia', dir: 'asc' }],
  search: { value: 'Carga ' },
};
const colunas = [
  { campo: 'NomeFantasia', titulo: 'Nome fantasia' },
  { campo: 'CNPJ', titulo: 'CNPJ' },
  { campo: 'Associada', titulo: 'Associada' },
  { campo: 'MunicipioNome', titulo: 'Cidade' },
];

interface Figure {
  database: string;
  way: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  fileMb: number;
  rssGrowthMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

async function measure(label: string, target: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(target);
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), port: 0 };
  const app = await buildApp({
    config,
    database,
    secrets: { jwtKey: randomBytes(32) },
    contract: await loadContract(config.openapiDir),
    logger: false,
  });
  const figures: Figure[] = [];
  try {
    await seedDemo(database.db, { N: 1024, r: 8, p: 1 });
    await seedReference(database.db, [TENANT]);
    // Copies of one demo dealership with their own names, CNPJs and codes, in the tenant's scope.
    await withTenant(database.db, TENANT, () =>
      database.db.execute(sql`
        insert into concessionaria (tenant_id, razao_social, nome_fantasia, cnpj, codigo_faturamento,
          cep, estado_id, municipio_id, bairro, numero, logradouro, endereco, coordenadas,
          cadastrada, associada, status, montadora_id)
        select c.tenant_id, c.razao_social, 'Carga ' || lpad(g::text, 7, '0'),
          'ZZ' || lpad(g::text, 12, '0'), 'CARGA-' || g, c.cep, c.estado_id, c.municipio_id,
          c.bairro, c.numero, c.logradouro, c.endereco, c.coordenadas, c.cadastrada, c.associada,
          c.status, c.montadora_id
        from generate_series(1, ${ROWS}::int) g,
          (select * from concessionaria where tenant_id = ${TENANT} limit 1) c`),
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/Connect/Token',
      headers: { domain: TENANT },
      payload: { login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD },
    });
    const headers = {
      domain: TENANT,
      authorization: `Bearer ${signIn.json<{ token: string }>().token}`,
    };

    for (const formato of ['csv', 'xlsx'] as const) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const started = performance.now();
      const prepared = await app.inject({
        method: 'POST',
        url: '/api/Geral/Exportacao',
        headers,
        payload: {
          operacao: 'listarEmpresasDetalhadas',
          formato,
          colunas,
          consulta,
          parametros: { paginar: false },
        },
      });
      if (prepared.statusCode !== 201) throw new Error(`prepare: ${prepared.body}`);
      const file = await app.inject({
        method: 'GET',
        url: prepared.json<{ url: string }>().url,
        payloadAsStream: true,
      });
      let bytes = 0;
      let lines = 0;
      // Sampled at every chunk the stream delivers: the measure follows the stream.
      for await (const chunk of file.stream() as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        peak = Math.max(peak, process.memoryUsage().rss);
        if (formato === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
      }
      const seconds = (performance.now() - started) / 1000;
      if (formato === 'csv' && lines !== ROWS + 1)
        throw new Error(`${label} csv: ${String(lines)} lines for ${String(ROWS)} rows`);
      figures.push({
        database: label,
        way: `export ${formato} (streamed)`,
        rows: ROWS,
        seconds: Math.round(seconds * 10) / 10,
        rowsPerSecond: Math.round(ROWS / seconds),
        fileMb: mb(bytes),
        rssGrowthMb: mb(peak - before),
      });
    }

    // The peer: the list answered whole, every row in one JSON body.
    global.gc?.();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const whole = await app.inject({
      method: 'POST',
      url: `${LIST}?paginar=false`,
      headers,
      payload: consulta,
    });
    const peak = process.memoryUsage().rss;
    const seconds = (performance.now() - started) / 1000;
    if (whole.statusCode !== 200) throw new Error(`list: ${whole.body.slice(0, 200)}`);
    figures.push({
      database: label,
      way: 'list call, paginar=false (whole)',
      rows: ROWS,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(ROWS / seconds),
      fileMb: mb(whole.rawPayload.length),
      rssGrowthMb: mb(peak - before),
    });
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
}

const figures = await measure('PGlite', { memory: true });
const url = process.env.DATABASE_URL;
if (url)
  figures.push(...(await withScratchDatabase(url, (u) => measure('PostgreSQL', { url: u }))));
console.info(
  `\nList export of ${ROWS.toLocaleString('en')} dealerships (growth of resident memory)`,
);
console.table(figures);
