// Building multipart bodies the way a browser does (undici's FormData encoder), and looking at
// what the file archive left on disk and in the database.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { arquivo } from '../src/db/schema-files.js';
import { inTenant, type TestServer } from './helpers.js';

/** One part of a multipart body: a file (`content`) or a text field (`value`). */
export type Part =
  | { field?: string; name: string; content: Buffer | string; type?: string }
  | { field: string; value: string };

/** The bytes and content type of a multipart/form-data body. */
export async function formBody(
  parts: Part[],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.field, part.value);
    else
      form.append(
        part.field ?? 'files[]',
        new Blob([part.content], { type: part.type ?? 'text/csv' }),
        part.name,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** POST UploadArquivo with `parts` as a browser would encode them, as the user of `headers`. */
export async function uploadAs(server: TestServer, headers: Record<string, string>, parts: Part[]) {
  const body = await formBody(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/Geral/Importacao/UploadArquivo',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Every file under the server's archive folder (blobs and temporary files), relative. */
export async function filesOnDisk(server: TestServer): Promise<string[]> {
  const root = path.join(server.config.dataDir, 'arquivos');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The archive rows of a tenant. */
export const rowsOf = (server: TestServer, tenantId = 'abracaf') =>
  inTenant(server, tenantId, () =>
    server.database.db.select().from(arquivo).where(eq(arquivo.tenantId, tenantId)),
  );
