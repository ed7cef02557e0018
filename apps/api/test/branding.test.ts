import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdForHost } from '../src/http/branding.js';
import { createTestServer, type TestServer } from './helpers.js';

describe('tenant logo and favicon', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('publishes a logo address per tenant in /config.json, and each answers an SVG', async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/config.json' })).json<{
      tenants: { id: string; logo: string; cores: { primaria: string } }[];
    }>();
    const bodies = new Set<string>();
    for (const t of config.tenants) {
      expect(t.logo).toBe(`/branding/${t.id}/logo.svg`);
      const response = await server.app.inject({ method: 'GET', url: t.logo });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg /);
      bodies.add(response.body);
    }
    // One drawing per demo tenant, not one shared image.
    expect(bodies.size).toBe(config.tenants.length);
  });

  it('answers the default logo for a tenant without its own, and never a path outside', async () => {
    const fallback = await server.app.inject({ method: 'GET', url: '/branding/nova/logo.svg' });
    const own = await server.app.inject({ method: 'GET', url: '/branding/default/logo.svg' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toBe(own.body);
    const escape = await server.app.inject({
      method: 'GET',
      url: '/branding/..%2F..%2Fpackage.json/logo.svg',
    });
    expect(escape.body).toBe(own.body);
  });

  it('answers /favicon.ico and /favicon.svg with the host tenant’s SVG, not the HTML page', async () => {
    const logo = async (id: string) =>
      (await server.app.inject({ method: 'GET', url: `/branding/${id}/logo.svg` })).body;
    for (const [host, id] of [
      ['abracaf.localhost:3102', 'abracaf'],
      ['abrac.localhost', 'abrac'],
      ['localhost:3000', 'default'],
      ['desconhecido.example', 'default'],
    ] as const) {
      for (const url of ['/favicon.ico', '/favicon.svg']) {
        const response = await server.app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host}${url}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.body, `${host}${url}`).toBe(await logo(id));
      }
    }
  });

  it('picks the tenant of a host the way the portal does', () => {
    const rows = [
      { id: 'default', hosts: ['localhost'] },
      { id: 'abracaf', hosts: ['abracaf.localhost', 'portal.abracaf.org.br'] },
    ];
    expect(tenantIdForHost(rows, 'PORTAL.abracaf.org.br:443')).toBe('abracaf');
    expect(tenantIdForHost(rows, 'abracaf.example.com')).toBe('abracaf');
    expect(tenantIdForHost(rows, 'abracaf')).toBe('default');
    expect(tenantIdForHost(rows, undefined)).toBe('default');
  });
});
