// The server's writes into a Firestore tenant's realtime collections (docs/decisions/0110), over
// Firestore's REST API with the tenant's service account, so no Firebase Admin SDK is needed. The
// documents have the shape the portal's adapter reads and firestore.rules expects: `dados`,
// `usuarioId`, `criadoEm` (the server's commit time), `atualizadoEm`.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Colecao } from '../db/schema-realtime.js';
import { perUser } from './access.js';
import type { DocumentoRealtime, NovoDocumento } from './documents.js';
import type { FirebaseTenant } from './firebase.js';

/** The path of a collection inside the tenant's database (as packages/realtime lays it out). */
export function firestorePath(tenantId: string, colecao: Colecao, usuarioId: number | null) {
  if (perUser.includes(colecao)) {
    if (usuarioId === null) throw new Error(`${colecao} belongs to a user`);
    return `tenants/${tenantId}/usuarios/${String(usuarioId)}/${colecao}`;
  }
  return `tenants/${tenantId}/${colecao}`;
}

/** A Firestore REST `Value` of a JSON value. */
type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Record<string, Value> } };

export function toValue(value: unknown): Value {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') {
    const fields = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toValue(v)]));
    return { mapValue: { fields } };
  }
  throw new Error(`not storable in Firestore: ${typeof value}`);
}

const oauthUrl = 'https://oauth2.googleapis.com/token';
const datastoreScope = 'https://www.googleapis.com/auth/datastore';

/** Writes one tenant's realtime documents; keeps its access token until shortly before expiry. */
export class FirestoreWriter {
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly tenant: FirebaseTenant,
    private readonly now: () => Date,
  ) {}

  /** The database's resource name, as Firestore's REST API names documents under it. */
  private get database(): string {
    return `projects/${this.tenant.account.projectId}/databases/(default)`;
  }

  private get origin(): string {
    const { emulators } = this.tenant.web;
    return emulators ? `http://${emulators.firestore}` : 'https://firestore.googleapis.com';
  }

  /**
   * The bearer of the service account: Google's OAuth token from a signed assertion (the JWT
   * bearer grant); against the emulator, its administrator credential `owner`.
   */
  private async bearer(): Promise<string> {
    if (this.tenant.web.emulators) return 'owner';
    const now = this.now().getTime();
    if (this.token && this.token.until > now) return this.token.value;
    const { clientEmail, privateKey } = this.tenant.account;
    const assertion = await new SignJWT({ scope: datastoreScope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(clientEmail)
      .setAudience(oauthUrl)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(privateKey);
    const response = await fetch(oauthUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
    if (!response.ok)
      throw new Error(`Google OAuth refused the service account: ${response.status}`);
    const { access_token: value, expires_in: seconds } = (await response.json()) as {
      access_token: string;
      expires_in: number;
    };
    this.token = { value, until: now + (seconds - 60) * 1000 };
    return value;
  }

  /** Commits one write of a document (the caller reads Firestore's answer). */
  private async commit(write: Record<string, unknown>): Promise<Response> {
    return fetch(`${this.origin}/v1/${this.database}/documents:commit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await this.bearer()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ writes: [write] }),
    });
  }

  /**
   * Merges `dados` into the data of an existing document, field by field (the mask names only
   * the fields given, so the rest of the data stays), with the commit time as `atualizadoEm`.
   * False when the document does not exist.
   */
  async merge(documento: NovoDocumento, id: string): Promise<boolean> {
    const path = firestorePath(documento.tenantId, documento.colecao, documento.usuarioId);
    const fields = Object.keys(documento.dados);
    const response = await this.commit({
      update: {
        name: `${this.database}/documents/${path}/${id}`,
        fields: { dados: toValue(documento.dados) },
      },
      // Field names of the data are plain identifiers, which a field path takes as they are.
      updateMask: { fieldPaths: fields.map((field) => `dados.${field}`) },
      updateTransforms: [{ fieldPath: 'atualizadoEm', setToServerValue: 'REQUEST_TIME' }],
      currentDocument: { exists: true },
    });
    if (response.status === 404 || response.status === 400) {
      const text = await response.text();
      if (/NOT_FOUND|FAILED_PRECONDITION/.test(text)) return false;
      throw new Error(`Firestore refused the write: ${String(response.status)} ${text}`);
    }
    if (!response.ok)
      throw new Error(
        `Firestore refused the write: ${String(response.status)} ${await response.text()}`,
      );
    return true;
  }

  /**
   * Adds a document with the server's commit time as `criadoEm`. With `id`, only when no
   * document has it yet (false when one does), so a seed can run at every start.
   */
  async add(documento: NovoDocumento, id?: string): Promise<DocumentoRealtime | false> {
    const documentId = id ?? randomUUID();
    const path = firestorePath(documento.tenantId, documento.colecao, documento.usuarioId);
    const name = `${this.database}/documents/${path}/${documentId}`;
    const response = await this.commit({
      update: {
        name,
        fields: {
          dados: toValue(documento.dados),
          usuarioId: toValue(documento.usuarioId),
          atualizadoEm: { nullValue: null },
        },
      },
      updateTransforms: [{ fieldPath: 'criadoEm', setToServerValue: 'REQUEST_TIME' }],
      currentDocument: { exists: false },
    });
    if (response.status === 409 || (id !== undefined && response.status === 400)) {
      const text = await response.text();
      if (/ALREADY_EXISTS|FAILED_PRECONDITION/.test(text)) return false;
      throw new Error(`Firestore refused the write: ${String(response.status)} ${text}`);
    }
    if (!response.ok)
      throw new Error(
        `Firestore refused the write: ${String(response.status)} ${await response.text()}`,
      );
    const { commitTime } = (await response.json()) as { commitTime: string };
    return {
      id: documentId,
      colecao: documento.colecao,
      usuarioId: documento.usuarioId,
      criadoEm: commitTime,
      atualizadoEm: null,
      dados: documento.dados,
    };
  }
}
