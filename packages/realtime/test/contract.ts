// The one contract of a realtime adapter, run by the SSE adapter's tests against the real API and
// by the Firestore adapter's tests against Google's emulators: whatever serves a tenant, the
// portal sees the same documents, the same changes and the same refusals.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@emplacamento/api-client';
import {
  watchCollection,
  type Colecao,
  type DocumentoRealtime,
  type EstadoConexao,
  type Mudanca,
  type RealtimeStore,
} from '../src';
import { until } from './session';

/** What an adapter's test gives the contract. */
export interface ContractHarness {
  /** A store of the demo user `slug` of `tenant`, signed in. */
  store(slug: string, tenant: string): Promise<RealtimeStore>;
  /** Two demo tenants this adapter serves: the users' own, and another one. */
  tenants: { main: string; other: string };
}

/**
 * The demo seed's welcome notification, which the API publishes at start to every demo user in
 * their tenant's provider: a notification written by the server, not by the user.
 */
export const welcome = 'Bem-vindo ao Portal Emplacamento';

async function welcomeOf(store: RealtimeStore): Promise<string> {
  const found = (await store.list('notificacoes', { limite: 500 })).find(
    (d) => d.dados.titulo === welcome,
  );
  if (!found) throw new Error('the user has no welcome notification');
  return found.id;
}

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Subscribes and records changes, sync calls and states until the test ends. */
export function record(store: RealtimeStore, colecao: Colecao) {
  const seen = { changes: [] as Mudanca[], syncs: 0, states: [] as EstadoConexao[] };
  const stop = store.subscribe(colecao, (change) => seen.changes.push(change), {
    onSync: () => (seen.syncs += 1),
    onStatus: (estado) => seen.states.push(estado),
  });
  cleanups.push(stop);
  return { seen, stop };
}

/** A live list until the test ends; `latest()` is what the widget would show. */
function live(store: RealtimeStore, colecao: Colecao) {
  let latest: DocumentoRealtime[] | undefined;
  let failure: unknown;
  const stop = watchCollection(store, colecao, {
    onDocuments: (documentos) => (latest = documentos),
    onError: (error) => (failure = error),
  });
  cleanups.push(stop);
  return { latest: () => latest, failure: () => failure };
}

const connected = (states: EstadoConexao[]) => states.at(-1) === 'conectado';

const problemStatus = (error: unknown) =>
  error instanceof ApiRequestError && error.error.kind === 'problem'
    ? error.error.status
    : undefined;

/** Registers the contract's tests for the adapter `name`. */
export function realtimeContract(name: string, harness: ContractHarness): void {
  const { main, other: otherTenant } = harness.tenants;
  const store = async (slug: string, tenant = main) => {
    const opened = await harness.store(slug, tenant);
    cleanups.push(() => {
      opened.close();
    });
    return opened;
  };

  describe(`${name}: the realtime contract`, () => {
    it('lists, adds, updates and removes, and hears each change once, in order', async () => {
      const loja = await store('loja');
      const { seen } = record(loja, 'marcadoresProcessamento');
      await until(() => connected(seen.states) && seen.syncs === 1, 'the stream');

      const marker = await loja.add('marcadoresProcessamento', { etapa: 'importando' });
      const updated = await loja.update('marcadoresProcessamento', marker.id, { pct: 50 });
      expect(updated.dados).toEqual({ etapa: 'importando', pct: 50 });
      expect(updated.atualizadoEm).not.toBeNull();
      const listed = await loja.list('marcadoresProcessamento', { limite: 500 });
      expect(listed.map((d) => d.id)).toContain(marker.id);
      await loja.remove('marcadoresProcessamento', marker.id);
      await expect(loja.list('marcadoresProcessamento')).resolves.not.toContainEqual(
        expect.objectContaining({ id: marker.id }),
      );

      await until(() => seen.changes.length === 3, 'three changes');
      expect(seen.changes.map((c) => [c.tipo, c.documento.id])).toEqual([
        ['adicionado', marker.id],
        ['alterado', marker.id],
        ['removido', marker.id],
      ]);
      expect(seen.changes[1]?.documento.dados).toEqual({ etapa: 'importando', pct: 50 });
    });

    it('lists newest first, at most `limite`', async () => {
      const loja = await store('loja');
      const first = await loja.add('marcadoresProcessamento', { ordem: 1 });
      const second = await loja.add('marcadoresProcessamento', { ordem: 2 });
      const listed = await loja.list('marcadoresProcessamento', { limite: 2 });
      expect(listed.map((d) => d.id)).toEqual([second.id, first.id]);
      expect(listed[0]).toMatchObject({ colecao: 'marcadoresProcessamento', dados: { ordem: 2 } });
    });

    it("never shows a user another user's or another tenant's documents", async () => {
      const loja = await store('loja');
      const admin = await store('administrador');
      const other = await store('administrador', otherTenant);
      const { seen } = record(loja, 'marcadoresProcessamento');
      await until(() => connected(seen.states), 'the stream');
      const theirs = await admin.add('marcadoresProcessamento', { dono: 'admin' });
      await other.add('marcadoresProcessamento', { dono: 'outro domínio' });
      const own = await loja.add('marcadoresProcessamento', { dono: 'loja' });
      await until(() => seen.changes.length > 0);
      expect(seen.changes.map((c) => c.documento.id)).toEqual([own.id]);
      const listed = await loja.list('marcadoresProcessamento', { limite: 500 });
      expect(listed.map((d) => d.id)).not.toContain(theirs.id);
      await expect(loja.remove('marcadoresProcessamento', theirs.id)).rejects.toSatisfy(
        (error) => problemStatus(error) === 404,
      );
    });

    it('reports a list the user may not read as the API error', async () => {
      const loja = await store('loja');
      const error: unknown = await loja.list('logFaturamento').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).error).toMatchObject({ kind: 'problem', status: 403 });
    });

    it('refuses what only the server writes, and loses nothing saved', async () => {
      const loja = await store('loja');
      const id = await welcomeOf(loja);
      const before = (await loja.list('notificacoes', { limite: 500 })).find((d) => d.id === id);
      expect(before).toBeDefined();

      const forged: unknown = await loja
        .add('notificacoes', { titulo: 'falsa' })
        .catch((e: unknown) => e);
      expect(problemStatus(forged)).toBe(403);
      const changed: unknown = await loja
        .update('notificacoes', id, { titulo: 'outro' })
        .catch((e: unknown) => e);
      expect(changed).toBeInstanceOf(ApiRequestError);
      expect((changed as ApiRequestError).error.kind).toBe('problem');

      const after = (await loja.list('notificacoes', { limite: 500 })).find((d) => d.id === id);
      expect(after?.dados).toEqual(before?.dados);
    });

    it('follows in one tab the notification marked read in the other', async () => {
      const tabA = await store('administrador');
      const tabB = await store('administrador');
      const id = await welcomeOf(tabA);
      const inA = live(tabA, 'notificacoes');
      const inB = live(tabB, 'notificacoes');
      const read = (tab: typeof inA) => tab.latest()?.find((d) => d.id === id)?.dados.lida;
      await until(() => read(inA) !== undefined && read(inB) !== undefined, 'both reads');

      const lida = read(inA) !== true;
      const marked = await tabA.update('notificacoes', id, { lida });
      expect(marked.dados.lida).toBe(lida);
      await until(() => read(inB) === lida, 'the other tab');
      await until(() => read(inA) === lida, 'the same tab');
    });

    it('keeps a live list current, newest first', async () => {
      const loja = await store('loja');
      const older = await loja.add('marcadoresProcessamento', { ordem: 'antigo' });
      const list = live(loja, 'marcadoresProcessamento');
      await until(() => list.latest()?.some((d) => d.id === older.id) === true, 'read');

      const newer = await loja.add('marcadoresProcessamento', { ordem: 'novo' });
      await until(() => list.latest()?.[0]?.id === newer.id, 'the new document');
      await loja.update('marcadoresProcessamento', older.id, { visto: true });
      await until(() => list.latest()?.find((d) => d.id === older.id)?.dados.visto === true);
      await loja.remove('marcadoresProcessamento', newer.id);
      await until(() => list.latest()?.every((d) => d.id !== newer.id) === true, 'the removal');
    });

    it('reports a live list the user may not read', async () => {
      const loja = await store('loja');
      const list = live(loja, 'logValidacaoMarca');
      await until(() => list.failure() !== undefined, 'the error');
      expect((list.failure() as ApiRequestError).error).toMatchObject({ status: 403 });
    });
  });
}
