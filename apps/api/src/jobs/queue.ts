// The background job queue (docs/decisions/0102): a table claimed with FOR UPDATE SKIP LOCKED, so
// every API process on one PostgreSQL shares it and each job runs in one process at a time. A
// claim is a lease the worker renews while it works; a process that dies (kill -9) stops renewing,
// and once the lease runs out the job is claimed again and starts over. PGlite belongs to one
// process, so at start every job still marked running there is an orphan and goes back in line.
// A process runs `workers` jobs at once, never two of one tenant: a tenant's long import holds one
// worker, and the next tenant's job takes another. A job runs at most `maxSeconds`, and a cancel
// (`cancelJobs`) reaches a running job at once through a notification (or, were it lost, at the
// next lease renewal): its signal aborts with `JobCancelled` or `JobTimedOut`.
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

/** Why a job's signal aborted: a user cancelled it (`cancelJobs`); it is not run again. */
export class JobCancelled extends Error {
  constructor() {
    super('job cancelled');
  }
}

/** Why a job's signal aborted: it ran past the queue's `maxSeconds`; it fails for good. */
export class JobTimedOut extends Error {
  constructor(readonly seconds: number) {
    super(`job ran past its ${String(seconds)} s`);
  }
}

/**
 * Runs one job; throws to fail it (retried until its attempts run out). Its signal aborts when the
 * process stops or loses the job (it runs again), and with `JobCancelled` or `JobTimedOut` (it
 * does not): a handler ends its work in the state those mean and returns.
 */
export type JobHandler = (job: Tarefa, signal: AbortSignal) => Promise<void>;

/**
 * The channel enqueues NOTIFY so idle workers wake at once; a cancel notifies `cancelar:<id>` on
 * it, so the process running that job aborts it.
 */
const CHANNEL = 'tarefa';
const CANCEL = 'cancelar:';

/** Settings of a queue. */
export interface QueueOptions {
  leaseSeconds: number;
  pollSeconds: number;
  /** Jobs one process runs at once (of different tenants). */
  workers: number;
  /** The longest a job may run before its signal aborts with `JobTimedOut`. */
  maxSeconds: number;
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

/**
 * Cancels the queued or running jobs of `tipo` in `tenantId` whose payload holds `carga` (inside
 * the caller's transaction when given one): a queued one never runs, a running one is aborted at
 * once in whichever process runs it (the notification goes out at commit).
 */
export async function cancelJobs(
  db: Executor,
  tenantId: string,
  tipo: string,
  carga: Record<string, unknown>,
): Promise<void> {
  const result: unknown = await db.execute(sql`
    update ${tarefa} set status = 'cancelada', concluida_em = now(), bloqueada_ate = null
    where tenant_id = ${tenantId} and tipo = ${tipo} and carga @> ${JSON.stringify(carga)}::jsonb
      and status in ('pendente', 'executando')
    returning id`);
  for (const { id } of (result as { rows: { id: string | number }[] }).rows)
    await db.execute(sql`select pg_notify(${CHANNEL}, ${`${CANCEL}${String(id)}`})`);
}

/** The workers of one process. */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly worker = `${hostname()}:${String(process.pid)}:${Math.random().toString(36).slice(2, 8)}`;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** The loops waiting for work, each woken by calling it. */
  private readonly waiting = new Set<() => void>();
  /** Claims one at a time: two loops of this process never take two jobs of one tenant. */
  private claiming: Promise<unknown> = Promise.resolve();
  /** The running jobs by id, each with the way to abort it. */
  private readonly runningJobs = new Map<number, AbortController>();
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

  /** Starts claiming jobs with `workers` loops. */
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
        onNotify: (payload) => {
          if (payload.startsWith(CANCEL))
            this.runningJobs.get(Number(payload.slice(CANCEL.length)))?.abort(new JobCancelled());
          else this.nudge();
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
    this.running = Promise.all(
      Array.from({ length: Math.max(1, this.options.workers) }, () => this.loop()),
    ).then(() => undefined);
  }

  /** The ids of the jobs running in this process now. */
  runningJobIds(): number[] {
    return [...this.runningJobs.keys()];
  }

  /**
   * Stops claiming and aborts the running jobs at once (a job that heeds the abort goes back in
   * line); resolves once the loops have ended and the queue no longer listens.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.current.abort(new Error('process stopping'));
    for (const wake of this.waiting) wake();
    await this.running;
    await this.stopListening?.();
  }

  /** Wakes the waiting loops now, or makes the next wait return at once when none waits. */
  private nudge(): void {
    if (this.waiting.size > 0) for (const wake of this.waiting) wake();
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
        const claimed = this.claiming.then(() => this.claim());
        this.claiming = claimed.catch(() => undefined);
        job = await claimed;
      } catch (error) {
        this.log.error({ err: error }, 'job queue: claim failed');
      }
      if (job) {
        await this.run(job);
        continue;
      }
      if (this.takeNudge()) continue;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, this.options.pollSeconds * 1000);
        this.waiting.add(wake);
      });
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
              -- One job of a tenant at a time: its imports keep their order, and its long job
              -- holds one worker while other tenants' jobs take the others.
              and not exists (select 1 from ${tarefa} r where r.tenant_id = ${tarefa}.tenant_id
                and r.status = 'executando' and r.bloqueada_ate >= now())
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
    // Still held by this worker, and neither cancelled nor finished meanwhile.
    const mine = and(
      eq(tarefa.id, job.id),
      eq(tarefa.trabalhador, this.worker),
      eq(tarefa.status, 'executando'),
    );
    const lost = new AbortController();
    this.runningJobs.set(job.id, lost);
    const signal = AbortSignal.any([this.current.signal, lost.signal]);
    const limit = setTimeout(() => {
      lost.abort(new JobTimedOut(this.options.maxSeconds));
    }, this.options.maxSeconds * 1000);
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
            async (rows) => {
              if (rows.length > 0) return;
              // Cancelled (its notification lost), or another worker holds it now.
              const [row] = await db
                .select({ status: tarefa.status })
                .from(tarefa)
                .where(eq(tarefa.id, job.id));
              lost.abort(
                row?.status === 'cancelada' ? new JobCancelled() : new Error('lease lost'),
              );
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
      const reason: unknown = signal.reason;
      // A handler that ended its work on a time-out returns; the job fails for good all the same.
      await db
        .update(tarefa)
        .set(
          reason instanceof JobTimedOut
            ? {
                status: 'falhou',
                erro: reason.message,
                concluidaEm: sql`now()`,
                bloqueadaAte: null,
              }
            : { status: 'concluida', concluidaEm: sql`now()`, bloqueadaAte: null },
        )
        .where(mine);
      // The operator's (and the kill test's) sign that the job is closed in the queue too.
      this.log.info({ job: job.id, tipo: job.tipo, tentativas: job.tentativas }, 'job queue: done');
    } catch (error) {
      if (signal.aborted && signal.reason instanceof JobTimedOut) {
        this.log.error({ err: error, job: job.id, tipo: job.tipo }, 'job ran past its time');
        await db
          .update(tarefa)
          .set({ status: 'falhou', erro: signal.reason.message, bloqueadaAte: null })
          .where(mine)
          .catch(() => undefined);
        return;
      }
      // Cancelled: its row says so already.
      if (signal.aborted && signal.reason instanceof JobCancelled) return;
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
      clearTimeout(limit);
      this.runningJobs.delete(job.id);
    }
  }
}
