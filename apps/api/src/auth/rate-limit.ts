// Fixed-window counters kept in the database, so every API instance counts the same attempts
// (docs/decisions/0052). One upsert per hit; the window restarts when it has passed. Counters are per
// tenant: the table is bound by row-level security like every tenant table (docs/decisions/0080).
import { sql } from 'drizzle-orm';
import type { Limit } from '../config.js';
import { queryRows, type Db } from '../db/client.js';
import { tooManyRequests } from '../http/problem.js';

interface CounterRow {
  contagem: number;
  janela_inicio: Date | string;
}

/** Counts attempts per key and refuses with 429 past the limit. */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is under its limit (no hit counted). */
  async blockedFor(key: string, limit: Limit): Promise<number> {
    const [row] = await queryRows<CounterRow>(
      this.db,
      sql`select contagem, janela_inicio from limite_tentativa where chave = ${key}`,
    );
    if (!row) return 0;
    return this.remaining(row.contagem, new Date(row.janela_inicio), limit, false);
  }

  /** Counts one attempt of `key`; returns seconds to wait when this attempt is over the limit. */
  async hit(tenantId: string, key: string, limit: Limit): Promise<number> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
    const [row] = await queryRows<CounterRow>(
      this.db,
      sql`
      insert into limite_tentativa (chave, tenant_id, janela_inicio, contagem)
      values (${key}, ${tenantId}, ${now.toISOString()}, 1)
      on conflict (tenant_id, chave) do update set
        contagem = case when limite_tentativa.janela_inicio <= ${windowStart.toISOString()}
          then 1 else limite_tentativa.contagem + 1 end,
        janela_inicio = case when limite_tentativa.janela_inicio <= ${windowStart.toISOString()}
          then excluded.janela_inicio else limite_tentativa.janela_inicio end
      returning contagem, janela_inicio`,
    );
    if (!row) return 0;
    return this.remaining(row.contagem, new Date(row.janela_inicio), limit, true);
  }

  /** Throws 429 when any of the keys is over its limit. */
  async assertAllowed(checks: readonly { key: string; limit: Limit }[]): Promise<void> {
    let wait = 0;
    for (const { key, limit } of checks) wait = Math.max(wait, await this.blockedFor(key, limit));
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** Counts one attempt on every key and throws 429 when one went over. */
  async consume(tenantId: string, checks: readonly { key: string; limit: Limit }[]): Promise<void> {
    let wait = 0;
    for (const { key, limit } of checks)
      wait = Math.max(wait, await this.hit(tenantId, key, limit));
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** Forgets a key (a successful login clears the account's failures). */
  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from limite_tentativa where chave = ${key}`);
  }

  private remaining(count: number, start: Date, limit: Limit, counting: boolean): number {
    const over = counting ? count > limit.max : count >= limit.max;
    if (!over) return 0;
    const ends = start.getTime() + limit.windowSeconds * 1000;
    return Math.max(0, Math.ceil((ends - this.now().getTime()) / 1000));
  }
}

/** Rate-limit keys of a login or recovery attempt: one per account, one per client address. */
export function attemptKeys(
  kind: 'login' | 'recuperacao',
  tenantId: string,
  login: string,
  clientIp: string,
) {
  return {
    account: `${kind}:conta:${tenantId}:${login.trim().toLowerCase()}`,
    ip: `${kind}:ip:${clientIp}`,
  };
}
