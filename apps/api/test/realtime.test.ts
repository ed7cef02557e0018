// The realtime collections through the real HTTP server: streams read with fetch, changes
// published by the server (publish) and by users (the routes), on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { publish, realtimeChannel } from '../src/realtime/documents.js';
import { seedRealtimeDemo, welcomeNotification } from '../src/realtime/seed.js';
import { SseConnection } from '../src/realtime/stream.js';
import { acrossTenants, auth, createTestServer, login, type TestServer } from './helpers.js';
import { changeOf, demoUserId, openStream, type SseReader } from './sse.js';

let server: TestServer;
let closed = false;
let origin = '';
const users: Record<string, { headers: Record<string, string>; token: string; id: number }> = {};
const streams: SseReader[] = [];

async function signIn(name: string, slug: string, tenant = 'abracaf') {
  const { token } = await login(server.app, slug, tenant);
  users[name] = {
    token,
    headers: auth(token, tenant),
    id: await demoUserId(server.database.db, slug, tenant),
  };
}

const user = (name: string) => {
  const found = users[name];
  if (!found) throw new Error(`not signed in: ${name}`);
  return found;
};

/** Opens a stream and remembers it, so every test's streams are closed at the end. */
async function stream(path: string, headers: Record<string, string>) {
  const reader = await openStream(`${origin}${path}`, headers);
  streams.push(reader);
  return reader;
}

const notify = (name: string, texto: string, tenantId = 'abracaf') =>
  publish(server.database.db, {
    tenantId,
    colecao: 'notificacoes',
    usuarioId: user(name).id,
    dados: { texto, lida: false },
  });

/** A line of a tenant-wide log, as the import and validation jobs will write it. */
const logLine = (
  colecao: 'logValidacaoMarca' | 'logFaturamento',
  mensagem: string,
  usuarioId: number | null = null,
) => publish(server.database.db, { tenantId: 'abracaf', colecao, usuarioId, dados: { mensagem } });

beforeAll(async () => {
  server = await createTestServer();
  origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
  await signIn('admin', 'administrador');
  await signIn('loja', 'loja');
  await signIn('marca', 'validacao.marca');
  await signIn('faturamento', 'faturamento');
  await signIn('outro', 'administrador', 'assobrav');
}, 180_000);

afterAll(async () => {
  for (const reader of streams) reader.close();
  if (!closed) await server.close();
});

describe('GET /api/Realtime/Stream', () => {
  it('delivers a notification published after the stream opened, to its user only', async () => {
    const admin = await stream('/api/Realtime/Stream', user('admin').headers);
    const loja = await stream('/api/Realtime/Stream', user('loja').headers);
    expect(admin.response.status).toBe(200);
    expect(admin.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The stream tells its position first, so the client can resume even before any event.
    await admin.next((e) => e.id !== undefined && e.event === undefined);
    await loja.next((e) => e.id !== undefined);

    const forAdmin = await notify('admin', 'Importação concluída');
    const forOtherTenant = await notify('outro', 'Outro domínio', 'assobrav');
    const forLoja = await notify('loja', 'Para a loja');

    const event = await admin.next((e) => e.event === 'notificacoes');
    expect(changeOf(event)).toMatchObject({
      tipo: 'adicionado',
      documento: {
        id: forAdmin.id,
        usuarioId: user('admin').id,
        dados: { texto: 'Importação concluída' },
      },
    });
    const lojaEvent = await loja.next((e) => e.event === 'notificacoes');
    expect(changeOf(lojaEvent).documento.id).toBe(forLoja.id);
    // Every event of a stream is in order: by then the others would have arrived before.
    await admin.next((e) => e.data?.includes(forAdmin.id) === true);
    const seen = [...admin.events, ...loja.events].map((e) => e.data ?? '').join();
    expect(seen).not.toContain(forOtherTenant.id);
    expect(loja.events.map((e) => e.data ?? '').join()).not.toContain(forAdmin.id);
    expect(admin.events.map((e) => e.data ?? '').join()).not.toContain(forLoja.id);
  });

  it('resumes after a reconnect with Last-Event-ID: the missed changes first, in order', async () => {
    const first = await stream('/api/Realtime/Stream', user('loja').headers);
    const position = await first.next((e) => e.id !== undefined);
    first.close();

    const a = await notify('loja', 'Primeira');
    const b = await notify('loja', 'Segunda');
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/Realtime/notificacoes/${a.id}`,
      headers: user('loja').headers,
    });
    expect(removed.statusCode).toBe(204);

    const again = await stream('/api/Realtime/Stream', {
      ...user('loja').headers,
      'last-event-id': String(position.id),
    });
    await again.next((e) => e.data?.includes('removido') === true);
    const changes = again.events.filter((e) => e.event === 'notificacoes').map(changeOf);
    // a was added then removed: its tombstone is its last change; b stands.
    expect(changes.map((c) => [c.documento.id, c.tipo])).toEqual([
      [b.id, 'adicionado'],
      [a.id, 'removido'],
    ]);
    const ids = again.events.filter((e) => e.event).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids[0]).toBeGreaterThan(Number(position.id));
  });

  it('takes the token and tenant from the query (EventSource cannot send headers)', async () => {
    const { token } = user('marca');
    const reader = await stream(
      `/api/Realtime/Stream?access_token=${token}&domain=abracaf&colecoes=logValidacaoMarca,notificacoes`,
      {},
    );
    expect(reader.response.status).toBe(200);
    await reader.next((e) => e.id !== undefined);
    const line = await logLine('logValidacaoMarca', 'Marca validada');
    const event = await reader.next((e) => e.event === 'logValidacaoMarca');
    expect(changeOf(event).documento).toMatchObject({ id: line.id, usuarioId: null });
  });

  it('follows only the logs the user may read', async () => {
    const faturamento = await stream('/api/Realtime/Stream', user('faturamento').headers);
    await faturamento.next((e) => e.id !== undefined);
    const brand = await logLine('logValidacaoMarca', 'Outra marca');
    const billing = await logLine('logFaturamento', 'Faturamento importado');
    const event = await faturamento.next((e) => e.event !== undefined);
    expect(changeOf(event).documento.id).toBe(billing.id);
    expect(faturamento.events.map((e) => e.data ?? '').join()).not.toContain(brand.id);
  });

  it('answers 401 without a token, 403 for a log without permission, 400 for an unknown collection', async () => {
    const anonymous = await stream('/api/Realtime/Stream', { domain: 'abracaf' });
    expect(anonymous.response.status).toBe(401);
    const refused = await stream(
      '/api/Realtime/Stream?colecoes=logFaturamento',
      user('loja').headers,
    );
    expect(refused.response.status).toBe(403);
    const unknown = await stream('/api/Realtime/Stream?colecoes=pedidos', user('loja').headers);
    expect(unknown.response.status).toBe(400);
    const badId = await stream('/api/Realtime/Stream', {
      ...user('loja').headers,
      'last-event-id': 'ontem',
    });
    expect(badId.response.status).toBe(400);
  });

  it('ends when its user is deactivated, and the token cannot open it again', async () => {
    const { token } = await login(server.app, 'concessionario');
    const reader = await stream('/api/Realtime/Stream', auth(token));
    expect(reader.response.status).toBe(200);
    await reader.next((e) => e.id !== undefined);
    const id = await demoUserId(server.database.db, 'concessionario');
    const toggle = () =>
      server.app.inject({
        method: 'PUT',
        url: '/api/Administracao/Usuario/AtivarInativar',
        headers: { ...user('admin').headers, 'content-type': 'application/json' },
        payload: JSON.stringify(String(id)),
      });
    expect((await toggle()).statusCode).toBe(200);
    // No clock moves: the deactivation itself ends the stream.
    await reader.ended;
    const again = await stream('/api/Realtime/Stream', auth(token));
    expect(again.response.status).toBe(401);
    expect((await toggle()).statusCode).toBe(200);
  }, 15_000);

  it('ends when its sign-in is revoked by a reused refresh token', async () => {
    const signIn = await login(server.app, 'boletim');
    const reader = await stream('/api/Realtime/Stream', auth(signIn.token));
    await reader.next((e) => e.id !== undefined);
    const refresh = () =>
      server.app.inject({
        method: 'POST',
        url: '/Connect/refreshtoken',
        headers: { domain: 'abracaf', 'content-type': 'application/json' },
        payload: JSON.stringify(signIn),
      });
    expect((await refresh()).statusCode).toBe(200);
    // Past the grace, the first token coming back revokes the family.
    server.clock.advance(server.config.refreshReuseGraceSeconds + 1);
    expect((await refresh()).statusCode).toBe(401);
    await reader.ended;
  }, 15_000);

  it('ends when its token expires, and the expired token cannot open it again', async () => {
    // A token with one second left: signed with the clock set back by its lifetime less a second.
    const lifetime = server.config.accessTokenSeconds;
    server.clock.advance(-(lifetime - 1));
    const { token } = await login(server.app, 'regional');
    server.clock.advance(lifetime - 1);
    const reader = await stream('/api/Realtime/Stream', auth(token));
    expect(reader.response.status).toBe(200);
    await reader.next((e) => e.id !== undefined);
    // Said before the end, so the client renews at once instead of backing off.
    await reader.next((e) => e.event === 'expirado');
    await reader.ended;
    server.clock.advance(2);
    const again = await stream('/api/Realtime/Stream', auth(token));
    expect(again.response.status).toBe(401);
    expect(((await again.response.json()) as { code: string }).code).toBe('token-expirado');
  });
});

// Only PostgreSQL has a LISTEN connection to lose (PGlite is in the process): the suite's
// PostgreSQL pass defines this block, the PGlite pass has nothing of the kind to test.
const onPostgres = testDatabaseUrl() !== undefined;
(onPostgres ? describe : () => undefined)('the LISTEN connection on PostgreSQL', () => {
  it('is opened again when it dies, and the streams catch up on what was missed', async () => {
    const reader = await stream('/api/Realtime/Stream', user('loja').headers);
    await reader.next((e) => e.id !== undefined);
    // Other roles' sessions show their query only to the owner: through the platform escape.
    // Only the realtime channel's: the job queue listens on a connection of its own, and killing
    // that one instead (the first row, most runs) tested nothing of the hub's reconnect.
    const listeners = () =>
      acrossTenants(server, () =>
        queryRows<{ pid: number }>(
          server.database.db,
          sql`select pid from pg_stat_activity
            where datname = current_database() and query = ${`listen "${realtimeChannel}"`}`,
        ),
      );
    const [before] = await listeners();
    if (!before) throw new Error('no LISTEN connection');
    await acrossTenants(server, () =>
      queryRows(server.database.db, sql`select pg_terminate_backend(${before.pid})`),
    );
    // Published while nobody listens: no notification will ever arrive for it.
    const missed = await notify('loja', 'Enquanto ninguém ouvia');
    const event = await reader.next((e) => e.data?.includes(missed.id) === true, 15_000);
    expect(changeOf(event).tipo).toBe('adicionado');
    const after = await listeners();
    expect(after.map((row) => row.pid)).not.toContain(before.pid);
    expect(after).toHaveLength(1);
  });
});

describe('/api/Realtime/{colecao}', () => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    name: string,
    payload?: object,
  ) =>
    server.app.inject({
      method,
      url: `/api/Realtime/${url}`,
      headers: user(name).headers,
      ...(payload ? { payload } : {}),
    });

  it('lets a user add, list newest first, merge into and remove their processing markers', async () => {
    const first = await call('POST', 'marcadoresProcessamento', 'loja', { dados: { etapa: 1 } });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', 'marcadoresProcessamento', 'loja', { dados: { etapa: 2 } });
    const firstId = first.json<{ id: string }>().id;
    const secondId = second.json<{ id: string }>().id;

    const list = await call('GET', 'marcadoresProcessamento', 'loja');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: string }[]>().map((d) => d.id)).toEqual([secondId, firstId]);
    expect((await call('GET', 'marcadoresProcessamento', 'admin')).json()).toEqual([]);

    const merged = await call('PATCH', `marcadoresProcessamento/${firstId}`, 'loja', {
      dados: { concluido: true },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ dados: { etapa: 1, concluido: true } });
    expect(merged.json<{ atualizadoEm: string | null }>().atualizadoEm).not.toBeNull();

    expect((await call('DELETE', `marcadoresProcessamento/${firstId}`, 'loja')).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `marcadoresProcessamento/${firstId}`, 'loja')).statusCode).toBe(
      404,
    );
    const after = await call('GET', 'marcadoresProcessamento?limite=1', 'loja');
    expect(after.json<{ id: string }[]>().map((d) => d.id)).toEqual([secondId]);
  });

  it('lets a user mark their own notification read, and nothing else', async () => {
    const own = await notify('loja', 'Leia-me');
    const read = await call('PATCH', `notificacoes/${own.id}`, 'loja', { dados: { lida: true } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ dados: { texto: 'Leia-me', lida: true } });
    expect(
      (await call('PATCH', `notificacoes/${own.id}`, 'loja', { dados: { texto: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', 'notificacoes', 'loja', { dados: { texto: 'falsa' } })).statusCode,
    ).toBe(403);
    // Another user's, another tenant's, or under another collection: not found.
    expect(
      (await call('PATCH', `notificacoes/${own.id}`, 'admin', { dados: { lida: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `notificacoes/${own.id}`, 'outro', { dados: { lida: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `marcadoresProcessamento/${own.id}`, 'loja', { dados: { a: 1 } }))
        .statusCode,
    ).toBe(404);
  });

  it('shows the logs to those with the screen permission, read-only', async () => {
    const line = await logLine('logFaturamento', 'Mês fechado', user('faturamento').id);
    const list = await call('GET', 'logFaturamento', 'admin');
    expect(list.json<{ id: string }[]>().map((d) => d.id)).toContain(line.id);
    expect((await call('GET', 'logFaturamento', 'loja')).statusCode).toBe(403);
    expect((await call('GET', 'logValidacaoMarca', 'faturamento')).statusCode).toBe(403);
    expect((await call('DELETE', `logFaturamento/${line.id}`, 'faturamento')).statusCode).toBe(403);
    expect((await call('POST', 'logFaturamento', 'faturamento', { dados: {} })).statusCode).toBe(
      403,
    );
  });

  it('answers 400 for an unknown collection and 413 for oversized data', async () => {
    expect((await call('GET', 'pedidos', 'loja')).statusCode).toBe(400);
    const big = { dados: { texto: 'x'.repeat(40_000) } };
    expect((await call('POST', 'marcadoresProcessamento', 'loja', big)).statusCode).toBe(413);
  });
});

describe('seedRealtimeDemo', () => {
  it('welcomes each user that never had a notification, once, and never again after removal', async () => {
    const welcomes = async (name: string) => {
      const list = await server.app.inject({
        method: 'GET',
        url: '/api/Realtime/notificacoes',
        headers: user(name).headers,
      });
      return list
        .json<{ id: string; dados: { titulo?: string } }[]>()
        .filter((d) => d.dados.titulo === welcomeNotification.titulo);
    };
    await seedRealtimeDemo(server.database.db, undefined, ['abracaf']);
    await seedRealtimeDemo(server.database.db, undefined, ['abracaf']);
    const [welcome, ...more] = await welcomes('marca');
    expect(welcome).toBeDefined();
    expect(more).toEqual([]);
    // loja had notifications before (earlier tests): no welcome.
    expect(await welcomes('loja')).toEqual([]);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/Realtime/notificacoes/${welcome?.id ?? ''}`,
      headers: user('marca').headers,
    });
    expect(removed.statusCode).toBe(204);
    await seedRealtimeDemo(server.database.db, undefined, ['abracaf']);
    expect(await welcomes('marca')).toEqual([]);
  });
});

describe('SseConnection', () => {
  it('sends heartbeat comments so proxies keep the stream open', async () => {
    const leitor = { tenantId: 'abracaf', usuarioId: 1, proprias: [], todas: [] };
    const connection = new SseConnection(leitor, 20, () => undefined);
    const chunks: string[] = [];
    // Waits for the second heartbeat however late the timers run (a fixed sleep failed under CI
    // load); the test's own time limit bounds the wait.
    await new Promise<void>((resolve) => {
      connection.body.on('data', (chunk: Buffer) => {
        chunks.push(chunk.toString());
        if (chunks.join('').split(': heartbeat').length > 2) resolve();
      });
    });
    connection.end();
    await connection.finished;
    expect(chunks.join('')).toMatch(/^retry: \d+\n\n(: heartbeat\n\n){2,}$/);
  });
});

describe('shutdown', () => {
  it('ends open streams so the server closes at once', async () => {
    const reader = await stream('/api/Realtime/Stream', user('loja').headers);
    await reader.next((e) => e.id !== undefined);
    const started = Date.now();
    closed = true;
    await server.close();
    await reader.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
