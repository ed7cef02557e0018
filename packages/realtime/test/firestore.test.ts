// The Firestore adapter against Google's emulators (test/global-setup.ts starts them with
// firestore.rules, and the API that mints the custom tokens): the realtime contract
// (test/contract.ts, which the SSE adapter runs too), then the security rules on their own,
// through the Firebase SDK signed in as each user, the way a user could try them without our code.
import { inject, describe, expect, it, afterEach } from 'vitest';
import { settle, unwrap, ApiRequestError } from '@emplacamento/api-client';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithCustomToken,
} from 'firebase/auth';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { deferredRealtime, watchCollection, type RealtimeStore } from '../src';
import { createFirestoreRealtime } from '../src/firestore';
import { realtimeContract } from './contract';
import { signIn, until } from './session';

// The refusals below are the point of these tests; the SDK would log each one as a warning.
setLogLevel('error');

const firebase = inject('firebase');
const { projectId, apiKey, emulators } = firebase;

/** A signed-in session's custom token, from the real API. */
async function customToken(slug: string, tenant: string) {
  const session = await signIn(slug, tenant);
  session.store.close();
  return () =>
    settle(session.clients.platform.POST('/api/Realtime/TokenFirebase', {})).then(unwrap);
}

async function firestoreStore(slug: string, tenant = main): Promise<RealtimeStore> {
  return createFirestoreRealtime({
    firebase: { projectId, apiKey },
    tenant,
    emulators,
    customToken: await customToken(slug, tenant),
  });
}

const [main = '', other = ''] = firebase.tenants;
/** The id the API's demo seed gives the welcome notification in a Firestore tenant. */
const welcomeId = 'boas-vindas';

realtimeContract('Firestore', { store: firestoreStore, tenants: { main, other } });

const apps: FirebaseApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await deleteApp(app);
});

/** The Firebase SDK signed in as a user, with nothing of ours in between. */
async function sdkAs(slug: string, tenant = main): Promise<{ db: Firestore; id: number }> {
  const { token, usuarioId } = await (await customToken(slug, tenant))();
  const app = initializeApp({ projectId, apiKey }, `regras-${slug}-${String(apps.length)}`);
  apps.push(app);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  const db = getFirestore(app);
  const [host = '', port = ''] = emulators.firestore.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  await signInWithCustomToken(auth, token);
  return { db, id: usuarioId };
}

const denied = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ code: 'permission-denied' });

describe('firestore.rules', () => {
  it("keeps a user out of another user's and another tenant's documents", async () => {
    const loja = await sdkAs('loja');
    const admin = await sdkAs('administrador');
    await denied(
      getDocs(collection(loja.db, `tenants/${main}/usuarios/${String(admin.id)}/notificacoes`)),
    );
    await denied(
      getDocs(
        collection(loja.db, `tenants/${other}/usuarios/${String(loja.id)}/marcadoresProcessamento`),
      ),
    );
    await denied(
      addDoc(
        collection(loja.db, `tenants/${main}/usuarios/${String(admin.id)}/marcadoresProcessamento`),
        {
          dados: {},
          usuarioId: admin.id,
          criadoEm: serverTimestamp(),
          atualizadoEm: null,
        },
      ),
    );
  });

  it('lets users write only well-formed markers of their own, stamped by the server', async () => {
    const loja = await sdkAs('loja');
    const path = `tenants/${main}/usuarios/${String(loja.id)}/marcadoresProcessamento`;
    const good = {
      dados: { etapa: 'x' },
      usuarioId: loja.id,
      criadoEm: serverTimestamp(),
      atualizadoEm: null,
    };
    const created = await addDoc(collection(loja.db, path), good);
    await denied(addDoc(collection(loja.db, path), { ...good, usuarioId: loja.id + 1 }));
    await denied(addDoc(collection(loja.db, path), { ...good, criadoEm: new Date(0) }));
    await denied(addDoc(collection(loja.db, path), { ...good, extra: true }));
    await denied(updateDoc(created, { usuarioId: loja.id + 1 }));
    await denied(updateDoc(created, { 'dados.etapa': 'y' }));
    await updateDoc(created, { 'dados.etapa': 'y', atualizadoEm: serverTimestamp() });
  });

  it('lets users only mark their notifications read, and never write one', async () => {
    const loja = await sdkAs('loja');
    const ref = doc(
      loja.db,
      `tenants/${main}/usuarios/${String(loja.id)}/notificacoes/${welcomeId}`,
    );
    await denied(updateDoc(ref, { 'dados.titulo': 'outro', atualizadoEm: serverTimestamp() }));
    await denied(updateDoc(ref, { 'dados.lida': 'sim', atualizadoEm: serverTimestamp() }));
    await updateDoc(ref, { 'dados.lida': true, atualizadoEm: serverTimestamp() });
    await denied(
      setDoc(doc(loja.db, `tenants/${main}/usuarios/${String(loja.id)}/notificacoes/nova`), {
        dados: { titulo: 'falsa' },
        usuarioId: loja.id,
        criadoEm: serverTimestamp(),
        atualizadoEm: null,
      }),
    );
  });

  it("opens a tenant's logs to the profiles with their permission, read only", async () => {
    const admin = await sdkAs('administrador');
    const loja = await sdkAs('loja');
    await expect(
      getDocs(collection(admin.db, `tenants/${main}/logFaturamento`)),
    ).resolves.toBeDefined();
    await denied(getDocs(collection(loja.db, `tenants/${main}/logFaturamento`)));
    await denied(getDocs(collection(admin.db, `tenants/${other}/logFaturamento`)));
    await denied(addDoc(collection(admin.db, `tenants/${main}/logFaturamento`), { dados: {} }));
  });
});

describe('createFirestoreRealtime', () => {
  it('reports a tenant without Firebase as the API answers it', async () => {
    const store = await firestoreStore('administrador', 'abracaf');
    try {
      const error: unknown = await store.list('notificacoes').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).error).toMatchObject({ kind: 'problem', status: 404 });
    } finally {
      store.close();
    }
  });
});

describe('deferredRealtime', () => {
  it('serves calls and subscriptions made before the adapter arrived', async () => {
    let arrive: (store: RealtimeStore) => void = () => undefined;
    const store = deferredRealtime(
      () =>
        new Promise<RealtimeStore>((resolve) => {
          arrive = resolve;
        }),
    );
    try {
      const heard: string[] = [];
      let syncs = 0;
      const states: string[] = [];
      store.subscribe('marcadoresProcessamento', (change) => heard.push(change.documento.id), {
        onSync: () => (syncs += 1),
        onStatus: (estado) => states.push(estado),
      });
      const never = store.subscribe('marcadoresProcessamento', () => heard.push('parado'));
      never();
      const added = store.add('marcadoresProcessamento', { antes: 'do adaptador' });
      expect(states).toEqual(['conectando']);

      arrive(await firestoreStore('loja'));
      const marker = await added;
      await until(() => syncs === 1, 'the listener');
      const later = await store.add('marcadoresProcessamento', { depois: true });
      await until(() => heard.includes(later.id), 'the change');
      expect(heard).not.toContain('parado');
      expect((await store.list('marcadoresProcessamento')).map((d) => d.id)).toContain(marker.id);
    } finally {
      store.close();
    }
  });

  it('reports an adapter that could not be loaded through the read it asks for', async () => {
    const failure = new ApiRequestError({ kind: 'network', message: 'chunk', cause: null });
    const store = deferredRealtime(() => Promise.reject(failure));
    let reported: unknown;
    const stop = watchCollection(store, 'notificacoes', {
      onDocuments: () => undefined,
      onError: (error) => (reported = error),
    });
    await until(() => reported !== undefined, 'the error');
    expect(reported).toBe(failure);
    stop();
    store.close();
  });
});
