// The API as a child process (node running src/main.ts through tsx, so the child's pid is the
// API's own and a test can SIGKILL exactly it), on a PGlite folder or a PostgreSQL URL. Its
// readiness is the server's own "listening" log line, not a poll.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A started API child, listening or not yet. */
export interface SpawnedApiChild {
  pid: number;
  process: ChildProcess;
  /** The address once the server listens; rejects if the process exits first. */
  listening: Promise<string>;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals>;
  /** Every JSON log line so far. */
  entries: Record<string, unknown>[];
  /** Resolves with the first log entry (from the start) that `match`es. */
  logged: (match: (entry: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
  /** SIGKILL: no shutdown, no cleanup, as a crash. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
}

/** A running API child. */
export interface ApiChild extends SpawnedApiChild {
  url: string;
}

/**
 * Starts the API on `dataDir` (PGlite there unless `databaseUrl`) on a port the system picks,
 * and resolves once it logs the address it listens on; rejects if it exits first.
 */
export async function startApiChild(dataDir: string, databaseUrl = ''): Promise<ApiChild> {
  const child = spawnApiChild(dataDir, databaseUrl);
  return { ...child, url: await child.listening };
}

/** Starts the API as {@link startApiChild} does, without waiting for it to listen. */
export function spawnApiChild(dataDir: string, databaseUrl = ''): SpawnedApiChild {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // Info, for the "listening" line; the test reads the child's log lines, nobody else.
      LOG_LEVEL: 'info',
      DEMO_REGISTRATIONS: '0',
      // A short lease, so a killed worker's job is claimed again within seconds on PostgreSQL.
      JOB_LEASE_SECONDS: '2',
      JOB_POLL_SECONDS: '1',
      LOGIN_LIMIT_ACCOUNT: '1000',
      LOGIN_LIMIT_IP: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(process.stderr);
  const ended = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', ended);
  const exited = once(child, 'exit').then(
    ([code, signal]) => (code ?? signal) as number | NodeJS.Signals,
  );
  // Every JSON log line, kept for `logged`; the waiters look again at each new one.
  const entries: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  const listening = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (found?.[1]) resolve(found[1]);
      if (!line.startsWith('{')) return;
      entries.push(JSON.parse(line) as Record<string, unknown>);
      for (const wake of waiters) wake();
    });
    void exited.then(() => {
      reject(new Error(`the API exited with ${String(child.exitCode ?? child.signalCode)}`));
    });
  });
  // Awaited by the caller or not: a start that fails is the caller's to see.
  listening.catch(() => undefined);
  const logged = (match: (entry: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const look = () => {
        const found = entries.find(match);
        if (found) {
          waiters.delete(look);
          waiters.delete(gone);
          resolve(found);
        }
      };
      const gone = () => {
        if (child.exitCode === null && child.signalCode === null) return;
        waiters.delete(look);
        waiters.delete(gone);
        reject(new Error('the API exited before logging what was awaited'));
      };
      waiters.add(look);
      waiters.add(gone);
      void exited.then(gone);
      look();
    });
  return {
    pid: child.pid ?? 0,
    process: child,
    listening,
    exited,
    entries,
    logged,
    kill: async () => {
      process.off('exit', ended);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    stop: async () => {
      process.off('exit', ended);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
