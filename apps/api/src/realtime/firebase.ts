// Tenants whose realtime collections live in Firebase Firestore, and the custom tokens that sign
// their users in to Firebase (docs/decisions/0110). A tenant is such a tenant when the Firebase
// folder holds `<tenant>.json`: `web` (the web configuration the portal gets in config.json),
// `serviceAccount` (the key file Google hands out; its private key never leaves the server) and,
// for development and tests only, `emulators`. Firebase Auth exchanges the custom token for an ID
// token whose claims the security rules read (tenant, user, readable logs).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { Colecao } from '../db/schema-realtime.js';

/** The audience Firebase Auth requires of a custom token. */
export const customTokenAudience =
  'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

/** Firebase accepts a custom token for at most one hour. */
export const customTokenSeconds = 3600;

/** A tenant's Firebase service account, read from its key file. */
export interface FirebaseAccount {
  projectId: string;
  clientEmail: string;
  privateKey: CryptoKey;
}

/** The web configuration of the tenant's Firebase app, as the portal's config.json gives it. */
export interface FirebaseWebConfig {
  projectId: string;
  apiKey: string;
  appId?: string;
  authDomain?: string;
  /** Local emulators instead of Google's servers (development and tests). */
  emulators?: { firestore: string; auth: string };
}

/** A tenant that keeps its realtime collections in Firestore. */
export interface FirebaseTenant {
  web: FirebaseWebConfig;
  account: FirebaseAccount;
}

/** The claims the security rules read, under the ID token's top level. */
export interface FirebaseClaims {
  /** The tenant id: the first segment of every path the user may touch. */
  tenant: string;
  /** The user's id: the segment of their own documents. */
  usuarioId: number;
  /** The tenant-wide logs the user's profile may read. */
  logs: Colecao[];
}

/** What the API answers (`TokenFirebase` of openapi/platform.yaml). */
export interface TokenFirebase {
  token: string;
  usuarioId: number;
  projeto: string;
  expiraEm: string;
}

const tenantIdPattern = /^[a-z0-9][a-z0-9-]*$/;

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

async function tenantOf(file: string, raw: unknown): Promise<FirebaseTenant> {
  const json = (raw ?? {}) as {
    web?: Partial<Record<keyof FirebaseWebConfig, unknown>>;
    serviceAccount?: Record<string, unknown>;
    emulators?: { firestore?: unknown; auth?: unknown };
  };
  const key = json.serviceAccount ?? {};
  const web = json.web ?? {};
  if (!text(key.project_id) || !text(key.client_email) || !text(key.private_key))
    throw new Error(`${file}: serviceAccount needs project_id, client_email and private_key`);
  if (!text(web.projectId) || !text(web.apiKey))
    throw new Error(`${file}: web needs projectId and apiKey`);
  const emulators = json.emulators;
  return {
    web: {
      projectId: web.projectId,
      apiKey: web.apiKey,
      ...(text(web.appId) ? { appId: web.appId } : {}),
      ...(text(web.authDomain) ? { authDomain: web.authDomain } : {}),
      ...(emulators && text(emulators.firestore) && text(emulators.auth)
        ? { emulators: { firestore: emulators.firestore, auth: emulators.auth } }
        : {}),
    },
    account: {
      projectId: key.project_id,
      clientEmail: key.client_email,
      privateKey: await importPKCS8(key.private_key, 'RS256'),
    },
  };
}

/**
 * The Firebase tenants of the folder `dir`, read once at start. A tenant without a file uses the
 * API's own realtime (Server-Sent Events); a broken file is a mistake of the deployment and stops
 * the start, naming the file, instead of quietly serving the tenant another way.
 */
export class FirebaseTenants {
  private constructor(private readonly tenants: ReadonlyMap<string, FirebaseTenant>) {}

  /** Reads every `<tenant>.json` of `dir` (none when the folder does not exist). */
  static async load(dir: string): Promise<FirebaseTenants> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new FirebaseTenants(new Map());
      throw error;
    }
    const entries = await Promise.all(
      names
        .filter((name) => name.endsWith('.json') && tenantIdPattern.test(name.slice(0, -5)))
        .map(async (name) => {
          const file = path.join(dir, name);
          const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
          return [name.slice(0, -5), await tenantOf(file, parsed)] as const;
        }),
    );
    return new FirebaseTenants(new Map(entries));
  }

  /** The tenant's Firebase settings, or null when the tenant does not use Firestore. */
  find(tenantId: string): FirebaseTenant | null {
    return this.tenants.get(tenantId) ?? null;
  }
}

/**
 * A Firebase custom token: RS256 JWT signed by the service account, issued and subject the
 * account's e-mail, Firebase Auth's audience, `uid` (unique across the tenants sharing a project)
 * and the claims copied into the user's ID token.
 */
export async function mintCustomToken(
  account: FirebaseAccount,
  claims: FirebaseClaims,
  now: Date,
): Promise<TokenFirebase> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + customTokenSeconds;
  const token = await new SignJWT({
    uid: `${claims.tenant}:${String(claims.usuarioId)}`,
    claims: { tenant: claims.tenant, usuarioId: claims.usuarioId, logs: claims.logs },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.clientEmail)
    .setSubject(account.clientEmail)
    .setAudience(customTokenAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(account.privateKey);
  return {
    token,
    usuarioId: claims.usuarioId,
    projeto: account.projectId,
    expiraEm: new Date(expiresAt * 1000).toISOString(),
  };
}
