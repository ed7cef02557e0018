// The SSE adapter against the real API (test/global-setup.ts starts it): changes arrive, one
// connection serves every subscription, a dropped connection resumes with Last-Event-ID, an
// expired token is renewed, and users see only their own documents.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@emplacamento/api-client';
import {
  watchCollection,
  type DocumentoRealtime,
  type EstadoConexao,
  type Mudanca,
  type PageVisibility,
} from '../src';
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

describe('createSseRealtime', () => {
  it('lists, adds, updates and removes, and hears each change once, in order', async () => {
    const loja = await session('loja');
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states) && seen.syncs === 1, 10_000, 'the stream');

    const marker = await loja.store.add('marcadoresProcessamento', { etapa: 'importando' });
    const updated = await loja.store.update('marcadoresProcessamento', marker.id, { pct: 50 });
    expect(updated.dados).toEqual({ etapa: 'importando', pct: 50 });
    const listed = await loja.store.list('marcadoresProcessamento', { limite: 500 });
    expect(listed.map((d) => d.id)).toContain(marker.id);
    await loja.store.remove('marcadoresProcessamento', marker.id);
    await expect(loja.store.list('marcadoresProcessamento')).resolves.not.toContainEqual(
      expect.objectContaining({ id: marker.id }),
    );

    await until(() => seen.changes.length === 3, 10_000, 'three changes');
    expect(seen.changes.map((c) => [c.tipo, c.documento.id])).toEqual([
      ['adicionado', marker.id],
      ['alterado', marker.id],
      ['removido', marker.id],
    ]);
  });

  it('shares one connection between subscriptions and hangs up when the last one ends', async () => {
    const relay = await startRelay();
    cleanups.push(() => relay.close());
    const loja = await session('loja', 'abracaf', relay);
    const markers = record(loja, 'marcadoresProcessamento');
    const notifications = record(loja, 'notificacoes');
    await until(() => connected(markers.seen.states), 10_000, 'the stream');
    expect(notifications.seen.syncs).toBe(1);
    expect(relay.streams).toBe(1);

    markers.stop();
    notifications.stop();
    await until(() => relay.openStreams === 0, 10_000, 'the hang-up');
    // A later subscription opens a new connection and reads afresh.
    const again = record(loja, 'marcadoresProcessamento');
    await until(() => again.seen.syncs === 1, 10_000, 'a new stream');
    expect(relay.streams).toBe(2);
  });

  it('reconnects after a drop and resumes with Last-Event-ID: nothing missed, no fresh read', async () => {
    const relay = await startRelay();
    cleanups.push(() => relay.close());
    const loja = await session('loja', 'abracaf', relay);
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states), 10_000, 'the stream');

    relay.refusing = true;
    relay.cut();
    await until(() => seen.states.at(-1) === 'reconectando', 10_000, 'the drop');
    // REST goes straight to the API: these happen while the stream is down.
    const a = await loja.store.add('marcadoresProcessamento', { n: 1 });
    const b = await loja.store.add('marcadoresProcessamento', { n: 2 });
    relay.refusing = false;

    await until(() => seen.changes.length === 2, 15_000, 'the missed changes');
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
    await until(() => connected(seen.states), 10_000, 'the stream');

    show(false);
    await until(() => relay.openStreams === 0, 10_000, 'the hang-up');
    const missed = await loja.store.add('marcadoresProcessamento', { enquanto: 'oculta' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(relay.streams).toBe(1);

    show(true);
    await until(() => seen.changes.length === 1, 10_000, 'the missed change');
    expect(seen.changes[0]?.documento.id).toBe(missed.id);
    expect(relay.streams).toBe(2);
    expect(seen.syncs).toBe(1);
  });

  it('renews an expired token once and connects with the new one', async () => {
    const loja = await session('loja');
    const first = loja.clients.tokens.read()?.token;
    await new Promise((resolve) => setTimeout(resolve, accessTokenSeconds * 1000 + 500));
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states), 10_000, 'the stream');
    expect(loja.clients.tokens.read()?.token).not.toBe(first);
    expect(loja.logouts).toBe(0);
    const marker = await loja.store.add('marcadoresProcessamento', { renovado: true });
    await until(() => seen.changes.some((c) => c.documento.id === marker.id));
  });

  it('stops when the session cannot be renewed, and the app is told to log out', async () => {
    const loja = await session('loja');
    const real = loja.clients.tokens.read();
    if (!real) throw new Error('no session');
    // A token whose signature is wrong and a refresh token the server never issued.
    loja.clients.tokens.write({ ...real, token: `${real.token}x`, refreshToken: 'nope' });
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => seen.states.at(-1) === 'encerrado', 10_000, 'the stop');
    expect(loja.logouts).toBe(1);
  });

  it("never shows a user another user's or another tenant's documents", async () => {
    const loja = await session('loja');
    const admin = await session('administrador');
    const other = await session('administrador', 'assobrav');
    const { seen } = record(loja, 'marcadoresProcessamento');
    await until(() => connected(seen.states), 10_000, 'the stream');
    await admin.store.add('marcadoresProcessamento', { dono: 'admin' });
    await other.store.add('marcadoresProcessamento', { dono: 'outro domínio' });
    const own = await loja.store.add('marcadoresProcessamento', { dono: 'loja' });
    await until(() => seen.changes.length > 0);
    expect(seen.changes.map((c) => c.documento.id)).toEqual([own.id]);
  });

  it('reports a list the user may not read as the API error', async () => {
    const loja = await session('loja');
    const error: unknown = await loja.store.list('logFaturamento').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).error).toMatchObject({ kind: 'problem', status: 403 });
  });
});

describe('watchCollection', () => {
  it('reads the collection once the stream is open and keeps it current, newest first', async () => {
    const loja = await session('loja');
    const older = await loja.store.add('marcadoresProcessamento', { ordem: 'antigo' });
    let latest: DocumentoRealtime[] | undefined;
    const stop = watchCollection(loja.store, 'marcadoresProcessamento', {
      onDocuments: (documentos) => (latest = documentos),
    });
    cleanups.push(stop);
    await until(() => latest?.some((d) => d.id === older.id) === true, 10_000, 'the read');

    const newer = await loja.store.add('marcadoresProcessamento', { ordem: 'novo' });
    await until(() => latest?.[0]?.id === newer.id, 10_000, 'the new document');
    await loja.store.update('marcadoresProcessamento', older.id, { visto: true });
    await until(() => latest?.find((d) => d.id === older.id)?.dados.visto === true);
    await loja.store.remove('marcadoresProcessamento', newer.id);
    await until(() => latest?.every((d) => d.id !== newer.id) === true, 10_000, 'the removal');
  });

  it('reports a read the user may not make', async () => {
    const loja = await session('loja');
    let failure: unknown;
    const stop = watchCollection(loja.store, 'logValidacaoMarca', {
      onDocuments: () => undefined,
      onError: (error) => (failure = error),
    });
    cleanups.push(stop);
    await until(() => failure !== undefined, 10_000, 'the error');
    expect((failure as ApiRequestError).error).toMatchObject({ status: 403 });
  });
});
