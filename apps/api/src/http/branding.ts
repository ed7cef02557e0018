// The tenant's logo and favicon: one SVG per tenant in `branding/<tenant id>.svg`, and
// `branding/default.svg` for a tenant that has none. The portal shows the logo from the address
// `/config.json` gives; browsers ask `/favicon.ico` of the host, so that one follows the host.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import { tenant } from '../db/schema.js';

const brandingDir = new URL('../../branding/', import.meta.url);

/** The address of a tenant's logo, as `/config.json` publishes it. */
export const logoPath = (tenantId: string): string =>
  `/branding/${encodeURIComponent(tenantId)}/logo.svg`;

// Read once: a handful of small files that change only with a release.
const logos = new Map<string, Buffer>(
  fs
    .readdirSync(brandingDir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => [name.slice(0, -'.svg'.length), fs.readFileSync(new URL(name, brandingDir))]),
);

function logoOf(tenantId: string): Buffer {
  const found = logos.get(tenantId.toLowerCase()) ?? logos.get('default');
  if (!found) throw new Error('branding/default.svg is missing from the API package.');
  return found;
}

function sendSvg(reply: FastifyReply, svg: Buffer): FastifyReply {
  // An hour: a new logo shows within the hour without a request for every page.
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

/**
 * The tenant of a host name, the way the portal picks it: a tenant's exact host, else the first
 * label of the host as a tenant id (`abracaf.localhost`), else the default tenant.
 */
export function tenantIdForHost(
  rows: readonly { id: string; hosts: readonly string[] }[],
  hostHeader: string | undefined,
): string {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const exact = rows.find((row) => row.hosts.some((h) => h.toLowerCase() === host));
  if (exact) return exact.id;
  const label = host.split('.')[0] ?? '';
  const byLabel = host.includes('.') ? rows.find((row) => row.id === label) : undefined;
  return byLabel?.id ?? 'default';
}

/** Registers `/branding/:tenant/logo.svg`, `/favicon.svg` and `/favicon.ico`. */
export function registerBranding(app: FastifyInstance, db: Db): void {
  const outsideContract = { config: { foraDoContrato: true } };
  app.get<{ Params: { tenant: string } }>(
    '/branding/:tenant/logo.svg',
    outsideContract,
    async (request, reply) => sendSvg(reply, logoOf(request.params.tenant)),
  );
  const favicon = async (
    request: { headers: { host?: string | undefined } },
    reply: FastifyReply,
  ) => {
    const rows = await db
      .select({ id: tenant.id, hosts: tenant.hosts })
      .from(tenant)
      .where(eq(tenant.ativo, true));
    return sendSvg(reply, logoOf(tenantIdForHost(rows, request.headers.host)));
  };
  app.get('/favicon.svg', outsideContract, favicon);
  // Browsers ask for /favicon.ico by themselves; an SVG with its own type is what they get
  // (Chromium and Firefox show it), never the portal's HTML page.
  app.get('/favicon.ico', outsideContract, favicon);
}
