// The daily bulletin against a real SMTP server (smtp-server, in this process) on a real database
// (PGlite, and PostgreSQL with TEST_DATABASE=postgres): the clock is the test server's, moved by
// hand, so nothing waits for wall-clock time. Each subscriber gets one e-mail per business day
// once the tenant's hour has come, with the BoletimDiario figures and the report's link; a holiday
// and a weekend send nothing; two apps ticking at once over one database send each mail once.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { asPlatform, openDatabase, queryRows, type Database } from '../src/db/client.js';
import { parametro, usuario } from '../src/db/schema.js';
import { createTestServer, inTenant, testContract, type TestServer } from './helpers.js';

/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
const saoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe('daily bulletin', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let subscribers: { tenantId: string; login: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      },
    });
    await new Promise<void>((resolve) => {
      smtp.listen(0, '127.0.0.1', resolve);
    });
    const { port } = smtp.server.address() as AddressInfo;
    server = await createTestServer({ smtpUrl: `smtp://127.0.0.1:${String(port)}` });
    // The subscribers of the demo data (the "Boletim Diário" profile's users), read outside any
    // one tenant's scope because the test counts every tenant's.
    subscribers = await asPlatform(server.database.db, () =>
      server.database.db
        .select({ tenantId: usuario.tenantId, login: usuario.login })
        .from(usuario)
        .where(
          sql`jsonb_array_length(coalesce(${usuario.dadosAdicionais}->'tiposBoletim', '[]'::jsonb)) > 0
              and ${usuario.status} = 'Ativo' and not ${usuario.pendente}`,
        ),
    );
    // One tenant sends at 08:30 instead of the default 07:00.
    await inTenant(server, 'abracaf', () =>
      server.database.db
        .insert(parametro)
        .values({
          tenantId: 'abracaf',
          parametroId: 'EMP_BOLETIM_HORARIO',
          valor: '08:30',
          descricao: 'Horário do boletim diário',
        })
        .onConflictDoUpdate({
          target: [parametro.tenantId, parametro.parametroId],
          set: { valor: '08:30' },
        }),
    );
  }, 180_000);

  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => {
      smtp.close(resolve);
    });
  });

  const tick = async (at: string) => {
    server.clock.now = saoPaulo(at);
    return server.app.sendDueBulletins();
  };
  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '';

  it('has subscribers in several tenants', () => {
    expect(subscribers.length).toBeGreaterThanOrEqual(2);
    expect(subscribers.some((s) => s.tenantId === 'abracaf')).toBe(true);
  });

  it("sends nothing before the hour, then each subscriber once, at the tenant's own hour", async () => {
    const early = await tick('2026-11-24T06:59:00');
    expect(early.every((r) => r.skipped === 'antes-do-horario')).toBe(true);
    expect(received).toHaveLength(0);

    await tick('2026-11-24T07:00:00');
    const others = subscribers.filter((s) => s.tenantId !== 'abracaf');
    expect(received.map(to).sort()).toEqual(others.map((s) => s.login).sort());

    await tick('2026-11-24T08:30:00');
    await tick('2026-11-24T17:45:00');
    expect(received.map(to).sort()).toEqual(subscribers.map((s) => s.login).sort());
  });

  it("writes the day's BoletimDiario figures and the report's link", () => {
    const mail = received[0];
    expect(mail?.subject).toBe('Boletim diário de emplacamentos — 24/11/2026');
    const html = typeof mail?.html === 'string' ? mail.html : '';
    expect(html).toContain('<th style="text-align:left;padding:4px 8px">Marca</th>');
    expect(html).toContain('/reports/daily-report');
    expect(html).toMatch(/<td style="padding:4px 8px;font-weight:bold">Total<\/td>/);
    expect(mail?.text).toContain('Abrir o Boletim Diário no portal');
  });

  it('skips a national holiday and a weekend, and sends again on the next business day', async () => {
    const before = received.length;
    // 2026-12-25 is Christmas (a Friday); 2026-12-26 a Saturday.
    const holiday = await tick('2026-12-25T09:00:00');
    expect(holiday.every((r) => r.skipped === 'dia-nao-util')).toBe(true);
    await tick('2026-12-26T09:00:00');
    expect(received).toHaveLength(before);
    await tick('2026-12-28T09:00:00');
    expect(received).toHaveLength(before + subscribers.length);
  });

  it('two apps ticking at once over one database send each mail once', async () => {
    // A second app with its own connections (PostgreSQL) over the same database: what a second
    // API process is; PGlite belongs to one process, so there the second app shares it.
    const raw = server.database.raw;
    const second: Database =
      raw.driver === 'postgres'
        ? await openDatabase({ url: String(raw.pool.options.connectionString) })
        : server.database;
    const other = await buildApp({
      config: server.config,
      database: second,
      secrets: { jwtKey: new TextEncoder().encode(server.config.jwtSecret) },
      contract: await testContract(server.config.openapiDir),
      now: () => server.clock.now,
      logger: false,
    });
    await other.ready();
    try {
      const before = received.length;
      server.clock.now = saoPaulo('2026-12-29T09:05:00');
      const [a, b] = await Promise.all([server.app.sendDueBulletins(), other.sendDueBulletins()]);
      const sent = [...a, ...b].reduce((n, r) => n + r.sent, 0);
      expect(sent).toBe(subscribers.length);
      expect(received).toHaveLength(before + subscribers.length);
      const day = received.slice(before).map(to).sort();
      expect(day).toEqual(subscribers.map((s) => s.login).sort());
    } finally {
      await other.close();
      if (second !== server.database) await second.close();
    }
  });

  it('keeps one claim per user and day', async () => {
    const [row] = await inTenant(server, 'abracaf', () =>
      queryRows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from boletim_envio where tenant_id = 'abracaf'`,
      ),
    );
    const abracaf = subscribers.filter((s) => s.tenantId === 'abracaf').length;
    // 24/11, 28/12 and 29/12.
    expect(row?.n).toBe(abracaf * 3);
  });
});
