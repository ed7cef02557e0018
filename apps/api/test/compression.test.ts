// The API's answers compressed on the fly (docs/decisions/0266), over real HTTP (node:http, which
// hands the bytes as they came, where fetch would decode them): a large JSON answer in Brotli or
// gzip as the client accepts, decoding to what an identity answer carries; small answers, clients
// without Accept-Encoding and the event stream as they are; a report's exports still downloadable.
// The response check against the contract runs in these tests (validateResponses), before the
// encoding: were it handed the encoded bytes it would answer 500.
import http from 'node:http';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../src/realtime/documents.js';
import { auth, login } from './helpers.js';
import { BASE, useReportFixture } from './reports-helpers.js';
import { demoUserId, openStream } from './sse.js';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire. */
  body: Buffer;
}

/** The body decoded as its Content-Encoding says. */
function decoded(raw: Raw): Buffer {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw.body);
  if (encoding === 'gzip') return zlib.gunzipSync(raw.body);
  if (encoding === undefined) return raw.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

describe('compressed answers', () => {
  const { ctx } = useReportFixture([201]);
  let origin: URL;

  const send = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: object,
  ): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        new URL(path, origin),
        {
          method,
          headers: {
            ...ctx.admin,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  /** Signed in at the fixture's clock: the stream ends at once on a token expired by that clock. */
  let admin: Record<string, string> = {};
  // The fixture's server, listening too (its close ends both).
  beforeAll(async () => {
    origin = new URL(await ctx.server.app.listen({ host: '127.0.0.1', port: 0 }));
    admin = auth((await login(ctx.server.app, 'administrador')).token);
  });

  it('answers the report definitions in Brotli or gzip as accepted, the same JSON as without', async () => {
    const plain = await send('GET', BASE, {});
    expect(plain.status, plain.body.toString()).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const definitions: unknown = JSON.parse(plain.body.toString());
    expect(Array.isArray(definitions) && definitions.length > 10).toBe(true);
    expect(plain.body.length).toBeGreaterThan(10_000);

    // A browser's header: Brotli is taken before gzip; gzip when Brotli is refused or unknown.
    const br = await send('GET', BASE, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await send('GET', BASE, { 'accept-encoding': 'gzip' });
    const gzipOnly = await send('GET', BASE, { 'accept-encoding': 'br;q=0, gzip, deflate' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    for (const answer of [br, gzip, gzipOnly]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.length).toBeLessThan(plain.body.length / 5);
      expect(JSON.parse(decoded(answer).toString())).toEqual(definitions);
    }
    // Neither of the two is offered: the bytes as they are.
    const other = await send('GET', BASE, { 'accept-encoding': 'deflate, zstd' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body.equals(plain.body)).toBe(true);
  });

  it('compresses a report run; HEAD answers the headers of the identity and no body', async () => {
    const run = await send(
      'POST',
      `${BASE}/Marca/Executar`,
      { 'accept-encoding': 'br' },
      { filtros: { dataInicial: '2024-07-01', dataFinal: '2025-06-20' }, length: 100 },
    );
    expect(run.status, run.body.toString()).toBe(200);
    expect(run.headers['content-encoding']).toBe('br');
    const result = JSON.parse(decoded(run).toString()) as { Linhas: unknown[] };
    expect(result.Linhas.length).toBeGreaterThan(0);

    // HEAD describes the answer as it is, whatever the client accepts: its length is the
    // identity GET's.
    const get = await send('GET', BASE, {});
    const head = await send('HEAD', BASE, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('leaves a small answer as it is', async () => {
    const health = await send('GET', '/health', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('never compresses the event stream, which still delivers its events', async () => {
    const stream = await openStream(`${origin.origin}/api/Realtime/Stream`, {
      ...admin,
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      await stream.next((e) => e.id !== undefined && e.event === undefined);
      const texto = `Comprimido? ${'não '.repeat(400)}`;
      const document = await publish(ctx.server.database.db, {
        tenantId: 'abracaf',
        colecao: 'notificacoes',
        usuarioId: await demoUserId(ctx.server.database.db, 'administrador'),
        dados: { texto, lida: false },
      });
      const event = await stream.next((e) => e.data?.includes(document.id) === true);
      expect(event.event).toBe('notificacoes');
      expect(event.data).toContain(texto);
    } finally {
      stream.close();
    }
  });

  it('downloads the CSV export gzipped with its file name, and the XLSX and PDF as they are', async () => {
    const body = { filtros: { dataInicial: '2024-07-01', dataFinal: '2025-06-20' } };
    const url = (formato: string) => `${BASE}/Marca/Exportar?formato=${formato}`;
    const plain = await send('POST', url('csv'), {}, body);
    const gzip = await send('POST', url('csv'), { 'accept-encoding': 'gzip' }, body);
    expect(plain.status, plain.body.toString()).toBe(200);
    expect(gzip.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, gzip]) {
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=.*\.csv"?$/);
    }
    const text = decoded(gzip).toString();
    expect(text).toBe(plain.body.toString());
    expect(text.split('\r\n').length).toBeGreaterThan(3);

    const xlsx = await send('POST', url('xlsx'), { 'accept-encoding': 'br, gzip' }, body);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"?$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBeGreaterThan(3);

    const pdf = await send('POST', url('pdf'), { 'accept-encoding': 'br, gzip' }, body);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
