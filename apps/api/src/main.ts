// Starts the whole product in one process: migrations and the idempotent demo seed, the API and
// the built portal. SIGTERM/SIGINT close gracefully (docs/decisions/0055): requests in flight
// finish first, then the background jobs, then the database; one that comes while the process is
// still starting ends the start at its next step.
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app.js';
import { clockOf, loadConfig, type Config } from './config.js';
import { sql } from 'drizzle-orm';
import { asPlatform, openDatabase, type Database } from './db/client.js';
import { FirebaseTenants } from './realtime/firebase.js';
import { RealtimePublisher } from './realtime/publisher.js';
import { seedRealtimeDemo } from './realtime/seed.js';
import { loadSecrets } from './secrets.js';
import { seedDemo } from './seed/seed.js';
import { seedReference } from './seed/reference.js';
import { seedBillings } from './seed/billings.js';
import { seedDemoScopes } from './seed/demo-scopes.js';
import { demoTenants } from './seed/demo.js';
import { seedRegistrations } from './seed/registrations.js';
import { refreshAllAggregates } from './analytics/aggregates.js';

/** A running server and the way to stop it. */
export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  address: string;
  /** Stops accepting, waits for requests in flight, then closes the database. */
  stop: () => Promise<void>;
}

/** Why {@link startServer} gave up: its signal aborted; what it had opened is closed. */
export class StartStopped extends Error {
  constructor() {
    super('start stopped');
  }
}

/**
 * Opens the database, seeds it and listens on the configured host and port. When `signal` aborts
 * meanwhile, the start ends at its next step: what it opened is closed, then it throws
 * {@link StartStopped}.
 */
export async function startServer(config: Config, signal?: AbortSignal): Promise<RunningServer> {
  // One clock for the seed, the rollups and the app: a CLOCK_AT start seeds the demo up to its day.
  const now = clockOf(config);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : config.inMemoryDatabase
        ? { memory: true }
        : { dir: path.join(config.dataDir, 'pglite') },
  );
  const steps: (() => Promise<unknown>)[] = [];
  if (config.seedDemo)
    steps.push(
      () => seedDemo(database.db, config.scrypt),
      () => seedReference(database.db),
      () => seedDemoScopes(database.db),
      async () => {
        const firebase = await FirebaseTenants.load(config.firebaseDir);
        await seedRealtimeDemo(database.db, new RealtimePublisher(database.db, firebase, now));
      },
      () =>
        seedRegistrations(
          database,
          demoTenants.map((t) => t.id),
          config.demoRegistrations,
          now(),
        ),
      () =>
        seedBillings(
          database.db,
          demoTenants.map((t) => t.id),
          now(),
        ),
    );
  // The rollups of whatever the seed (or an older version) stored without them.
  steps.push(() => refreshAllAggregates(database.db, now()));
  // PGlite has no autovacuum, so nothing else gathers the planner's statistics: without them it
  // guessed 71 of 5,571 municipalities and left the search indexes unused (ADR 0072). PostgreSQL's
  // autovacuum does this by itself.
  // The escape keeps the owner role: ANALYZE skips the tables a role does not own.
  if (database.driver === 'pglite')
    steps.push(() => asPlatform(database.db, () => database.db.execute(sql`analyze`)));
  try {
    for (const step of steps) {
      if (signal?.aborted) throw new StartStopped();
      await step();
    }
    if (signal?.aborted) throw new StartStopped();
  } catch (error) {
    await database.close();
    throw error;
  }
  // From here the start is short (no database work but the job queue's own), and a stop asked
  // meanwhile is the caller's once it listens.
  const app = await buildApp({ config, database, secrets: loadSecrets(config), now });
  const address = await app.listen({ host: config.host, port: config.port });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Stops accepting, ends the event streams and aborts the running jobs, waits for the
      // requests in flight, then for the jobs to go back in line (app.ts).
      await app.close();
      // Handlers of clients that hung up are not connections any more; let them finish too.
      await app.drained();
      await database.close();
    })());
  return { app, database, address, stop };
}

/** A log line before the app's logger exists (the shape of pino's, which the app writes). */
const logLine = (level: number, msg: string, fields: Record<string, unknown> = {}) => {
  console.info(JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...fields }));
};

async function main(): Promise<void> {
  const starting = new AbortController();
  let server: RunningServer | undefined;
  const stop = (running: RunningServer) =>
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  // Listened for before the start (migrations, the demo seed: seconds to minutes): a stop asked
  // then ends the start at its next step, and the process exits as it would once listening.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (!server) {
        logLine(30, 'shutting down while starting', { signal });
        starting.abort();
        return;
      }
      server.app.log.info({ signal }, 'shutting down');
      void stop(server);
    });
  }
  logLine(30, 'starting');
  try {
    server = await startServer(loadConfig(), starting.signal);
  } catch (error) {
    if (!(error instanceof StartStopped)) throw error;
    logLine(30, 'stopped before listening');
    process.exit(0);
  }
  // Asked to stop while it began listening.
  if (starting.signal.aborted) {
    server.app.log.info('shutting down');
    await stop(server);
  }
}

// Run only as the entry point, so tests can import startServer.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  await main();
}
