// A real server over a real database for each test file: PGlite in memory by default, or a fresh
// database on the PostgreSQL server of DATABASE_URL when the suite runs with TEST_DATABASE=postgres.
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import { testScrypt } from './scrypt.js';
import { buildApp } from '../src/app.js';
import { clockOf, loadConfig, testDatabaseUrl, type Config } from '../src/config.js';
import {
  asPlatform,
  openDatabase,
  withTenant,
  type Database,
  type SqlExecutor,
} from '../src/db/client.js';
import { loadContract, type Contract } from '../src/http/contract.js';
import { seedReference } from '../src/seed/reference.js';
import { seedDemo } from '../src/seed/seed.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';

export { testScrypt } from './scrypt.js';

let contract: Promise<Contract> | undefined;

/** The contract, loaded once per test file. */
export function testContract(openapiDir: string): Promise<Contract> {
  contract ??= loadContract(openapiDir);
  return contract;
}

/** A test server and its handles. */
export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: { now: Date; advance: (seconds: number) => void };
  close: () => Promise<void>;
}

/** The run's migrated and seeded database (test/global-setup.ts), which each file copies. */
const template = inject('databaseTemplate');

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!('postgresTemplate' in template)) throw new Error('no PostgreSQL template for this run');
  await admin.query(`create database ${name} template ${template.postgresTemplate}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds a seeded app; `overrides` change the configuration (limits, token lifetimes...). */
export async function createTestServer(
  overrides: Partial<Config> = {},
  extra: {
    logStream?: Writable;
    /** PGlite only: the template's copy in a folder (`<dataDir>/pglite`) rather than in memory. */
    pgliteOnDisk?: boolean;
  } = {},
): Promise<TestServer> {
  // CLOCK_AT reaches the tests too: the suite run on another day (the 1st, a Sunday) must pass.
  const base = loadConfig({ NODE_ENV: 'test', CLOCK_AT: process.env.CLOCK_AT });
  const config: Config = {
    ...base,
    scrypt: testScrypt,
    validateResponses: true,
    trustProxy: true,
    jwtSecret: randomBytes(32).toString('hex'),
    databaseUrl: undefined,
    inMemoryDatabase: true,
    ...overrides,
  };
  const pgUrl = testDatabaseUrl();
  const pgDb = pgUrl ? await freshPostgres(pgUrl) : undefined;
  // Each server its own data folder (the file archive's blobs), removed on close or failure.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-api-test-'));
  const dump =
    'pgliteDump' in template ? new Blob([await readFile(template.pgliteDump)]) : undefined;
  // Already migrated and seeded: the copy of the run's template.
  const database = await openDatabase(
    pgDb
      ? { url: pgDb.url }
      : extra.pgliteOnDisk
        ? { dir: path.join(dataDir, 'pglite'), ...(dump ? { from: dump } : {}) }
        : { memory: true, ...(dump ? { from: dump } : {}) },
  );
  if (!pgDb && !dump) await seedDemo(database.db, config.scrypt);
  const clock = {
    now: clockOf(config)(),
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
  config.dataDir = overrides.dataDir ?? dataDir;
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      secrets: { jwtKey: new TextEncoder().encode(config.jwtSecret) },
      contract: await testContract(config.openapiDir),
      now: () => clock.now,
      ...(extra.logStream ? { logStream: extra.logStream } : { logger: false }),
    });
    await app.ready();
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a test's own database work as one tenant: the server's queries are bound by row-level
 * security, so a test reading or writing a tenant table behind the API's back says whose rows.
 */
export const inTenant = <T>(server: TestServer, tenantId: string, fn: () => Promise<T>) =>
  withTenant(server.database.db, tenantId, fn);

/** A test's database work across tenants (counting every tenant's rows), through the escape. */
export const acrossTenants = <T>(server: TestServer, fn: () => Promise<T>) =>
  asPlatform(server.database.db, fn);

/**
 * A test's raw SQL read or written behind the API's back, each statement through the platform
 * escape (its own `where tenant_id = ...` says whose rows): the direct counts a figure is checked
 * against, a scope set on a user. The server is read when a statement runs (after `beforeAll`).
 */
export const platformSql = (server: () => TestServer): SqlExecutor => ({
  execute: (query: SQL) => acrossTenants(server(), () => server().database.db.execute(query)),
});

/** The demo login of a profile slug in a tenant (`administrador`, `concessionario`...). */
export const demoLogin = (slug: string, tenant = 'abracaf') =>
  `${slug}@${tenant === 'default' ? 'emplacamento' : tenant}.demo`;

/** Logs a demo user in and returns the token pair. */
export async function login(
  app: FastifyInstance,
  slug: string,
  tenant = 'abracaf',
  senha = DEMO_PASSWORD,
): Promise<{ token: string; refreshToken: string; expiresAt: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/Connect/Token',
    headers: { domain: tenant },
    payload: { login: demoLogin(slug, tenant), senha },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${slug}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Headers of an authenticated call. */
export const auth = (token: string, tenant = 'abracaf') => ({
  domain: tenant,
  authorization: `Bearer ${token}`,
});

/** The problem details body of an error response. */
export function problemOf(response: LightMyRequestResponse): {
  status: number;
  detail: string;
  code?: string;
  errors?: { field: string; message: string }[];
} {
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) {
    throw new Error(`not a problem: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** Request headers: `auth`'s result, maybe with more. */
export type RequestHeaders = Record<string, string>;

/** One describe block's server over the reference data, with signed-in headers. */
export interface ReferenceServer {
  server: TestServer;
  /** Administrador of abracaf. */
  admin: RequestHeaders;
  /** The store profile of abracaf (no admin screens). */
  loja: RequestHeaders;
  /** Administrador of assobrav: another tenant. */
  other: RequestHeaders;
  /** `inject` of `base + url`, as `admin` unless other headers are given. */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: RequestHeaders,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * Registers the `beforeAll`/`afterAll` of a describe block that tests the reference calls under
 * `base`: a test server, the reference data of `tenants`, and the three signed-in users. The
 * returned object is filled when `beforeAll` has run.
 */
export function useReferenceServer(base: string, tenants: string[]): ReferenceServer {
  const ctx = {
    call: (method, url, headers, payload) =>
      ctx.server.app.inject({
        method,
        url: `${base}${url}`,
        headers: headers ?? ctx.admin,
        ...(payload === undefined ? {} : { payload }),
      }),
  } as ReferenceServer;
  beforeAll(async () => {
    ctx.server = await createTestServer();
    await seedReference(ctx.server.database.db, tenants);
    ctx.admin = auth((await login(ctx.server.app, 'administrador')).token);
    ctx.loja = auth((await login(ctx.server.app, 'loja')).token);
    ctx.other = auth((await login(ctx.server.app, 'administrador', 'assobrav')).token, 'assobrav');
  }, 180_000);
  afterAll(() => ctx.server.close());
  return ctx;
}
