// The API's in-process caches (GET/DELETE /api/Geral/Cache, docs/decisions/0073): named caches,
// each split per tenant, with a time to live, one load at a time per key, and invalidation that a
// load already under way cannot undo.

/** What `GET /api/Geral/Cache` shows of one cache of one tenant (contract `CacheEntrada`). */
export interface CacheEntry {
  Chave: string;
  Itens: number;
  Tamanho: number;
  CriadoEm: string;
  ExpiraEm: string | null;
}

/** How one named cache behaves. */
export interface CacheOptions<V> {
  /** Seconds an entry lives; bounds how stale another API process can be after a clear. */
  ttlSeconds: number;
  /** Most entries per tenant; the oldest goes first. */
  maxEntries: number;
  /** Approximate bytes of a value, for the listing. */
  sizeOf: (value: V) => number;
}

interface Stored<V> {
  value: V;
  bytes: number;
  storedAt: number;
  expiresAt: number;
}

/** One tenant's part of a named cache. */
class Shelf<V> {
  readonly entries = new Map<string, Stored<V>>();
  readonly loading = new Map<string, Promise<V>>();
  /** Bumped by every clear: a load that started before it must not store its value. */
  generation = 0;
  /** When the shelf was created or last cleared (the listing's CriadoEm when it is empty). */
  since: number;

  constructor(now: number) {
    this.since = now;
  }
}

/** A named cache: values by key, per tenant. */
export class NamedCache<V> {
  private readonly shelves = new Map<string, Shelf<V>>();

  constructor(
    readonly name: string,
    private readonly options: CacheOptions<V>,
    private readonly now: () => Date,
  ) {}

  private shelf(tenantId: string): Shelf<V> {
    let shelf = this.shelves.get(tenantId);
    if (!shelf) {
      shelf = new Shelf<V>(this.now().getTime());
      this.shelves.set(tenantId, shelf);
    }
    return shelf;
  }

  /** The cached value, or the loader's (one load at a time per key; failures are not kept). */
  async get(tenantId: string, key: string, load: () => Promise<V>): Promise<V> {
    const shelf = this.shelf(tenantId);
    const now = this.now().getTime();
    const hit = shelf.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) shelf.entries.delete(key);
    const pending = shelf.loading.get(key);
    if (pending) return pending;

    const generation = shelf.generation;
    const promise = load().then(
      (value) => {
        if (shelf.loading.get(key) === promise) shelf.loading.delete(key);
        if (shelf.generation === generation) this.store(shelf, key, value);
        return value;
      },
      (error: unknown) => {
        if (shelf.loading.get(key) === promise) shelf.loading.delete(key);
        throw error;
      },
    );
    shelf.loading.set(key, promise);
    return promise;
  }

  private store(shelf: Shelf<V>, key: string, value: V): void {
    const storedAt = this.now().getTime();
    shelf.entries.delete(key);
    shelf.entries.set(key, {
      value,
      bytes: this.options.sizeOf(value),
      storedAt,
      expiresAt: storedAt + this.options.ttlSeconds * 1000,
    });
    // Maps iterate in insertion order, so the first key is the oldest entry.
    while (shelf.entries.size > this.options.maxEntries) {
      const oldest = shelf.entries.keys().next();
      if (oldest.done === true) break;
      shelf.entries.delete(oldest.value);
    }
  }

  /** Drops every entry of a tenant, and makes loads under way not store what they read. */
  clear(tenantId: string): void {
    const shelf = this.shelf(tenantId);
    shelf.entries.clear();
    shelf.loading.clear();
    shelf.generation += 1;
    shelf.since = this.now().getTime();
  }

  /** The listing row of one tenant (expired entries are dropped first). */
  describe(tenantId: string): CacheEntry {
    const shelf = this.shelf(tenantId);
    const now = this.now().getTime();
    let bytes = 0;
    let createdAt = Number.POSITIVE_INFINITY;
    let expiresAt = Number.POSITIVE_INFINITY;
    for (const [key, entry] of shelf.entries) {
      if (entry.expiresAt <= now) {
        shelf.entries.delete(key);
        continue;
      }
      bytes += entry.bytes;
      createdAt = Math.min(createdAt, entry.storedAt);
      expiresAt = Math.min(expiresAt, entry.expiresAt);
    }
    const items = shelf.entries.size;
    return {
      Chave: this.name,
      Itens: items,
      Tamanho: bytes,
      CriadoEm: new Date(items > 0 ? createdAt : shelf.since).toISOString(),
      ExpiraEm: items > 0 ? new Date(expiresAt).toISOString() : null,
    };
  }
}

/** Approximate bytes of a JSON-like value: the length of its JSON text. */
export const jsonSize = (value: unknown): number =>
  // JSON.stringify answers undefined for undefined and functions, whatever its type says.
  (JSON.stringify(value) as string | undefined)?.length ?? 0;

/** Every named cache of the process. */
export class CacheRegistry {
  private readonly caches = new Map<string, NamedCache<unknown>>();

  constructor(private readonly now: () => Date) {}

  /** Creates a named cache (names are unique). */
  define<V>(name: string, options: CacheOptions<V>): NamedCache<V> {
    if (this.caches.has(name)) throw new Error(`cache ${name} defined twice`);
    const cache = new NamedCache<V>(name, options, this.now);
    this.caches.set(name, cache as NamedCache<unknown>);
    return cache;
  }

  /** Names of the caches, in definition order. */
  names(): string[] {
    return [...this.caches.keys()];
  }

  /** One listing row per cache, for a tenant. */
  describe(tenantId: string): CacheEntry[] {
    return [...this.caches.values()].map((cache) => cache.describe(tenantId));
  }

  /** Clears one cache (false when the name is unknown) or, without a name, all of them. */
  clear(tenantId: string, name?: string): boolean {
    if (name === undefined) {
      for (const cache of this.caches.values()) cache.clear(tenantId);
      return true;
    }
    const cache = this.caches.get(name);
    if (!cache) return false;
    cache.clear(tenantId);
    return true;
  }
}
