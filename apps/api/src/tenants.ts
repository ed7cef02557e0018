// The tenant of a request comes from its `Domain` header and must be a known, active tenant.
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { tenant } from './db/schema.js';
import { fieldError } from './http/contract.js';
import { problemOf } from './http/problem.js';

const TENANT_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

/** A tenant as the request pipeline needs it. */
export interface Tenant {
  id: string;
  nome: string;
}

/** Looks tenants up, keeping them for a short while (they change only by administration). */
export class TenantDirectory {
  private readonly cache = new Map<string, { value: Tenant | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  /** The active tenant with this id, or null. */
  async find(id: string): Promise<Tenant | null> {
    const key = id.toLowerCase();
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    const [row] = await this.db
      .select({ id: tenant.id, nome: tenant.nome, ativo: tenant.ativo })
      .from(tenant)
      .where(eq(tenant.id, key));
    const value = row?.ativo ? { id: row.id, nome: row.nome } : null;
    this.cache.set(key, { value, until: Date.now() + this.ttlMs });
    return value;
  }

  /** The tenant of a `Domain` header value; 400 when missing or unknown. */
  async require(header: string | string[] | undefined): Promise<Tenant> {
    const value = Array.isArray(header) ? header[0] : header;
    if (value === undefined || value.trim() === '') {
      throw problemOf(400, 'dominio-ausente', 'detalhe.dominio-ausente', undefined, [
        fieldError('Domain', { code: 'required', params: { field: 'Domain' } }),
      ]);
    }
    // A tenant id is a short slug: anything else is unknown without a lookup, so hostile values
    // neither reach the database nor fill the cache.
    const found = TENANT_ID.test(value.trim()) ? await this.find(value.trim()) : null;
    if (!found) {
      throw problemOf(
        400,
        'dominio-desconhecido',
        'detalhe.dominio-desconhecido',
        { domain: value },
        [fieldError('Domain', { code: 'campo.dominio-desconhecido' })],
      );
    }
    return found;
  }
}
