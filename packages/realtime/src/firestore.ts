// The Firestore adapter of the realtime interface, for tenants whose runtime configuration names
// `realtime.provider: "firestore"`. It signs in to Firebase with a custom token the API mints for
// the signed-in user (so the security rules of firestore.rules hold each user to their own
// documents and each tenant to its own paths), then reads, writes and listens with the modular
// SDK. Only the functions used here are imported, so the bundle carries no more of Firebase.
import { deleteApp, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithCustomToken,
  type Auth,
} from 'firebase/auth';
import {
  FieldPath,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { collectionPath, toDocumento, type StoredFields } from './firestore-paths';
import { toApiRequestError } from './firestore-errors';
import type {
  Colecao,
  DadosDocumento,
  DocumentoRealtime,
  EstadoConexao,
  Mudanca,
  RealtimeStore,
  SubscribeOptions,
  Unsubscribe,
} from './types';

/** The custom token the API mints for the signed-in user (`POST /api/Realtime/TokenFirebase`). */
export interface FirebaseSignIn {
  /** Firebase custom token (a JWT signed with the tenant's service account). */
  token: string;
  /** The user's id: the segment of their own documents' paths. */
  usuarioId: number;
}

/** Options of {@link createFirestoreRealtime}. */
export interface FirestoreRealtimeOptions {
  /** The tenant's Firebase web configuration, as its runtime configuration gives it. */
  firebase: FirebaseOptions;
  /** The tenant id: the first segment of every path. */
  tenant: string;
  /** Asks the API for a custom token of the signed-in user. */
  customToken: () => Promise<FirebaseSignIn>;
  /**
   * Local emulators instead of Google's servers (development and tests): Firestore as
   * `host:port`, Auth as its URL.
   */
  emulators?: { firestore: string; auth: string };
}

let apps = 0;

/** Orders documents newest first, like the API's list. */
const defaultLimit = 100;

/** What a subscriber has been told of a document: its data as last handed out. */
const fingerprint = (snapshot: DocumentSnapshot): string =>
  JSON.stringify(snapshot.data({ serverTimestamps: 'none' }) ?? null);

class FirestoreRealtime implements RealtimeStore {
  private readonly app: FirebaseApp;
  private readonly auth: Auth;
  private readonly db: Firestore;
  private signedIn: Promise<number> | undefined;
  private readonly stops = new Set<Unsubscribe>();
  private closed = false;

  constructor(private readonly options: FirestoreRealtimeOptions) {
    apps += 1;
    // One app per store: a second user (another tab's test, a new session) never shares auth.
    this.app = initializeApp(options.firebase, `emplacamento-realtime-${String(apps)}`);
    // The API mints a fresh token for every page load; nothing is kept in the browser's storage.
    this.auth = initializeAuth(this.app, { persistence: inMemoryPersistence });
    this.db = getFirestore(this.app);
    if (options.emulators) {
      const [host = '127.0.0.1', port = '8080'] = options.emulators.firestore.split(':');
      connectFirestoreEmulator(this.db, host, Number(port));
      connectAuthEmulator(this.auth, options.emulators.auth, { disableWarnings: true });
    }
  }

  /** Signs in once (again after a failure) and gives the user's id. */
  private usuario(): Promise<number> {
    this.signedIn ??= (async () => {
      const { token, usuarioId } = await this.options.customToken();
      await signInWithCustomToken(this.auth, token);
      return usuarioId;
    })().catch((error: unknown) => {
      this.signedIn = undefined;
      throw toApiRequestError(error);
    });
    return this.signedIn;
  }

  private async path(colecao: Colecao): Promise<string> {
    return collectionPath(this.options.tenant, await this.usuario(), colecao);
  }

  private async read(colecao: Colecao, id: string): Promise<DocumentoRealtime> {
    const snapshot = await getDoc(doc(this.db, await this.path(colecao), id));
    if (!snapshot.exists()) throw toApiRequestError({ code: 'not-found' });
    return toDocumento(colecao, snapshot.id, snapshot.data());
  }

  subscribe(
    colecao: Colecao,
    onChange: (mudanca: Mudanca) => void,
    options: SubscribeOptions = {},
  ): Unsubscribe {
    let state: EstadoConexao | undefined;
    const report = (next: EstadoConexao) => {
      if (next === state) return;
      state = next;
      options.onStatus?.(next);
    };
    let stopSnapshot: Unsubscribe | undefined;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      this.stops.delete(stop);
      stopSnapshot?.();
      report('encerrado');
    };
    this.stops.add(stop);
    report('conectando');
    void this.path(colecao).then(
      (path) => {
        if (stopped) return;
        stopSnapshot = this.listen(colecao, path, onChange, options, report, stop);
      },
      // No sign-in (the API refused the token): the read the subscriber is told to make reports why.
      () => {
        stop();
        options.onSync?.();
      },
    );
    return stop;
  }

  /**
   * One snapshot listener. A change is handed out once the server has it (never a local write
   * still pending, which may yet be refused) and once per content: the SDK's metadata-only
   * snapshots (a write acknowledged, the cache catching up) do not repeat it.
   */
  private listen(
    colecao: Colecao,
    path: string,
    onChange: (mudanca: Mudanca) => void,
    options: SubscribeOptions,
    report: (estado: EstadoConexao) => void,
    stop: () => void,
  ): Unsubscribe {
    const told = new Map<string, string>();
    let synced = false;
    return onSnapshot(
      collection(this.db, path),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!synced) {
          // The first answer of the server is the state subscribers read afresh (onSync).
          if (snapshot.metadata.fromCache) return;
          for (const current of snapshot.docs)
            if (!current.metadata.hasPendingWrites) told.set(current.id, fingerprint(current));
          synced = true;
          report('conectado');
          options.onSync?.();
          return;
        }
        // Served from the cache means the SDK lost the server; it resumes on its own.
        report(snapshot.metadata.fromCache ? 'reconectando' : 'conectado');
        for (const change of snapshot.docChanges({ includeMetadataChanges: true })) {
          const current = change.doc;
          if (change.type === 'removed') {
            if (told.delete(current.id))
              onChange({ tipo: 'removido', documento: this.documento(colecao, current) });
            continue;
          }
          if (current.metadata.hasPendingWrites) continue;
          const seen = told.get(current.id);
          const now = fingerprint(current);
          if (seen === now) continue;
          told.set(current.id, now);
          const tipo = seen === undefined ? 'adicionado' : 'alterado';
          onChange({ tipo, documento: this.documento(colecao, current) });
        }
      },
      // A listener the rules refuse (a log without its permission) ends. The subscriber is told
      // to read, as the SSE adapter does when its stream opens: the read then reports the refusal
      // as the same 403 the API would answer.
      () => {
        stop();
        options.onSync?.();
      },
    );
  }

  private documento(colecao: Colecao, snapshot: DocumentSnapshot): DocumentoRealtime {
    return toDocumento(colecao, snapshot.id, snapshot.data() ?? {});
  }

  async list(colecao: Colecao, options: { limite?: number } = {}): Promise<DocumentoRealtime[]> {
    try {
      const path = await this.path(colecao);
      const snapshot = await getDocs(
        query(
          collection(this.db, path),
          orderBy('criadoEm', 'desc'),
          limit(options.limite ?? defaultLimit),
        ),
      );
      return snapshot.docs.map((d) => toDocumento(colecao, d.id, d.data() as StoredFields));
    } catch (error) {
      throw toApiRequestError(error);
    }
  }

  async add(colecao: Colecao, dados: DadosDocumento): Promise<DocumentoRealtime> {
    try {
      const usuarioId = await this.usuario();
      const ref = doc(collection(this.db, await this.path(colecao)));
      await setDoc(ref, { dados, usuarioId, criadoEm: serverTimestamp(), atualizadoEm: null });
      return await this.read(colecao, ref.id);
    } catch (error) {
      throw toApiRequestError(error);
    }
  }

  async update(colecao: Colecao, id: string, dados: DadosDocumento): Promise<DocumentoRealtime> {
    try {
      const ref = doc(this.db, await this.path(colecao), id);
      // Each top-level key of `dados` replaces that key, like the API's merge; the rest stays.
      const pairs = Object.entries(dados).flatMap(([key, value]) => [
        new FieldPath('dados', key),
        value,
      ]);
      await updateDoc(ref, 'atualizadoEm', serverTimestamp(), ...pairs);
      return await this.read(colecao, id);
    } catch (error) {
      throw toApiRequestError(error);
    }
  }

  async remove(colecao: Colecao, id: string): Promise<void> {
    try {
      const ref = doc(this.db, await this.path(colecao), id);
      // Firestore deletes a missing document without a word; the API answers 404, and so here.
      if (!(await getDoc(ref)).exists()) throw toApiRequestError({ code: 'not-found' });
      await deleteDoc(ref);
    } catch (error) {
      throw toApiRequestError(error);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const stop of [...this.stops]) stop();
    void deleteApp(this.app);
  }
}

/** The realtime collections of the signed-in user over the tenant's Firestore. */
export function createFirestoreRealtime(options: FirestoreRealtimeOptions): RealtimeStore {
  return new FirestoreRealtime(options);
}
