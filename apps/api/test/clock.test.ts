import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { clockOffsetOf, loadConfig } from '../src/config.js';
import { auth, createTestServer, login, testContract, type TestServer } from './helpers.js';

// The product's one clock: CLOCK_AT moves every "now" of the process (the calendar of the
// reports and the dashboard, tokens, the bulletin), so a test or a demo can run on any day.
describe('the clock', () => {
  const machine = Date.parse('2026-12-01T15:00:00Z');

  it('reads a day of CLOCK_AT as noon in São Paulo, an instant as itself', () => {
    expect(machine + clockOffsetOf('2027-01-01', false, machine)).toBe(
      Date.parse('2027-01-01T15:00:00Z'),
    );
    expect(machine + clockOffsetOf('2026-12-06T08:30:00-03:00', false, machine)).toBe(
      Date.parse('2026-12-06T11:30:00Z'),
    );
    expect(clockOffsetOf(undefined, false, machine)).toBe(0);
    expect(clockOffsetOf('', true, machine)).toBe(0);
  });

  it('refuses CLOCK_AT in production and anything that is not a date', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_AT: '2027-01-01' })).toThrow(
      /CLOCK_AT is for tests and demos/,
    );
    expect(() => loadConfig({ CLOCK_AT: 'amanhã' })).toThrow(/CLOCK_AT is not a date/);
    expect(() => loadConfig({ CLOCK_AT: '2027-02-30' })).toThrow(/CLOCK_AT is not a date/);
  });

  describe('an app on CLOCK_AT 2027-01-01', () => {
    let server: TestServer;
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      server = await createTestServer();
      // No `now` of its own: the app reads the configuration's clock, as `pnpm start` does.
      app = await buildApp({
        config: { ...server.config, ...loadConfig({ NODE_ENV: 'test', CLOCK_AT: '2027-01-01' }) },
        database: server.database,
        secrets: { jwtKey: new TextEncoder().encode(server.config.jwtSecret) },
        contract: await testContract(server.config.openapiDir),
        logger: false,
      });
    });
    afterAll(async () => {
      await app.close();
      await server.close();
    });

    it('says its time on /health', async () => {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.json<{ agora: string }>().agora.slice(0, 10)).toBe('2027-01-01');
    });

    it('answers the month to date of that day', async () => {
      const { token } = await login(app, 'administrador');
      const days = await app.inject({
        method: 'GET',
        url: '/api/Emplacamento/DashboardKPI/EvolucaoMarcaDiario',
        headers: auth(token),
      });
      expect(days.statusCode).toBe(200);
      expect(days.json<{ Periodo: string }[]>().map((d) => d.Periodo)).toEqual(['2027-01-01']);
    });
  });
});
