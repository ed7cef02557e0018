// Starts the whole product in one process: migrations and the idempotent demo seed, the API and
// the built portal. SIGTERM/SIGINT close gracefully: requests in flight finish first.
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

/** Opens the database, seeds it and listens on the configured host and port. */
export async function startServer(config: Config): Promise<RunningServer> {
  // One clock for the seed, the rollups and the app: a CLOCK_AT start seeds the demo up to its day.
  const now = clockOf(config);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : config.inMemoryDatabase
        ? { memory: true }
        : { dir: path.join(config.dataDir, 'pglite') },
  );
  if (config.seedDemo) await seedDemo(database.db, config.scrypt);
  if (config.seedDemo) await seedReference(database.db);
  if (config.seedDemo) await seedDemoScopes(database.db);
  if (config.seedDemo) {
    const firebase = await FirebaseTenants.load(config.firebaseDir);
    await seedRealtimeDemo(database.db, new RealtimePublisher(database.db, firebase, now));
  }
  if (config.seedDemo)
    await seedRegistrations(
      database,
      demoTenants.map((t) => t.id),
      config.demoRegistrations,
      now(),
    );
  if (config.seedDemo)
    await seedBillings(
      database.db,
      demoTenants.map((t) => t.id),
      now(),
    );
  // The rollups of whatever the seed (or an older version) stored without them.
  await refreshAllAggregates(database.db, now());
  // PGlite has no autovacuum, so nothing else gathers the planner's statistics: without them it
  // guessed 71 of 5,571 municipalities and left the search indexes unused (ADR 0072). PostgreSQL's
  // autovacuum does this by itself.
  // The escape keeps the owner role: ANALYZE skips the tables a role does not own.
  if (database.driver === 'pglite')
    await asPlatform(database.db, () => database.db.execute(sql`analyze`));
  const app = await buildApp({ config, database, secrets: loadSecrets(config), now });
  const address = await app.listen({ host: config.host, port: config.port });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      // Handlers of clients that hung up are not connections any more; let them finish too.
      await app.drained();
      await database.close();
    })());
  return { app, database, address, stop };
}

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.app.log.info({ signal }, 'shutting down');
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          server.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

// Run only as the entry point, so tests can import startServer.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  await main();
}
