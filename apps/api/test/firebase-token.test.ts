// The Firebase custom token of tenants whose realtime collections live in Firestore: a real key
// pair written as the tenant's Firebase file, the token checked with the public half the way
// Firebase Auth checks it (issuer, subject, audience, lifetime, uid, claims).
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customTokenAudience, FirebaseTenants } from '../src/realtime/firebase.js';
import { auth, createTestServer, login, problemOf, type TestServer } from './helpers.js';
import { demoUserId } from './sse.js';

const clientEmail = 'portal@emplacamento-demo.iam.gserviceaccount.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const web = { projectId: 'emplacamento-demo', apiKey: 'chave-web', appId: '1:2:web:3' };

let server: TestServer;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-firebase-'));
  await writeFile(
    path.join(dir, 'abracaf.json'),
    JSON.stringify({
      web,
      serviceAccount: {
        type: 'service_account',
        project_id: web.projectId,
        client_email: clientEmail,
        private_key: privateKey,
      },
    }),
  );
  server = await createTestServer({ firebaseDir: dir });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function tokenOf(slug: string, tenant = 'abracaf') {
  const { token } = await login(server.app, slug, tenant);
  return server.app.inject({
    method: 'POST',
    url: '/api/Realtime/TokenFirebase',
    headers: auth(token, tenant),
  });
}

describe('POST /api/Realtime/TokenFirebase', () => {
  it('mints a custom token Firebase Auth accepts, with the claims the rules read', async () => {
    const response = await tokenOf('administrador');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      token: string;
      usuarioId: number;
      projeto: string;
      expiraEm: string;
    }>();
    const usuarioId = await demoUserId(server.database.db, 'administrador', 'abracaf');
    expect(body).toMatchObject({ usuarioId, projeto: web.projectId });

    const { payload, protectedHeader } = await jwtVerify(body.token, createPublicKey(publicKey), {
      issuer: clientEmail,
      subject: clientEmail,
      audience: customTokenAudience,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.uid).toBe(`abracaf:${String(usuarioId)}`);
    expect(payload.claims).toEqual({
      tenant: 'abracaf',
      usuarioId,
      logs: ['logValidacaoMarca', 'logFaturamento'],
    });
    // Firebase refuses a custom token that lives longer than an hour.
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    expect(new Date(body.expiraEm).getTime()).toBe((payload.exp ?? 0) * 1000);
  });

  it('gives a profile without the logs’ permissions no log to read', async () => {
    const response = await tokenOf('loja');
    expect(response.statusCode).toBe(200);
    const { payload } = await jwtVerify(
      response.json<{ token: string }>().token,
      createPublicKey(publicKey),
    );
    expect(payload.claims).toMatchObject({ tenant: 'abracaf', logs: [] });
  });

  it('answers 404 in Portuguese for a tenant that uses Server-Sent Events', async () => {
    const response = await tokenOf('administrador', 'assobrav');
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).detail).toBe(
      'Este domínio não usa o Firebase para as notificações.',
    );
  });

  it('refuses to start with a broken Firebase file, naming it, instead of falling back', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-firebase-'));
    try {
      await writeFile(path.join(broken, 'abrac.json'), JSON.stringify({ web }));
      await expect(FirebaseTenants.load(broken)).rejects.toThrow(
        /abrac\.json: serviceAccount needs project_id, client_email and private_key/,
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('asks for a session', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Realtime/TokenFirebase',
      headers: { domain: 'abracaf' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /config.json', () => {
  it('names Firestore with the web configuration for a Firebase tenant, never the key', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/config.json' });
    const tenants = response.json<{ tenants: { id: string; realtime: unknown }[] }>().tenants;
    const realtimeOf = (id: string) => tenants.find((t) => t.id === id)?.realtime;
    expect(realtimeOf('abracaf')).toEqual({ provider: 'firestore', firestore: web });
    expect(realtimeOf('assobrav')).toEqual({ provider: 'sse' });
    expect(response.body).not.toContain('PRIVATE KEY');
  });
});
