// The background job queue (docs/decisions/0102): a table claimed with FOR UPDATE SKIP LOCKED, so
// every API process on one PostgreSQL shares it and each job runs in one process at a time. A
// claim is a lease the worker renews while it works; a process that dies (kill -9) stops renewing,
// and once the lease runs out the job is claimed again and starts over. PGlite belongs to one
// process, so at start every job still marked running there is an orphan and goes back in line.
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { keepListening } from '../db/listen.js';
import { tarefa } from '../db/schema-registrations.js';

/** A claimed job. */
export interface Tarefa {
  id: number;
  tenantId: string;
  tipo: string;
  carga: Record<string, unknown>;
  tentativas: number;
  /** When `tentativas` reaches this, a failure is final. */
  maxTentativas: number;
}

/** Runs one job; throws to fail it (retried until its attempts run out). */
export type JobHandler = (job: Tarefa, signal: AbortSignal) => Promise<void>;

/** The channel enqueues NOTIFY so idle workers wake at once. */
const CHANNEL = 'tarefa';

/** Settings of a queue. */
export interface QueueOptions {
  leaseSeconds: number;
  pollSeconds: number;
}

type Executor = Pick<Db, 'execute'>;

/** Adds a job (inside the caller's transaction when given one); it runs after commit. */
export async function enqueue(
  db: Executor,
  tenantId: string,
  tipo: string,
  carga: Record<string, unknown>,
): Promise<number> {
  const result: unknown = await db.execute(sql`
    insert into ${tarefa} (tenant_id, tipo, carga) values (${tenantId}, ${tipo}, ${JSON.stringify(carga)}::jsonb)
    returning id`);
  const rows = result as { rows: { id: string | number }[] };
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
  return Number(rows.rows[0]?.id);
}

/** The workers of one process. */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly worker = `${hostname()}:${String(process.pid)}:${Math.random().toString(36).slice(2, 8)}`;
  private running: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  /** A wake-up that came while the loop was not waiting (a job may have come after its claim). */
  private nudged = false;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly current = new AbortController();

  constructor(
    private readonly database: Database,
    private readonly options: QueueOptions,
    readonly log: FastifyBaseLogger,
  ) {}

  /** Registers the handler of a job type. */
  handle(tipo: string, handler: JobHandler): void {
    this.handlers.set(tipo, handler);
  }

  /** Starts claiming jobs (one at a time per process: an import already uses a core). */
  async start(): Promise<void> {
    // A database that is down at start must not keep the server from starting (its /health
    // says so): the loop polls, and its claims log their failures until the database is back.
    const { db } = this.database;
    try {
      if (this.database.driver === 'pglite')
        await db
          .update(tarefa)
          .set({ status: 'pendente', trabalhador: null, bloqueadaAte: null })
          .where(eq(tarefa.status, 'executando'));
      // A lost LISTEN connection is opened again; jobs queued while nobody listened are
      // claimed at once when it is back, not at the next poll.
      this.stopListening = await keepListening(this.database.listen, CHANNEL, {
        onNotify: () => {
          this.nudge();
        },
        onLost: (error) => {
          this.log.warn({ err: error }, 'job queue: listen lost; listening again');
        },
        onBack: () => {
          this.nudge();
        },
      });
    } catch (error) {
      this.log.error({ err: error }, 'job queue: start without the database; polling only');
    }
    this.running = this.loop();
  }

  /** Stops claiming, aborts the running job (it goes back in line) and waits for the loop. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.current.abort(new Error('process stopping'));
    this.wake?.();
    await this.running;
    await this.stopListening?.();
  }

  /** Wakes the loop now, or makes its next wait return at once when it is busy claiming. */
  private nudge(): void {
    if (this.wake) this.wake();
    else this.nudged = true;
  }

  /** Whether a wake-up came since the last look, and forgets it. */
  private takeNudge(): boolean {
    const nudged = this.nudged;
    this.nudged = false;
    return nudged;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      // A wake-up from before this claim is answered by it.
      this.takeNudge();
      let job: Tarefa | undefined;
      try {
        job = await this.claim();
      } catch (error) {
        this.log.error({ err: error }, 'job queue: claim failed');
      }
      if (job) {
        await this.run(job);
        continue;
      }
      if (this.takeNudge()) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollSeconds * 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  private async claim(): Promise<Tarefa | undefined> {
    const lease = `${String(this.options.leaseSeconds)} seconds`;
    const types = [...this.handlers.keys()];
    if (types.length === 0) return undefined;
    const [row] = await queryRows<{
      id: string | number;
      tenant_id: string;
      tipo: string;
      carga: Record<string, unknown>;
      tentativas: number;
      max_tentativas: number;
    }>(
      this.database.db,
      sql`update ${tarefa} set status = 'executando', tentativas = tentativas + 1,
            trabalhador = ${this.worker}, bloqueada_ate = now() + ${lease}::interval
          where id = (
            select id from ${tarefa}
            where tipo in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})
              and ((status = 'pendente' and disponivel_em <= now())
                or (status = 'executando' and bloqueada_ate < now()))
            order by id limit 1 for update skip locked)
          returning id, tenant_id, tipo, carga, tentativas, max_tentativas`,
    );
    return row
      ? {
          id: Number(row.id),
          tenantId: row.tenant_id,
          tipo: row.tipo,
          carga: row.carga,
          tentativas: row.tentativas,
          maxTentativas: row.max_tentativas,
        }
      : undefined;
  }

  private async run(job: Tarefa): Promise<void> {
    const { db } = this.database;
    const mine = and(eq(tarefa.id, job.id), eq(tarefa.trabalhador, this.worker));
    const lost = new AbortController();
    const signal = AbortSignal.any([this.current.signal, lost.signal]);
    // Renew the lease at a third of its length; if another worker holds the job now, let go.
    const renew = setInterval(
      () => {
        db.update(tarefa)
          .set({
            bloqueadaAte: sql`now() + ${`${String(this.options.leaseSeconds)} seconds`}::interval`,
          })
          .where(mine)
          .returning({ id: tarefa.id })
          .then(
            (rows) => {
              if (rows.length === 0) lost.abort(new Error('lease lost'));
            },
            (error: unknown) => {
              this.log.warn({ err: error, job: job.id }, 'job queue: lease renewal failed');
            },
          );
      },
      (this.options.leaseSeconds * 1000) / 3,
    );
    try {
      const handler = this.handlers.get(job.tipo);
      if (!handler) throw new Error(`no handler for job type ${job.tipo}`);
      await handler(job, signal);
      await db
        .update(tarefa)
        .set({ status: 'concluida', concluidaEm: sql`now()`, bloqueadaAte: null })
        .where(mine);
      // The operator's (and the kill test's) sign that the job is closed in the queue too.
      this.log.info({ job: job.id, tipo: job.tipo, tentativas: job.tentativas }, 'job queue: done');
    } catch (error) {
      if (signal.aborted) {
        // Stopping or lease lost: the job is not done and not failed; it runs again.
        await db
          .update(tarefa)
          .set({
            status: 'pendente',
            trabalhador: null,
            bloqueadaAte: null,
            tentativas: sql`greatest(tentativas - 1, 0)`,
          })
          .where(mine)
          .catch(() => undefined);
        return;
      }
      this.log.error({ err: error, job: job.id, tipo: job.tipo }, 'job failed');
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(tarefa)
        .set({
          status: sql`case when tentativas >= max_tentativas then 'falhou' else 'pendente' end`,
          erro: message,
          trabalhador: null,
          bloqueadaAte: null,
          // Back off: 5 s, 20 s, 45 s, ...
          disponivelEm: sql`now() + (tentativas * tentativas * 5) * interval '1 second'`,
        })
        .where(mine)
        .catch(() => undefined);
    } finally {
      clearInterval(renew);
    }
  }
}
