import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../src/db/schema.js';
import { createTestServer, type TestServer } from './helpers.js';

// The built portal served from memory: precompressed copies by Accept-Encoding, a year of cache
// for hashed assets, ETag revalidation for the rest, and the page carrying the configuration.
const script = `export const texto = ${JSON.stringify('conteúdo do portal '.repeat(200))};\n`;
const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-portal-files-'));
const asset = '/assets/app-Ab12Cd34.js';
const licenses = 'MIT License. '.repeat(400);

function writeBuild() {
  fs.mkdirSync(path.join(portalDir, 'assets'));
  fs.writeFileSync(
    path.join(portalDir, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(portalDir, 'login.html'),
    '<!doctype html><html><head><title>Entrar</title></head><body><div id="root"></div></body></html>',
  );
  const file = path.join(portalDir, asset);
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(`${file}.map`, '{"version":3,"sources":[]}');
  fs.writeFileSync(path.join(portalDir, 'robots.txt'), 'User-agent: *');
  // Large, and without copies: what the build left uncompressed goes as the build left it.
  fs.writeFileSync(path.join(portalDir, 'licenses.txt'), licenses);
  fs.mkdirSync(path.join(portalDir, '.vite'));
  fs.writeFileSync(path.join(portalDir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
}

describe('the portal served from memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    writeBuild();
    server = await createTestServer({ portalDir });
    // A name that would close the script element if it were written as it is.
    await server.database.db
      .update(tenant)
      .set({ nome: 'Portal </script><b>Emplacamento</b>' })
      .where(eq(tenant.id, 'default'));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('answers the Brotli or gzip copy the browser accepts, and the bytes to one that accepts none', async () => {
    const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get(asset, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toBe('accept-encoding');
    }
  });

  it('never compresses a file again, nor one the build left as it is, and answers 304 all the same', async () => {
    const br = await get(asset, { 'accept-encoding': 'br, gzip' });
    expect(br.rawPayload.equals(fs.readFileSync(path.join(portalDir, `${asset}.br`)))).toBe(true);
    const plain = await get('/licenses.txt', { 'accept-encoding': 'br, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(licenses);
    const again = await get('/licenses.txt', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });

  it('revalidates files without a hash by ETag', async () => {
    const first = await get('/robots.txt');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toBe('User-agent: *');
    const again = await get('/robots.txt', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/robots.txt', { 'if-none-match': '"outro"' })).statusCode).toBe(200);
  });

  it('writes the configuration into the page, escaped, equal to /config.json', async () => {
    const config = (await get('/config.json')).json<{ tenants: { id: string; nome: string }[] }>();
    expect(config.tenants.find((t) => t.id === 'default')?.nome).toBe(
      'Portal </script><b>Emplacamento</b>',
    );
    const pages = {
      '/': 'Portal',
      '/index.html': 'Portal',
      '/admin-panel/users?pagina=2': 'Portal',
      '/assets/missing.js': 'Portal',
      // The sign-in page's own entry (ADR 0216), for /login only, never as it is on disk.
      '/login': 'Entrar',
      '/login?redirectTo=%2Fadmin-panel%2Fusers': 'Entrar',
      '/login.html': 'Portal',
      '/login/x': 'Portal',
    };
    for (const [url, title] of Object.entries(pages)) {
      const page = await get(url);
      expect(page.body, url).toContain(`<title>${title}</title>`);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      const element =
        /<script id="runtime-config" type="application\/json">(.*?)<\/script><\/head>/s.exec(
          page.body,
        );
      expect(element?.[1]).not.toContain('<');
      expect(JSON.parse(element?.[1] ?? 'null')).toEqual(config);
    }
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('id="runtime-config"');
    const revalidated = await get('/', { 'if-none-match': String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const signIn = await get('/login', { 'accept-encoding': 'gzip' });
    expect(signIn.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(signIn.rawPayload).toString()).toContain('<title>Entrar</title>');
    expect(signIn.headers.etag).not.toBe(page.headers.etag);
  });

  it('reads source maps from disk, and never a file outside the build or an API path', async () => {
    const map = await get(`${asset}.map`);
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual({ version: 3, sources: [] });
    const outside = await get('/assets/..%2F..%2Fetc%2Fpasswd.map');
    expect(outside.body).not.toContain('root:');
    expect((await get('/api/Nada')).statusCode).toBe(404);
    expect((await get(`${asset}.br`)).headers['content-type']).toBe('text/html; charset=utf-8');
    // The build's manifest is for the bench, not the browser: the page answers instead.
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(manifest.body).not.toContain('src/main.tsx');
  });
});
