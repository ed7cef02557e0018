// The SSE adapter against the real API (test/global-setup.ts starts it): the realtime contract
// (test/contract.ts, which the Firestore adapter runs too), then what is the SSE adapter's own:
// one connection serves every subscription, a dropped connection resumes with Last-Event-ID, a
// hidden page lets go of its stream, an expired token is renewed (before connecting and when the
// server ends a stream at its token's expiry).
import { afterEach, describe, expect, it } from 'vitest';
import { type EstadoConexao, type Mudanca, type PageVisibility } from '../src';
import { realtimeContract } from './contract';
import { accessTokenSeconds } from './global-setup';
import { signIn, startRelay, until, type Relay, type TestSession } from './session';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function session(
  slug: string,
  tenant?: string,
  relay?: Relay,
  visibility?: PageVisibility,
): Promise<TestSession> {
  const signedIn = await signIn(slug, tenant, {
    ...(relay ? { baseUrl: relay.url } : {}),
    ...(visibility ? { visibility } : {}),
    retryMs: 50,
    // The backoff doubles per refused attempt: uncapped, a drop that lasts as long as two slow
    // API calls on a busy machine would wait up to 30 s to resume. The resume is what is tested.
    maxRetryMs: 400,
  });
  cleanups.push(() => {
    signedIn.store.close();
  });
  return signedIn;
}

/** Subscribes and records changes, sync calls and states. */
function record(s: TestSession, colecao: 'marcadoresProcessamento' | 'notificacoes') {
  const seen = { changes: [] as Mudanca[], syncs: 0, states: [] as EstadoConexao[] };
  const stop = s.store.subscribe(colecao, (change) => seen.changes.push(change), {
    onSync: () => (seen.syncs += 1),
    onStatus: (estado) => seen.states.push(estado),
  });
  cleanups.push(stop);
  return { seen, stop };
}

const connected = (states: EstadoConexao[]) => states.at(-1) === 'conectado';

realtimeContract('SSE', {
  store: async (slug, tenant) => (await signIn(slug, tenant, { retryMs: 50 })).store,
  tenants: { main: 'abracaf', other: 'assobrav' },
});

describe('createSseRealtime', () => {
  it('shares one connection between subscriptions and hangs up when the last one ends', async () => {
    const relay = await startRelay();
    cleanups.push(() => relay.close());
    const loja = await session('loja', 'abracaf', relay);
    const markers = record(loja, 'marcadoresProcessamento');
    const notifications = record(loja, 'notificacoes');
    await until(() => connected(markers.seen.states), 'the stream');
    expect(notifications.seen.syncs).toBe(1);
    expect(relay.streams).toBe(1);

    markers.stop();
    notifications.stop();
    await until(() => relay.openStreams === 0, 'the hang-up');
    // A later subscription opens a new connection and reads afresh.
    const again = record(loja, 'marcadoresProcessamento');
    await until(() => again.seen.syncs === 1, 'a new stream');
    expect(relay.streams).toBe(2);
  });

  it('reconnects after a drop and resumes with Last-Event-ID: nothing missed, no fresh read', async () => {
    const relay = await startRelay();
    cleanups.push(() => relay.close());
    const loja = await session('loja', 'abracaf', relay);
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states), 'the stream');

    relay.refusing = true;
    relay.cut();
    await until(() => seen.states.at(-1) === 'reconectando', 'the drop');
    // REST goes straight to the API: these happen while the stream is down.
    const a = await loja.store.add('marcadoresProcessamento', { n: 1 });
    const b = await loja.store.add('marcadoresProcessamento', { n: 2 });
    relay.refusing = false;

    await until(() => seen.changes.length === 2, 'the missed changes');
    expect(seen.changes.map((c) => c.documento.id)).toEqual([a.id, b.id]);
    expect(seen.syncs).toBe(1);
    expect(connected(seen.states)).toBe(true);
  });

  it('lets go of the stream while the page is hidden and resumes it when shown, missing nothing', async () => {
    // The page's visibility as the browser would report it.
    const page = new EventTarget();
    let hidden = false;
    const visibility: PageVisibility = {
      hidden: () => hidden,
      onChange: (listener) => {
        page.addEventListener('change', listener);
        return () => {
          page.removeEventListener('change', listener);
        };
      },
    };
    const show = (shown: boolean) => {
      hidden = !shown;
      page.dispatchEvent(new Event('change'));
    };
    const relay = await startRelay();
    cleanups.push(() => relay.close());
    const loja = await session('loja', 'abracaf', relay, visibility);
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states), 'the stream');

    show(false);
    await until(() => relay.openStreams === 0, 'the hang-up');
    const missed = await loja.store.add('marcadoresProcessamento', { enquanto: 'oculta' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(relay.streams).toBe(1);

    show(true);
    await until(() => seen.changes.length === 1, 'the missed change');
    expect(seen.changes[0]?.documento.id).toBe(missed.id);
    expect(relay.streams).toBe(2);
    expect(seen.syncs).toBe(1);
  });

  it('renews an expired token once and connects with the new one', async () => {
    const loja = await session('loja');
    const first = loja.clients.tokens.read()?.token;
    await new Promise((resolve) => setTimeout(resolve, accessTokenSeconds * 1000 + 500));
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states), 'the stream');
    expect(loja.clients.tokens.read()?.token).not.toBe(first);
    expect(loja.logouts).toBe(0);
    const marker = await loja.store.add('marcadoresProcessamento', { renovado: true });
    await until(() => seen.changes.some((c) => c.documento.id === marker.id));
  });

  it('stays live across a token expiry: renewed once, reopened at once from its last event', async () => {
    const relay = await startRelay();
    cleanups.push(() => relay.close());
    const loja = await session('loja', 'abracaf', relay);
    const first = loja.clients.tokens.read()?.token;
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states), 'the stream');
    // The server ends the stream when the token expires, saying so; the client renews the token
    // and opens the next stream with it: no 401 on the way, no backoff ('reconectando').
    await until(
      () => relay.streams >= 2 && relay.openStreams === 1 && connected(seen.states),
      'the stream reopened after the expiry',
    );
    expect(relay.streams).toBe(2);
    expect(seen.states).not.toContain('reconectando');
    expect(loja.clients.tokens.read()?.token).not.toBe(first);
    expect(loja.logouts).toBe(0);
    // Resumed from the last event: no fresh read was asked, and later changes still arrive.
    expect(seen.syncs).toBe(1);
    const marker = await loja.store.add('marcadoresProcessamento', { depois: 'renovado' });
    await until(() => seen.changes.some((c) => c.documento.id === marker.id));
  });

  it('stops when the session cannot be renewed, and the app is told to log out', async () => {
    const loja = await session('loja');
    const real = loja.clients.tokens.read();
    if (!real) throw new Error('no session');
    // A token whose signature is wrong and a refresh token the server never issued.
    loja.clients.tokens.write({ ...real, token: `${real.token}x`, refreshToken: 'nope' });
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => seen.states.at(-1) === 'encerrado', 'the stop');
    expect(loja.logouts).toBe(1);
  });
});
