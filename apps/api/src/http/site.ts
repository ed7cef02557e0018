// What makes one process the whole product besides the API: the built portal's static files
// with SPA fallback, `/config.json` (the portal's runtime configuration) and `/health`; the
// tenants' logos and favicons are in branding.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { tenant } from '../db/schema.js';
import { logoPath, registerBranding } from './branding.js';
import type { FirebaseTenants } from '../realtime/firebase.js';
import { route } from './route.js';
import { loadPortalFiles, portalFile, sendPortalFile, type PortalFile } from './portal-files.js';

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

/** How long the runtime configuration read from the database is reused. */
export const CONFIG_TTL_MS = 5_000;

/** The tenants' runtime configuration (platform.yaml TenantConfig), as `/config.json` answers it. */
type RuntimeConfigAnswer = Awaited<ReturnType<typeof readConfig>>;

async function readConfig(db: Db, firebase: FirebaseTenants) {
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
}

/** Registers /health, /config.json and (when the folder exists) the portal. */
export async function registerSite(
  app: FastifyInstance,
  db: Db,
  portalDir: string,
  firebase: FirebaseTenants,
  now: () => Date,
): Promise<void> {
  route(app, 'saude', async ({ request, answer }) => {
    const uptime = (Date.now() - startedAt) / 1000;
    // The product's clock (CLOCK_AT moves it): what tests set the browser's clock to.
    const agora = now().toISOString();
    try {
      // A round trip to the database: a process whose database is gone is not healthy.
      await db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        versao: version,
        banco: 'ok' as const,
        tempoAtivoSegundos: uptime,
        agora,
      };
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return answer(503, {
        status: 'degradado' as const,
        versao: version,
        banco: 'indisponivel' as const,
        tempoAtivoSegundos: uptime,
        agora,
      });
    }
  });

  // The configuration changes only when the tenants' rows do (seed, operations): it is read from
  // the database at most once per CONFIG_TTL_MS instead of once per page load.
  let cached: { at: number; value: RuntimeConfigAnswer; json: string } | undefined;
  const currentConfig = async () => {
    if (cached && Date.now() - cached.at < CONFIG_TTL_MS) return cached;
    const value = await readConfig(db, firebase);
    cached = { at: Date.now(), value, json: JSON.stringify(value) };
    return cached;
  };

  route(app, 'obterConfiguracao', async ({ reply }) => {
    void reply.header('cache-control', 'no-cache');
    return (await currentConfig()).value;
  });

  registerBranding(app, db);

  if (!fs.existsSync(path.join(portalDir, 'index.html'))) return;
  const files = loadPortalFiles(portalDir);
  // serve: false: only reply.sendFile, for source maps; the wildcard route below decides.
  await app.register(fastifyStatic, { root: portalDir, serve: false });
  // The pages carry the configuration themselves, so the portal starts without a round trip for
  // it: the app's page (index.html) for every client route, and the sign-in page's own lean
  // entry (login.html, ADR 0216) for /login when the build has one.
  const appPage = embeddingPage(files.get('/index.html'));
  const signInPage = files.has('/login.html') ? embeddingPage(files.get('/login.html')) : appPage;
  app.get('/*', { config: { foraDoContrato: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => url.startsWith(prefix))) {
      reply.callNotFound();
      return reply;
    }
    // A file of the build wins; a source map is read from disk; any other path is a client route.
    const file = pageNames.has(url) ? undefined : files.get(safeDecode(url));
    if (file) return sendPortalFile(request, reply, file);
    if (url.startsWith('/assets/') && url.endsWith('.map')) {
      const map = path.join(portalDir, path.normalize(safeDecode(url)));
      if (map.startsWith(portalDir + path.sep) && fs.existsSync(map))
        return reply.sendFile(path.relative(portalDir, map));
    }
    const page = url === '/login' ? signInPage : appPage;
    return sendPortalFile(request, reply, page(await currentConfig()));
  });
}

/** The built pages: served only with the configuration written in, never as they are on disk. */
const pageNames = new Set(['/index.html', '/login.html']);

/**
 * A built page with the configuration written in, compressed once per configuration (it changes
 * only with the tenants' rows).
 */
function embeddingPage(built: PortalFile | undefined) {
  const template = built?.body.toString('utf8') ?? '';
  let page: { json: string; file: PortalFile } | undefined;
  return (config: { json: string }): PortalFile => {
    if (page?.json !== config.json) {
      const body = Buffer.from(withEmbeddedConfig(template, config.json));
      page = {
        json: config.json,
        file: portalFile(body, '/index.html', {
          br: zlib.brotliCompressSync(body),
          gzip: zlib.gzipSync(body),
        }),
      };
    }
    return page.file;
  };
}

/** The URL path decoded, or as sent when it is not valid percent-encoding. */
function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * The page with the runtime configuration in a JSON script element the portal reads before it
 * would fetch `/config.json`. `<` is escaped so no value can close the element.
 */
export function withEmbeddedConfig(template: string, json: string): string {
  const element = `<script id="runtime-config" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
  return template.includes('</head>')
    ? template.replace('</head>', () => `${element}</head>`)
    : `${element}${template}`;
}
