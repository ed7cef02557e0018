// The services bag every route module receives, apart from app.ts so that route modules do not
// import the module that imports them (the API has no import cycle: test/no-cycle.test.ts).
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { TokenService } from './auth/tokens.js';
import type { RateLimiter } from './auth/rate-limit.js';
import type { SessionService } from './auth/session.js';
import type { FileStore } from './files/store.js';
import type { JobQueue } from './jobs/queue.js';
import type { AppCaches } from './cache/caches.js';
import type { Mailer } from './mail/mailer.js';
import type { FirebaseTenants } from './realtime/firebase.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { RealtimePublisher } from './realtime/publisher.js';
import type { ImportHooks } from './registrations/hooks.js';
import type { Secrets } from './secrets.js';

/** Everything a handler may use. */
export interface Services {
  config: Config;
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
  sessions: SessionService;
  /** In-process caches (docs/decisions/0073). */
  caches: AppCaches;
  mailer: Mailer;
  secrets: Secrets;
  /** Blobs of the file archive, in `dataDir/arquivos` (docs/decisions/0071). */
  files: FileStore;
  /** Open Server-Sent Events streams of this process (docs/decisions/0074). */
  realtime: RealtimeHub;
  /** Tenants whose realtime collections live in Firestore (docs/decisions/0110). */
  firebase: FirebaseTenants;
  /** What server code (jobs) publishes realtime documents with: the tenant's provider. */
  publisher: RealtimePublisher;
  /** Background jobs of this process: imports (docs/decisions/0102). */
  jobs: JobQueue;
  /** Called after each committed registration import that asked for it (AtualizarDashboard). */
  afterImport: ImportHooks;
  now: () => Date;
}
