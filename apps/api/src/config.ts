// The only module that reads the environment (lint forbids `process.env` elsewhere). Everything
// else receives a `Config` value, so tests build one by hand without touching globals.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** scrypt cost parameters; stored with every hash so a change of cost keeps old hashes valid. */
export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/** Limits of the rate limiter: at most `max` hits per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Runtime configuration of the API. */
export interface Config {
  host: string;
  port: number;
  /** Trust X-Forwarded-For (behind a reverse proxy); off, a client could pick its own address. */
  trustProxy: boolean;
  /** Folder for PGlite's data and the generated secrets (absolute). */
  dataDir: string;
  /** A PostgreSQL connection string; absent → PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** `memory://` PGlite (tests) instead of the data folder. */
  inMemoryDatabase: boolean;
  /** SMTP URL for outgoing mail; absent → the local outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The daily bulletin (docs/decisions/0146). */
  bulletin: {
    /** How often a process looks whether a bulletin is due (0: never); the decision reads the clock. */
    tickSeconds: number;
    /** The portal's address the bulletin links to. */
    portalUrl: string;
  };
  /** HS256 signing key; absent → generated on first start and kept in `dataDir`. */
  jwtSecret: string | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /**
   * Seconds after its first use in which a refresh token presented again gets a new pair of its
   * family instead of revoking it: two tabs, or a page reloaded while its refresh was on the way,
   * present the same token (docs/decisions/0052).
   */
  refreshReuseGraceSeconds: number;
  scrypt: ScryptCost;
  /** Failed logins per account / per IP, recovery requests per account / per IP. */
  limits: {
    loginPerAccount: Limit;
    loginPerIp: Limit;
    recoveryPerAccount: Limit;
    recoveryPerIp: Limit;
  };
  /** Minutes a recovery code lives, and how many wrong tries it takes. */
  recoveryCodeMinutes: number;
  recoveryCodeAttempts: number;
  /** Built portal (index.html + assets); served when the folder exists. */
  portalDir: string;
  /** Folder of the OpenAPI documents (`*.yaml`). */
  openapiDir: string;
  /** Check every response against the contract (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
  /** NODE_ENV=production: no development helpers (the outbox endpoint). */
  production: boolean;
  /** Run the idempotent demo seed at start. */
  seedDemo: boolean;
  /**
   * Folder of the tenants whose realtime collections live in Firebase Firestore, one
   * `<tenant>.json` each (docs/decisions/0110); a tenant without a file uses Server-Sent Events.
   */
  firebaseDir: string;
  /** Limits of one upload request (the file archive's blobs live in `dataDir/arquivos`). */
  upload: {
    /** Largest file accepted, in bytes; a larger one makes the whole request fail (413). */
    maxFileBytes: number;
    /** Most files in one request. */
    maxFiles: number;
  };
  /** Registration imports and the job queue (docs/decisions/0101, 0102). */
  imports: {
    /** Largest registration file accepted, in bytes (files of millions of rows). */
    maxFileBytes: number;
    /** How long a claimed job stays its process's without a renewal; then another takes it. */
    leaseSeconds: number;
    /** How often an idle process looks for due jobs besides being woken by NOTIFY. */
    pollSeconds: number;
    /** Jobs a process runs at once, never two of one tenant. */
    workers: number;
    /** The longest a job runs; then it ends failed, with a message to its user. */
    maxSeconds: number;
    /** Run queued jobs in this process (off: the process only serves requests). */
    runJobs: boolean;
    /** Bytes an XLSX may hold once uncompressed (a zip bomb ends there, not in the memory). */
    xlsxMaxUncompressedBytes: number;
  };
  /** Demo registrations per tenant created on an empty database (0: none). */
  demoRegistrations: number;
  /**
   * How far the product's clock runs ahead of (or behind) the machine's, in milliseconds: 0 but
   * where `CLOCK_AT` sets the instant the clock reads when the configuration is loaded (tests and
   * demos of another day; refused in production). Every "now" of the process reads this one clock.
   */
  clockOffsetMs: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

function intOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) throw new Error(`Not an integer: ${value}`);
  return parsed;
}

function boolOf(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === '1' || value.toLowerCase() === 'true';
}

/**
 * The offset of `CLOCK_AT` from `machineNow`: an instant (ISO 8601 with its offset) or a day
 * (`yyyy-MM-dd`, read as noon in São Paulo, so that the whole working day is that day there).
 */
export function clockOffsetOf(value: string | undefined, production: boolean, machineNow: number) {
  if (value === undefined || value === '') return 0;
  if (production)
    throw new Error('CLOCK_AT is for tests and demos; production keeps the machine clock');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = Date.parse(day ? `${value}T12:00:00-03:00` : value);
  // A day that the calendar does not have (2027-02-30) does not come back as itself.
  const real =
    Number.isFinite(instant) && (!day || new Date(instant).toISOString().startsWith(value));
  if (!real) throw new Error(`CLOCK_AT is not a date or an instant: ${value}`);
  return instant - machineNow;
}

/** The product's clock: the machine's, moved by `clockOffsetMs`. */
export const clockOf =
  (config: Pick<Config, 'clockOffsetMs'>): (() => Date) =>
  () =>
    new Date(Date.now() + config.clockOffsetMs);

/** Production-strength scrypt: OWASP's N=2^15, r=8, p=3 (32 MiB per hash). */
export const strongScrypt: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

/**
 * Builds the configuration from an environment (defaults to `process.env`).
 * Variables: PORT, HOST, TRUST_PROXY, DATA_DIR, DATABASE_URL, SMTP_URL, MAIL_FROM, JWT_SECRET,
 * ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, REFRESH_REUSE_GRACE_SECONDS, PORTAL_DIR, OPENAPI_DIR, VALIDATE_RESPONSES,
 * LOG_LEVEL, SEED_DEMO, LOGIN_LIMIT_ACCOUNT, LOGIN_LIMIT_IP, RECOVERY_LIMIT_ACCOUNT,
 * RECOVERY_LIMIT_IP, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES, FIREBASE_DIR, CLOCK_AT, NODE_ENV.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intOf(env.PORT, 3000),
    trustProxy: boolOf(env.TRUST_PROXY, false),
    dataDir,
    databaseUrl: env.DATABASE_URL === '' ? undefined : env.DATABASE_URL,
    inMemoryDatabase: false,
    smtpUrl: env.SMTP_URL === '' ? undefined : env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Portal Emplacamento <nao-responda@emplacamento.local>',
    bulletin: {
      // Tests drive the bulletin with their own clock; a server under test never ticks by itself.
      tickSeconds: intOf(env.BULLETIN_TICK_SECONDS, env.NODE_ENV === 'test' ? 0 : 60),
      portalUrl: env.PORTAL_URL ?? `http://localhost:${String(intOf(env.PORT, 3000))}`,
    },
    jwtSecret: env.JWT_SECRET === '' ? undefined : env.JWT_SECRET,
    accessTokenSeconds: intOf(env.ACCESS_TOKEN_SECONDS, 3600),
    refreshTokenSeconds: intOf(env.REFRESH_TOKEN_SECONDS, 86_400),
    refreshReuseGraceSeconds: intOf(env.REFRESH_REUSE_GRACE_SECONDS, 30),
    scrypt: strongScrypt,
    limits: {
      loginPerAccount: { max: intOf(env.LOGIN_LIMIT_ACCOUNT, 5), windowSeconds: 900 },
      loginPerIp: { max: intOf(env.LOGIN_LIMIT_IP, 30), windowSeconds: 900 },
      recoveryPerAccount: { max: intOf(env.RECOVERY_LIMIT_ACCOUNT, 3), windowSeconds: 3600 },
      recoveryPerIp: { max: intOf(env.RECOVERY_LIMIT_IP, 20), windowSeconds: 3600 },
    },
    recoveryCodeMinutes: 15,
    recoveryCodeAttempts: 5,
    portalDir: path.resolve(env.PORTAL_DIR ?? path.join(repoRoot, 'apps/portal/dist')),
    openapiDir: path.resolve(env.OPENAPI_DIR ?? path.join(repoRoot, 'openapi')),
    validateResponses: boolOf(env.VALIDATE_RESPONSES, !production),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'debug'),
    production,
    seedDemo: boolOf(env.SEED_DEMO, true),
    firebaseDir: path.resolve(env.FIREBASE_DIR ?? path.join(dataDir, 'firebase')),
    upload: {
      maxFileBytes: intOf(env.UPLOAD_MAX_FILE_BYTES, 50 * 1024 * 1024),
      maxFiles: intOf(env.UPLOAD_MAX_FILES, 20),
    },
    imports: {
      maxFileBytes: intOf(env.IMPORT_MAX_FILE_BYTES, 2 * 1024 * 1024 * 1024),
      leaseSeconds: intOf(env.JOB_LEASE_SECONDS, 30),
      pollSeconds: intOf(env.JOB_POLL_SECONDS, 5),
      workers: intOf(env.JOB_WORKERS, 2),
      maxSeconds: intOf(env.JOB_MAX_SECONDS, 3600),
      runJobs: boolOf(env.RUN_JOBS, true),
      xlsxMaxUncompressedBytes: intOf(env.XLSX_MAX_UNCOMPRESSED_BYTES, 2 * 1024 * 1024 * 1024),
    },
    demoRegistrations: intOf(env.DEMO_REGISTRATIONS, 100_000),
    clockOffsetMs: clockOffsetOf(env.CLOCK_AT, production, Date.now()),
  };
}

/** The database the tests use: `TEST_DATABASE=postgres` with DATABASE_URL, else PGlite in memory. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE === 'postgres' ? env.DATABASE_URL : undefined;
}
