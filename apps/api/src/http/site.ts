// What makes one process the whole product besides the API: the built portal's static files
// with SPA fallback, `/config.json` (the portal's runtime configuration) and `/health`; the
// tenants' logos and favicons are in branding.ts.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { tenant } from '../db/schema.js';
import { logoPath, registerBranding } from './branding.js';
import type { FirebaseTenants } from '../realtime/firebase.js';
import { route } from './route.js';

/** Languages of the portal, default first. */
export const languages = ['pt-BR', 'en', 'fr', 'de'] as const;

/** Service base URLs of product rules §7 (platform.yaml TenantConfig); empty means the same origin. */
const services = {
  auth: '',
  administration: '',
  coverageAreas: '',
  business: '',
  general: '',
  users: '',
  vehicles: '',
  registration: '',
  brandValidation: '',
  platform: '',
} as const;

/** Paths the SPA fallback must never answer with index.html. */
const apiPrefixes = ['/api/', '/Connect/', '/health', '/config.json'];

const version = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
const startedAt = Date.now();

/** Registers /health, /config.json and (when the folder exists) the portal. */
export async function registerSite(
  app: FastifyInstance,
  db: Db,
  portalDir: string,
  firebase: FirebaseTenants,
): Promise<void> {
  route(app, 'saude', async ({ request, answer }) => {
    const uptime = (Date.now() - startedAt) / 1000;
    try {
      // A round trip to the database: a process whose database is gone is not healthy.
      await db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        versao: version,
        banco: 'ok' as const,
        tempoAtivoSegundos: uptime,
      };
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return answer(503, {
        status: 'degradado' as const,
        versao: version,
        banco: 'indisponivel' as const,
        tempoAtivoSegundos: uptime,
      });
    }
  });

  route(app, 'obterConfiguracao', async ({ reply }) => {
    const rows = await db
      .select({
        id: tenant.id,
        nome: tenant.nome,
        hosts: tenant.hosts,
        corPrimaria: tenant.corPrimaria,
      })
      .from(tenant)
      .where(eq(tenant.ativo, true))
      .orderBy(asc(tenant.id));
    // A tenant with a Firebase file gets the Firestore adapter and its web configuration (never
    // the service account); the others the API's own Server-Sent Events.
    const realtime = rows.map((row) => {
      const found = firebase.find(row.id);
      return found
        ? { provider: 'firestore' as const, firestore: found.web }
        : { provider: 'sse' as const };
    });
    void reply.header('cache-control', 'no-cache');
    return {
      defaultTenant: 'default',
      tenants: rows.map((row, index) => ({
        id: row.id,
        nome: row.nome,
        hosts: row.hosts,
        logo: logoPath(row.id),
        tema: row.id,
        cores: { primaria: row.corPrimaria },
        services,
        reportsBaseUrl: '',
        realtime: realtime[index] ?? { provider: 'sse' as const },
      })),
      languages: [...languages],
      defaultLanguage: languages[0],
    };
  });

  registerBranding(app, db);

  if (!fs.existsSync(path.join(portalDir, 'index.html'))) return;
  // serve: false — only reply.sendFile; the one wildcard route below decides what to send.
  await app.register(fastifyStatic, { root: portalDir, serve: false });
  const index = fs.readFileSync(path.join(portalDir, 'index.html'));
  app.get('/*', { config: { foraDoContrato: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => url.startsWith(prefix))) {
      reply.callNotFound();
      return reply;
    }
    // A real file of the build (assets) wins; any other path is a client-side route.
    const file = path.join(portalDir, path.normalize(url));
    if (file.startsWith(portalDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(portalDir, file));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
  });
}
