// Builds the Fastify application from its parts; main.ts opens the database and listens.
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { clockOf, type Config } from './config.js';
import { withTenant, type Database } from './db/client.js';
import { TokenService } from './auth/tokens.js';
import { RateLimiter } from './auth/rate-limit.js';
import { SessionService } from './auth/session.js';
import { fileStoreOf } from './files/store.js';
import { createCaches } from './cache/caches.js';
import { installCacheInvalidation } from './cache/routes.js';
import { installCompression } from './http/compression.js';
import { loadContract, type Contract } from './http/contract.js';
import { trackInFlight } from './http/in-flight.js';
import { requestLogFields } from './http/log-fields.js';
import { installContract } from './http/pipeline.js';
import { answerFrameworkError, installProblemHandlers } from './http/problem.js';
import { registerSite } from './http/site.js';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.js';
import { JobQueue } from './jobs/queue.js';
import { FirebaseTenants } from './realtime/firebase.js';
import { RealtimeHub } from './realtime/hub.js';
import { RealtimePublisher } from './realtime/publisher.js';
import { ImportHooks } from './registrations/hooks.js';
import { refreshAggregates } from './analytics/aggregates.js';
import { registerImportJob } from './registrations/jobs.js';
import { registerValidationJob } from './brand-validation/routes.js';
import { scheduleBulletins, sendDueBulletins } from './bulletin/bulletin.js';
import type { Secrets } from './secrets.js';
import { TenantDirectory } from './tenants.js';
import { registerRoutes } from './routes.js';
import type { Services } from './services.js';

export type { Services } from './services.js';

/** Inputs of {@link buildApp}. */
export interface AppOptions {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** Loaded once per process; tests share it between apps. */
  contract?: Contract;
  /** The clock of every "now" (tokens, periods, the bulletin); `config`'s by default, tests move it. */
  now?: () => Date;
  mailer?: Mailer;
  /** Logger: JSON lines at the configured level; tests pass false. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

/** The application, ready to `listen` or `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, secrets } = options;
  const now = options.now ?? clockOf(config);
  const db = database.db;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestLogFields },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Graceful shutdown: close() stops accepting, drops idle keep-alive sockets and lets
    // requests in flight finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // The start hooks wait on the database (the job queue puts a crashed run's jobs back in line
    // and listens): on a loaded machine that takes longer than Fastify's 10 s default, which would
    // fail a start that was only slow. preClose hooks run under it too, so none of ours waits on
    // the database; the close's waits are onClose hooks, which have no time-out.
    pluginTimeout: 120_000,
    // Errors raised before routing (a malformed percent-encoding) answer as problems too.
    frameworkErrors: answerFrameworkError,
  });
  const contract = options.contract ?? (await loadContract(config.openapiDir));
  const tenants = new TenantDirectory(db);
  const tokens = new TokenService(
    db,
    secrets.jwtKey,
    config.accessTokenSeconds,
    config.refreshTokenSeconds,
    now,
    config.refreshReuseGraceSeconds,
  );
  const caches = createCaches(now);
  const sessions = new SessionService(db, tokens, caches.permissions, caches.sessions);
  const firebase = await FirebaseTenants.load(config.firebaseDir);
  const services: Services = {
    config,
    db,
    tokens,
    limiter: new RateLimiter(db, now),
    sessions,
    caches,
    secrets,
    mailer:
      options.mailer ??
      (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db)),
    files: fileStoreOf(config),
    realtime: new RealtimeHub(db, database.listen, app.log),
    firebase,
    publisher: new RealtimePublisher(db, firebase, now),
    jobs: new JobQueue(database, config.imports, app.log),
    afterImport: new ImportHooks(),
    now,
  };
  // First of the preClose hooks: answers sent while the others run (the streams' end) already
  // say "connection: close".
  trackInFlight(app);
  registerImportJob(services, database);
  registerValidationJob(services, database);
  // AtualizarDashboard after each committed import: the rollups catch up with its days.
  services.afterImport.add(async (tenantId) => {
    await refreshAggregates(db, tenantId, now());
  });
  const bulletin = {
    db,
    sessions,
    mailer: services.mailer,
    now,
    portalUrl: config.bulletin.portalUrl,
    log: app.log,
  };
  // What the schedule runs, by hand: tests move the clock and call it, as two processes would.
  app.decorate('sendDueBulletins', () => sendDueBulletins(bulletin));
  if (config.imports.runJobs) {
    app.addHook('onReady', () => services.jobs.start());
    // Each process ticks; the bulletin's claim keeps their sends to one per user and day.
    let stopBulletins: (() => Promise<void>) | undefined;
    app.addHook('onReady', (done) => {
      if (config.bulletin.tickSeconds > 0)
        stopBulletins = scheduleBulletins(bulletin, config.bulletin.tickSeconds);
      done();
    });
    // Closing, the queue claims nothing more and aborts its running jobs at once (a running import
    // goes back in line), and no bulletin tick starts. Waiting for them comes once the server has
    // answered its last request, in onClose, before the database closes (main.ts): preClose hooks
    // run under avvio's plugin timeout, one slower than it fails the whole close ("Plugin did not
    // start in time"), and these waits have no bound of their own (a merge runs to its end).
    let stopped: Promise<void> | undefined;
    app.addHook('preClose', (done) => {
      stopped = Promise.all([stopBulletins?.(), services.jobs.stop()]).then(
        () => undefined,
        (error: unknown) => {
          app.log.error({ err: error }, 'background work: stop failed');
        },
      );
      done();
    });
    app.addHook('onClose', async () => {
      const running = services.jobs.runningJobIds();
      if (running.length > 0)
        app.log.info({ jobs: running }, 'job queue: server closed; waiting for the running jobs');
      await stopped;
    });
  }
  installProblemHandlers(app);
  installContract(app, {
    contract,
    tenants,
    authenticate: (request, tenant) => sessions.authenticate(request, tenant),
    tenantScope: (tenantId, fn) => withTenant(db, tenantId, fn),
    validateResponses: config.validateResponses,
  });
  await installCompression(app, contract);
  await registerSite(app, db, config.portalDir, services.firebase, now);
  installCacheInvalidation(app, services);
  registerRoutes(app, services);
  return app;
}
