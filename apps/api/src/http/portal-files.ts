// The built portal served from memory. The folder is read once at start: a request costs a map
// look-up, never a file-system call (the per-request existsSync/statSync this replaces blocked the
// event loop and held static answers to a third of the in-memory rate). The build writes a Brotli
// and a gzip copy beside each compressible file (apps/portal/vite.config.ts); the copy the browser
// accepts is sent with Content-Encoding. Vite's hashed assets never change under one name, so they
// are cached for a year; every other file is revalidated by ETag. Source maps stay on disk and are
// read on demand (only developer tools ask for them).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One file of the build, with its precompressed copies when the build made them. */
export interface PortalFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** Content-addressed (under /assets/): cached for a year without revalidation. */
  immutable: boolean;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const typeOf = (file: string) =>
  types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** A file held in memory: its bytes, compressed copies, type and validators. */
export function portalFile(
  body: Buffer,
  urlPath: string,
  copies: Partial<PortalFile> = {},
): PortalFile {
  return {
    body,
    ...(copies.br ? { br: copies.br } : {}),
    ...(copies.gzip ? { gzip: copies.gzip } : {}),
    type: typeOf(urlPath),
    etag: etagOf(body),
    immutable: urlPath.startsWith('/assets/'),
  };
}

/**
 * Every file of the build by URL path, source maps and compressed copies excepted, and the build's
 * own records in dot folders (Vite's manifest in `.vite/`, which only the route-size bench reads).
 */
export function loadPortalFiles(root: string): Map<string, PortalFile> {
  const files = new Map<string, PortalFile>();
  const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  const names = new Set(
    entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)),
  );
  for (const file of names) {
    if (/\.(br|gz|map)$/.test(file)) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    if (urlPath.includes('/.')) continue;
    const read = (suffix: string) =>
      names.has(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
    const br = read('.br');
    const gzip = read('.gz');
    files.set(
      urlPath,
      portalFile(fs.readFileSync(file), urlPath, {
        ...(br ? { br } : {}),
        ...(gzip ? { gzip } : {}),
      }),
    );
  }
  return files;
}

/** The encodings the request accepts, from its Accept-Encoding (q=0 refuses one). */
function accepted(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'];
  const found = new Set<string>();
  for (const item of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) found.add(name);
  }
  return found;
}

/** Answers one in-memory file: 304 on a matching ETag, else the best accepted encoding. */
export function sendPortalFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PortalFile,
): FastifyReply {
  void reply
    .type(file.type)
    .header('etag', file.etag)
    .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (file.br || file.gzip) void reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encodings = accepted(request);
  if (file.br && encodings.has('br')) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && (encodings.has('gzip') || encodings.has('x-gzip')))
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}
