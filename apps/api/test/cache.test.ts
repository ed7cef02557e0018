// The server caches (GET/DELETE /api/Geral/Cache): what they keep, that a write through the API
// clears them at once, that a change behind the API's back shows after a clear, per tenant, and
// only for administrators. The registry's own rules (one load per key, a clear beats a load under
// way, time to live) are tested on the class itself.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALIDATED_BY, SESSIONS_CHANGED_BY } from '../src/cache/caches.js';
import { CacheRegistry } from '../src/cache/registry.js';
import { inTenant, auth, login, problemOf, testContract, useReferenceServer } from './helpers.js';

interface Entrada {
  Chave: string;
  Itens: number;
  Tamanho?: number;
  CriadoEm: string;
  ExpiraEm: string | null;
}

describe('cache registry', () => {
  const clock = { now: new Date('2026-11-22T10:00:00Z') };
  const registry = new CacheRegistry(() => clock.now);
  const cache = registry.define<number>('numeros', {
    ttlSeconds: 60,
    maxEntries: 2,
    sizeOf: () => 8,
  });

  it('loads a key once for concurrent readers and keeps it until it expires', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    const values = await Promise.all([1, 2, 3].map(() => cache.get('t1', 'a', load)));
    expect(values).toEqual([1, 1, 1]);
    expect(await cache.get('t1', 'a', load)).toBe(1);
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await cache.get('t1', 'a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not store what a load read before a clear', async () => {
    let release: (value: number) => void = () => undefined;
    const slow = cache.get('t2', 'k', () => new Promise<number>((resolve) => (release = resolve)));
    registry.clear('t2', 'numeros');
    release(41);
    expect(await slow).toBe(41);
    expect(await cache.get('t2', 'k', () => Promise.resolve(42))).toBe(42);
  });

  it('keeps failures out, drops the oldest entry past the limit and lists per tenant', async () => {
    await expect(
      cache.get('t3', 'x', () => Promise.reject(new Error('banco fora'))),
    ).rejects.toThrow('banco fora');
    expect(await cache.get('t3', 'x', () => Promise.resolve(7))).toBe(7);
    await cache.get('t3', 'y', () => Promise.resolve(8));
    await cache.get('t3', 'z', () => Promise.resolve(9));
    expect(registry.describe('t3')).toEqual([
      {
        Chave: 'numeros',
        Itens: 2,
        Tamanho: 16,
        CriadoEm: clock.now.toISOString(),
        ExpiraEm: new Date(clock.now.getTime() + 60_000).toISOString(),
      },
    ]);
    expect(await cache.get('t3', 'x', () => Promise.resolve(70))).toBe(70);
    expect(registry.describe('t4')[0]).toMatchObject({ Itens: 0, ExpiraEm: null });
    expect(registry.clear('t3', 'letras')).toBe(false);
    expect(() =>
      registry.define('numeros', { ttlSeconds: 1, maxEntries: 1, sizeOf: () => 0 }),
    ).toThrow();
  });
});

describe('cache calls', () => {
  const t = useReferenceServer('/api/Geral/Cache', ['abracaf', 'assobrav']);
  const filters = '/api/GerenciarEmpresas/EmpresaGrid/ObterFiltros';
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = t.admin,
    payload?: object,
  ) => t.server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const groupNames = async (headers = t.admin) =>
    (await inject('GET', filters, headers))
      .json<{ GruposEmpresa: { Nome: string }[] }>()
      .GruposEmpresa.map((g) => g.Nome);
  const entries = async (headers = t.admin) =>
    Object.fromEntries(
      (await t.call('GET', '', headers)).json<Entrada[]>().map((e) => [e.Chave, e]),
    );
  /** Renames a group in the database, behind the API's back. */
  const renameBehind = (from: string, to: string) =>
    inTenant(t.server, 'abracaf', () =>
      t.server.database.db.execute(
        sql`update grupo_empresa set nome = ${to} where tenant_id = 'abracaf' and nome = ${from}`,
      ),
    );

  it('lists the caches with what they hold', async () => {
    await inject('GET', '/api/Geral/Parametro/ValorDoParametro?parametroId=EMP_FABRICANTE');
    await groupNames();
    const listed = await entries();
    expect(Object.keys(listed).sort()).toEqual([
      'filtros-empresas',
      'parametros',
      'perfis',
      'permissoes-perfil',
      'sessoes',
    ]);
    expect(listed['filtros-empresas']).toMatchObject({ Itens: 1 });
    expect(listed['parametros']?.Itens).toBeGreaterThanOrEqual(1);
    expect(listed['permissoes-perfil']?.Itens).toBeGreaterThanOrEqual(1);
    expect(listed['filtros-empresas']?.Tamanho).toBeGreaterThan(100);
    const expires = Date.parse(listed['filtros-empresas']?.ExpiraEm ?? '');
    expect(expires - Date.parse(listed['filtros-empresas']?.CriadoEm ?? '')).toBe(600_000);
  });

  it('serves a cached value until the cache is cleared, then reads the database again', async () => {
    const [first] = await groupNames();
    if (first === undefined) throw new Error('the demo tenant has no business group');
    await renameBehind(first, 'Grupo Renomeado no Banco');
    expect(await groupNames()).toContain(first);
    expect((await t.call('DELETE', '?chave=filtros-empresas')).statusCode).toBe(204);
    const after = await groupNames();
    expect(after).toContain('Grupo Renomeado no Banco');
    expect(after).not.toContain(first);
    expect((await entries())['filtros-empresas']).toMatchObject({ Itens: 1 });
  });

  it('clears the filters when a write through the API changes them', async () => {
    await groupNames();
    const created = await inject(
      'POST',
      '/api/GerenciarEmpresas/GrupoEmpresa/CriarGrupoEmpresa',
      t.admin,
      {
        Nome: 'Grupo Criado Agora',
        Ativo: true,
        Codigo: 'GCA',
      },
    );
    expect(created.statusCode).toBe(201);
    expect(await groupNames()).toContain('Grupo Criado Agora');
    // A refused write clears nothing.
    await renameBehind('Grupo Criado Agora', 'Grupo Oculto');
    const refused = await inject(
      'PUT',
      '/api/GerenciarEmpresas/GrupoEmpresa/AtualizarGrupoEmpresa',
      t.admin,
      { Id: 999_999, Nome: 'Grupo Oculto', Ativo: true },
    );
    expect(refused.statusCode).toBe(404);
    expect(await groupNames()).toContain('Grupo Criado Agora');
  });

  it('clears one tenant only, and everything without a key', async () => {
    await groupNames(t.other);
    expect((await t.call('DELETE', '')).statusCode).toBe(204);
    const mine = await entries();
    // The caller's own profile's permissions and sign-in: the listing call's session check.
    expect(Object.values(mine).map((e) => e.Itens)).toEqual([1, 0, 0, 1, 0]);
    expect((await entries(t.other))['filtros-empresas']?.Itens).toBe(1);
  });

  it('refuses unknown keys, other profiles and calls without a token', async () => {
    const unknown = await t.call('DELETE', '?chave=relatorios');
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors?.[0]).toEqual({
      field: 'chave',
      message:
        'Cache desconhecido. Os caches são: permissoes-perfil, parametros, filtros-empresas, sessoes, perfis',
    });
    expect((await t.call('GET', '', t.loja)).statusCode).toBe(403);
    expect((await t.call('DELETE', '', t.loja)).statusCode).toBe(403);
    const gerente = auth((await login(t.server.app, 'admin.associacao')).token);
    expect((await t.call('GET', '', gerente)).statusCode).toBe(403);
    expect((await t.call('GET', '', { domain: 'abracaf' })).statusCode).toBe(401);
    expect((await t.call('DELETE', `?chave=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('names only writes of the contract as invalidating', async () => {
    const contract = await testContract(t.server.config.openapiDir);
    const writes = new Map(
      [...contract.values()].map((operation) => [operation.operationId, operation.method]),
    );
    for (const operationId of [...Object.keys(INVALIDATED_BY), ...SESSIONS_CHANGED_BY]) {
      expect(writes.get(operationId), operationId).toMatch(/^(POST|PUT|PATCH|DELETE)$/);
    }
  });
});
