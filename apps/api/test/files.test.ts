// Uploads, downloads and removals of the file archive through the real HTTP server, with the
// bytes checked on disk and the rows in the database.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestServer, login, problemOf, type TestServer } from './helpers.js';
import { filesOnDisk, formBody, rowsOf, uploadAs, type Part } from './files-helpers.js';

const UPLOAD = '/api/Geral/Importacao/UploadArquivo';
const ARCHIVE = '/api/Geral/GerenciadorArquivo';
const MAX = 64 * 1024;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

interface Enviado {
  Guid: string;
  Nome: string;
  Tamanho: number;
  TipoConteudo: string;
  ArquivoId: number;
}

describe('file archive uploads', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer({ upload: { maxFileBytes: MAX, maxFiles: 4 } });
    admin = auth((await login(server.app, 'administrador')).token);
    other = auth((await login(server.app, 'administrador', 'assobrav')).token, 'assobrav');
  }, 180_000);
  afterAll(async () => server.close());

  const upload = (parts: Part[], headers = admin) => uploadAs(server, headers, parts);

  it('stores one file under its SHA-256 and answers its archive row', async () => {
    const content = 'chassi;placa\n9BD000000000000001;ABC1D23\n';
    const response = await upload([{ name: 'lista.csv', content }]);
    expect(response.statusCode, response.body).toBe(200);
    const [sent] = response.json<Enviado[]>();
    expect(sent).toMatchObject({
      Guid: sha256(content),
      Nome: 'lista.csv',
      Tamanho: Buffer.byteLength(content),
      TipoConteudo: 'text/csv',
    });
    const blob = path.join(
      server.config.dataDir,
      'arquivos',
      'abracaf',
      sha256(content).slice(0, 2),
    );
    expect(await readFile(path.join(blob, sha256(content)), 'utf8')).toBe(content);
    const row = (await rowsOf(server)).find((r) => r.id === sent?.ArquivoId);
    expect(row).toMatchObject({ categoria: 'Outro', hash: sha256(content), nome: 'lista.csv' });
  });

  it('keeps the order sent and stores the same content once', async () => {
    const before = await filesOnDisk(server);
    const a = Buffer.from([0, 1, 2, 3, 255, 254]);
    const response = await upload([
      { name: 'Relatório março.bin', content: a, type: 'application/octet-stream' },
      { name: 'b.txt', content: 'outro conteúdo', type: 'text/plain' },
      { name: 'cópia.bin', content: a, type: 'application/octet-stream' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json<Enviado[]>();
    expect(sent.map((s) => s.Nome)).toEqual(['Relatório março.bin', 'b.txt', 'cópia.bin']);
    expect(sent[0]?.Guid).toBe(sha256(a));
    expect(sent[2]?.Guid).toBe(sha256(a));
    expect(new Set(sent.map((s) => s.ArquivoId)).size).toBe(3);
    // Two new blobs for three rows; no temporary file left.
    const after = await filesOnDisk(server);
    expect(after.length - before.length).toBe(2);
    expect(after.some((f) => f.startsWith('.tmp'))).toBe(false);
  });

  it('downloads the bytes with the stored type and an attachment name that keeps accents', async () => {
    const content = Buffer.from('Código;Descrição\n1;Emplacamento\n', 'utf8');
    const [sent] = (
      await upload([{ name: 'Relação de emplacamentos ç.csv', content, type: 'text/csv' }])
    ).json<Enviado[]>();
    const response = await server.app.inject({
      method: 'GET',
      url: `${ARCHIVE}/Download?id=${sent?.ArquivoId}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('text/csv');
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = parseDisposition(String(response.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('Relação de emplacamentos ç.csv');
  });

  it('removes a row, and its blob only with the last row of that content', async () => {
    const content = 'conteúdo repetido';
    const sent = (
      await upload([
        { name: 'um.txt', content },
        { name: 'dois.txt', content },
      ])
    ).json<Enviado[]>();
    const blob = path.join('abracaf', sha256(content).slice(0, 2), sha256(content));
    const remove = (id: number | undefined) =>
      server.app.inject({
        method: 'DELETE',
        url: `${ARCHIVE}/RemoverArquivo?id=${id}`,
        headers: admin,
      });
    expect((await remove(sent[0]?.ArquivoId)).statusCode).toBe(204);
    expect(await filesOnDisk(server)).toContain(blob);
    const gone = await server.app.inject({
      method: 'GET',
      url: `${ARCHIVE}/Download?id=${sent[0]?.ArquivoId}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
    expect(problemOf(gone).detail).toBe('Arquivo não encontrado.');
    expect((await remove(sent[1]?.ArquivoId)).statusCode).toBe(204);
    expect(await filesOnDisk(server)).not.toContain(blob);
    expect((await remove(sent[1]?.ArquivoId)).statusCode).toBe(404);
  });

  it('refuses an oversized file with 413 and keeps nothing of the request', async () => {
    const rows = (await rowsOf(server)).length;
    const disk = await filesOnDisk(server);
    const response = await upload([
      { name: 'pequeno.csv', content: 'novo conteúdo pequeno' },
      { name: 'grande.bin', content: Buffer.alloc(MAX + 1, 7) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).detail).toBe('O arquivo grande.bin excede o limite de 0,1 MB.');
    expect((await rowsOf(server)).length).toBe(rows);
    expect(await filesOnDisk(server)).toEqual(disk);
    // A file of exactly the limit is fine.
    expect((await upload([{ name: 'limite.bin', content: Buffer.alloc(MAX, 8) }])).statusCode).toBe(
      200,
    );
  });

  it('answers 413 to a real client still sending a large body, and stores nothing', async () => {
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const rows = (await rowsOf(server)).length;
    const disk = await filesOnDisk(server);
    const form = new FormData();
    form.append('files[]', new Blob([Buffer.alloc(8 * 1024 * 1024, 1)]), 'enorme.bin');
    const response = await fetch(`${address}${UPLOAD}`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('muito-grande');
    expect((await rowsOf(server)).length).toBe(rows);
    expect(await filesOnDisk(server)).toEqual(disk);
  });

  it('limits the number of files per request', async () => {
    const rows = (await rowsOf(server)).length;
    const parts = [1, 2, 3, 4, 5].map((n) => ({ name: `${n}.txt`, content: `arquivo ${n}` }));
    const response = await upload(parts);
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).detail).toBe('Envie no máximo 4 arquivos por vez.');
    expect((await rowsOf(server)).length).toBe(rows);
  });

  it('answers 400 with pt-BR field errors for empty, missing and non-file parts', async () => {
    const rows = (await rowsOf(server)).length;
    const disk = await filesOnDisk(server);
    const empty = await upload([
      { name: 'ok.txt', content: 'conteúdo válido e novo' },
      { name: 'vazio.txt', content: '' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(problemOf(empty).errors).toEqual([
      { field: 'files[]', message: 'O arquivo vazio.txt está vazio' },
    ]);
    const missing = await upload([{ field: 'comentario', value: 'sem arquivo' }]);
    expect(problemOf(missing).errors).toEqual([
      { field: 'comentario', message: 'O campo comentario não é esperado' },
    ]);
    const elsewhere = await upload([
      { name: 'a.csv', content: 'a' },
      { field: 'arquivo', name: 'b.csv', content: 'b' },
    ]);
    expect(problemOf(elsewhere).errors).toEqual([
      { field: 'arquivo', message: 'O campo arquivo não é esperado' },
    ]);
    const text = await upload([{ field: 'files[]', value: 'não é arquivo' }]);
    expect(problemOf(text).errors).toEqual([
      { field: 'files[]', message: 'O campo files[] deve conter arquivos, não texto' },
    ]);
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(problemOf(none).errors).toEqual([
      { field: 'files[]', message: 'O campo files[] precisa ser informado' },
    ]);
    const form = await formBody([{ name: 'cortado.csv', content: 'x'.repeat(5000) }]);
    for (const [contentType, payload] of [
      ['multipart/form-data', form.payload],
      [form.headers['content-type'], form.payload.subarray(0, 300)],
    ] as const) {
      const broken = await server.app.inject({
        method: 'POST',
        url: UPLOAD,
        headers: { ...admin, 'content-type': contentType },
        payload,
      });
      expect(broken.statusCode, broken.body).toBe(400);
      expect(problemOf(broken).detail).toBe('O envio dos arquivos não pôde ser lido.');
    }
    const bare = await server.app.inject({ method: 'POST', url: UPLOAD, headers: admin });
    expect(problemOf(bare).errors?.[0]?.field).toBe('files[]');
    expect((await rowsOf(server)).length).toBe(rows);
    expect(await filesOnDisk(server)).toEqual(disk);
  });

  it('answers 415 to bodies that are not multipart, and other routes keep refusing multipart', async () => {
    const json = await server.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: admin,
      payload: { files: ['a'] },
    });
    expect(json.statusCode).toBe(415);
    const text = await server.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: 'arquivo',
    });
    expect(text.statusCode).toBe(415);
    const body = await formBody([{ name: 'a.csv', content: 'a' }]);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/api/Veiculos/Fabricante/ListarFabricantes',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('needs a signed-in user for every call', async () => {
    const body = await formBody([{ name: 'a.csv', content: 'a' }]);
    const domain = { domain: 'abracaf' };
    const responses = await Promise.all([
      server.app.inject({ method: 'GET', url: ARCHIVE, headers: domain }),
      server.app.inject({ method: 'GET', url: `${ARCHIVE}/Download?id=1`, headers: domain }),
      server.app.inject({
        method: 'DELETE',
        url: `${ARCHIVE}/RemoverArquivo?id=1`,
        headers: domain,
      }),
      server.app.inject({
        method: 'POST',
        url: UPLOAD,
        headers: { ...domain, ...body.headers },
        payload: body.payload,
      }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it("answers 404 for another tenant's file and keeps blobs per tenant", async () => {
    const content = 'mesmo conteúdo em dois domínios';
    const [mine] = (await upload([{ name: 'a.txt', content }])).json<Enviado[]>();
    const [theirs] = (await upload([{ name: 'b.txt', content }], other)).json<Enviado[]>();
    for (const url of [`${ARCHIVE}/Download?id=${mine?.ArquivoId}`]) {
      const response = await server.app.inject({ method: 'GET', url, headers: other });
      expect(response.statusCode).toBe(404);
    }
    const remove = await server.app.inject({
      method: 'DELETE',
      url: `${ARCHIVE}/RemoverArquivo?id=${mine?.ArquivoId}`,
      headers: other,
    });
    expect(remove.statusCode).toBe(404);
    const disk = await filesOnDisk(server);
    expect(disk).toContain(path.join('abracaf', sha256(content).slice(0, 2), sha256(content)));
    expect(disk).toContain(path.join('assobrav', sha256(content).slice(0, 2), sha256(content)));
    // Removing the other tenant's row leaves this tenant's blob.
    await server.app.inject({
      method: 'DELETE',
      url: `${ARCHIVE}/RemoverArquivo?id=${theirs?.ArquivoId}`,
      headers: other,
    });
    const download = await server.app.inject({
      method: 'GET',
      url: `${ARCHIVE}/Download?id=${mine?.ArquivoId}`,
      headers: admin,
    });
    expect(download.body).toBe(content);
  });
});
