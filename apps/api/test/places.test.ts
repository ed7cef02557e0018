// Coverage areas over HTTP (product rules §7 /api/AreasAbrangencia): states, municipalities, operational
// regions and influence areas on the seeded reference data; responses checked against openapi/.
import { describe, expect, it } from 'vitest';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { influenceAreaServerMessage, validateInfluenceArea } from '@emplacamento/validators';
import { CAPITAIS, seedReference } from '../src/seed/reference.js';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '../src/db/client.js';
import { areaInfluencia, estado, municipio } from '../src/db/schema-reference.js';
import { searchAny } from '../src/http/listing.js';
import { listMunicipios } from '../src/places/cities.js';
import { acrossTenants, inTenant, problemOf, useReferenceServer } from './helpers.js';
import { expectSameAsScan, idsFound } from './search-terms.js';

const base = '/api/AreasAbrangencia';
const page = (extra: Record<string, unknown> = {}) => ({ draw: 1, start: 0, length: 10, ...extra });

interface Envelope<T> {
  Data: { data: T[]; recordsTotal: number; recordsFiltered: number; draw: number };
}
interface Municipio {
  Id: number;
  Nome: string;
  CodigoIbge: string;
  Sigla: string;
  Capital: boolean;
  Populacao: number | null;
  AreaInfluenciaId: number | null;
  RegiaoOperacionalId: number | null;
}
interface Area {
  Id: number;
  Codigo: string;
  Nome: string;
  QuantidadeMunicipios: number;
  MunicipioIds?: number[];
}
interface Regiao {
  Id: number;
  Codigo: string;
  Nome: string;
  QuantidadeMunicipios: number;
}

describe('coverage areas', () => {
  const t = useReferenceServer(base, ['abracaf', 'assobrav']);

  it('seeds the 27 states and every IBGE municipality with the capitals, once', async () => {
    await seedReference(t.server.database.db, ['abracaf', 'assobrav']);
    const states = await t.call('POST', '/Estado/ListarEstados', t.admin, page({ length: 100 }));
    expect(states.statusCode).toBe(200);
    expect(states.json<Envelope<unknown>>().Data.recordsTotal).toBe(27);
    const cities = await t.call(
      'POST',
      '/Municipio/ListarMunicipios',
      t.admin,
      page({ userdata: { capital: true } }),
    );
    const body = cities.json<Envelope<Municipio>>();
    expect(body.Data.recordsTotal).toBe(getMunicipalities().length);
    // 5,570 in docs/domain.md; IBGE has listed 5,571 since Boa Esperança do Norte (MT) was created.
    expect(body.Data.recordsTotal).toBeGreaterThanOrEqual(5570);
    expect(body.Data.recordsFiltered).toBe(27);
    expect(CAPITAIS.size).toBe(27);
  });

  it('lists states by macro-region, searched and sorted', async () => {
    const res = await t.call(
      'POST',
      '/Estado/ListarEstados',
      t.admin,
      page({ userdata: { regiao: 'Sul' }, order: [{ column: 'Nome', dir: 'desc' }] }),
    );
    expect(res.json<Envelope<{ Sigla: string }>>().Data.data.map((s) => s.Sigla)).toEqual([
      'SC',
      'RS',
      'PR',
    ]);
    const search = await t.call(
      'POST',
      '/Estado/ListarEstados',
      t.admin,
      page({ search: { value: 'PARA' } }),
    );
    expect(
      search
        .json<Envelope<{ Sigla: string }>>()
        .Data.data.map((s) => s.Sigla)
        .sort(),
    ).toEqual(['PA', 'PB', 'PR']);
  });

  it('pages, sorts and searches municipalities accent-insensitively', async () => {
    const res = await t.call(
      'POST',
      '/Municipio/ListarMunicipios',
      t.admin,
      page({ search: { value: 'sao paulo' }, order: [{ column: 'Nome', dir: 'asc' }] }),
    );
    const names = res.json<Envelope<Municipio>>().Data.data.map((m) => m.Nome);
    expect(names).toContain('São Paulo');
    const sp = await t.call(
      'POST',
      '/Estado/ListarMunicipiosPorEstado?estadoId=35&paginar=false',
      t.admin,
      page({ order: [{ column: 'Nome', dir: 'asc' }] }),
    );
    const all = sp.json<Envelope<Municipio>>().Data;
    expect(all.recordsFiltered).toBe(645);
    expect(all.data).toHaveLength(645);
    expect(all.data[0]?.Nome).toBe('Adamantina');
    const second = await t.call(
      'POST',
      '/Municipio/ListarMunicipios',
      t.admin,
      page({ start: 10, order: [{ column: 'Sigla', dir: 'asc' }] }),
    );
    expect(second.json<Envelope<Municipio>>().Data.data[0]?.Sigla).toBe('AC');
    const bad = await t.call(
      'POST',
      '/Municipio/ListarMunicipios',
      t.admin,
      page({ order: [{ column: 'senha', dir: 'asc' }] }),
    );
    expect(problemOf(bad).status).toBe(400);
    expect(
      (await t.call('POST', '/Estado/ListarMunicipiosPorEstado?estadoId=99', t.admin, page()))
        .statusCode,
    ).toBe(404);
  });

  it('reads and alters a municipality within the tenant only', async () => {
    const got = await t.call('GET', '/Municipio/ObterMunicipioPorId?id=3550308');
    expect(got.json()).toMatchObject({
      Nome: 'São Paulo',
      CodigoIbge: '3550308',
      Sigla: 'SP',
      Capital: true,
    });
    const changed = await t.call('PUT', '/Municipio/AlterarMunicipio', t.admin, {
      Id: 3550308,
      Populacao: 11451999,
    });
    expect(changed.json()).toMatchObject({ Populacao: 11451999 });
    const elsewhere = await t.call('GET', '/Municipio/ObterMunicipioPorId?id=3550308', t.other);
    expect(elsewhere.json<Municipio>().Populacao).toBeNull();
    const badArea = await t.call('PUT', '/Municipio/AlterarMunicipio', t.admin, {
      Id: 3550308,
      AreaInfluenciaId: 999999,
    });
    expect(problemOf(badArea).errors?.[0]?.field).toBe('AreaInfluenciaId');
    expect(
      (await t.call('PUT', '/Municipio/AlterarMunicipio', t.admin, { Id: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('PUT', '/Municipio/AlterarMunicipio', t.loja, { Id: 3550308 })).statusCode,
    ).toBe(403);
  });

  it('creates operational regions with unique codes and refuses duplicates', async () => {
    const created = await t.call('POST', '/RegiaoOperacional/CriarRegiaoOperacional', t.admin, {
      Nome: 'Interior Paulista',
      Ativo: true,
      Codigo: 'RO-SPI',
    });
    expect(created.statusCode).toBe(201);
    const region = created.json<Regiao>();
    const dup = await t.call('POST', '/RegiaoOperacional/CriarRegiaoOperacional', t.admin, {
      Nome: 'Outra',
      Ativo: true,
      Codigo: 'ro-spi',
    });
    expect(problemOf(dup).status).toBe(409);
    expect(problemOf(dup).detail).toContain('código');
    const same = await t.call('PUT', '/RegiaoOperacional/AtualizarRegiaoOperacional', t.admin, {
      Id: region.Id,
      Nome: 'Interior de SP',
      Ativo: true,
      Codigo: 'RO-SPI',
    });
    expect(same.json()).toMatchObject({ Nome: 'Interior de SP' });
    const taken = await t.call('PUT', '/RegiaoOperacional/AtualizarRegiaoOperacional', t.admin, {
      Id: region.Id,
      Nome: 'X1',
      Ativo: true,
      Codigo: 'RO-01',
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await t.call('POST', '/RegiaoOperacional/CriarRegiaoOperacional', t.admin, {
      Nome: 'X',
      Ativo: true,
      Codigo: 'com espaço',
    });
    expect(problemOf(invalid).status).toBe(400);
    expect(
      (
        await t.call('POST', '/RegiaoOperacional/CriarRegiaoOperacional', t.loja, {
          Nome: 'Xy',
          Ativo: true,
          Codigo: 'A',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(
          'GET',
          `/RegiaoOperacional/ObterRegiaoOperacioalPorId?id=${region.Id}`,
          t.other,
        )
      ).statusCode,
    ).toBe(404);
    const free = await t.call(
      'POST',
      '/RegiaoOperacional/ListarRegioesOperacionais',
      t.admin,
      page({ userdata: { codigo: 'RO-SPI' } }),
    );
    expect(free.json<Envelope<Regiao>>().Data.recordsFiltered).toBe(1);
  });

  it('keeps a municipality in one influence area and frees them on removal', async () => {
    const created = await t.call('POST', '/AreaInfluencia/AdicionarAreaInfluencia', t.admin, {
      Nome: 'Campinas e região',
      Codigo: 'AI-CPS',
      MunicipioIds: [],
    });
    expect(created.statusCode).toBe(201);
    const area = created.json<Area>();
    // Campinas belongs to the seeded São Paulo area: take it out, then add it here.
    await t.call('PUT', '/Municipio/AlterarMunicipio', t.admin, {
      Id: 3509502,
      AreaInfluenciaId: null,
    });
    const taken = await t.call('PUT', '/AreaInfluencia/AtualizarAreaInfluencia', t.admin, {
      Id: area.Id,
      Nome: 'Campinas e região',
      Codigo: 'AI-CPS',
      MunicipioIds: [3509502, 3552205],
    });
    expect(problemOf(taken).status).toBe(409);
    expect(problemOf(taken).detail).toContain('Sorocaba');
    const ok = await t.call('PUT', '/AreaInfluencia/AtualizarAreaInfluencia', t.admin, {
      Id: area.Id,
      Nome: 'Campinas e região',
      Codigo: 'AI-CPS',
      MunicipioIds: [3509502],
    });
    expect(ok.json()).toMatchObject({ QuantidadeMunicipios: 1, MunicipioIds: [3509502] });
    const inArea = await t.call(
      'GET',
      `/AreaInfluencia/ListarMunicipiosInfluenciados?id=${area.Id}`,
    );
    expect(inArea.json<Municipio[]>().map((m) => m.Nome)).toEqual(['Campinas']);
    const unknown = await t.call('POST', '/AreaInfluencia/AdicionarAreaInfluencia', t.admin, {
      Nome: 'Nada',
      Codigo: 'AI-X',
      MunicipioIds: [42],
    });
    expect(problemOf(unknown).errors?.[0]?.field).toBe('MunicipioIds');
    const dup = await t.call('POST', '/AreaInfluencia/AdicionarAreaInfluencia', t.admin, {
      Nome: 'Dup',
      Codigo: 'ai-cps',
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (
        await t.call(
          'DELETE',
          `/AreaInfluencia/RemoverAreaInfluencia?areaInfluenciaId=${area.Id}`,
          t.other,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/AreaInfluencia/RemoverAreaInfluencia?areaInfluenciaId=${area.Id}`))
        .statusCode,
    ).toBe(204);
    const freeNow = await t.call(
      'GET',
      '/AreaInfluencia/ListarMunicipiosInfluenciados?influencia=false&estadoId=35',
    );
    expect(freeNow.json<Municipio[]>().map((m) => m.Nome)).toContain('Campinas');
    expect(
      (await t.call('GET', `/AreaInfluencia/ObterAreaInfluenciaPorId?areaInfluenciaId=${area.Id}`))
        .statusCode,
    ).toBe(404);
  });

  it('answers bad area input with the shared rules’ messages on their fields', async () => {
    const short = await t.call('POST', '/AreaInfluencia/AdicionarAreaInfluencia', t.admin, {
      Nome: ' A ',
      Codigo: 'AI-OK',
    });
    expect(problemOf(short).status, short.body).toBe(400);
    expect(problemOf(short).errors).toEqual([
      { field: 'Nome', message: validateInfluenceArea({ Nome: 'A', Codigo: 'AI-OK' }).Nome },
    ]);
    const pattern = await t.call('POST', '/AreaInfluencia/AdicionarAreaInfluencia', t.admin, {
      Nome: 'Área boa',
      Codigo: 'com espaço',
    });
    expect(problemOf(pattern).errors?.[0]?.field).toBe('Codigo');
    const first = await t.call('POST', '/AreaInfluencia/AdicionarAreaInfluencia', t.admin, {
      Nome: 'Primeira',
      Codigo: 'AI-MSG',
    });
    expect(first.statusCode).toBe(201);
    const dup = await t.call('POST', '/AreaInfluencia/AdicionarAreaInfluencia', t.admin, {
      Nome: 'Segunda',
      Codigo: 'ai-msg',
    });
    expect(problemOf(dup).errors).toEqual([
      { field: 'Codigo', message: influenceAreaServerMessage('codigo_unico') },
    ]);
    // São Paulo (the city) is in the seeded São Paulo area.
    const taken = await t.call('PUT', '/AreaInfluencia/AtualizarAreaInfluencia', t.admin, {
      Id: first.json<Area>().Id,
      Nome: 'Primeira',
      Codigo: 'AI-MSG',
      MunicipioIds: [3550308],
    });
    expect(problemOf(taken).status).toBe(409);
    expect(problemOf(taken).errors).toEqual([
      { field: 'MunicipioIds', message: influenceAreaServerMessage('municipio_em_outra_area') },
    ]);
    const kept = await t.call(
      'GET',
      `/AreaInfluencia/ObterAreaInfluenciaPorId?areaInfluenciaId=${first.json<Area>().Id}`,
    );
    expect(kept.json<Area>()).toMatchObject({ Nome: 'Primeira', MunicipioIds: [] });
  });

  it('lists areas and regions with filters, and the scope calls', async () => {
    const areas = await t.call(
      'POST',
      '/AreaInfluencia/ListarAreasInfluencia',
      t.admin,
      page({
        userdata: { estadoId: 33 },
        order: [{ column: 'QuantidadeMunicipios', dir: 'desc' }],
      }),
    );
    expect(areas.json<Envelope<Area>>().Data.data.map((a) => a.Codigo)).toEqual(['AI-RJ']);
    const regions = await t.call(
      'POST',
      '/RegiaoOperacional/ListarRegioesOperacionais',
      t.admin,
      page({ search: { value: 'sudeste' } }),
    );
    const sudeste = regions.json<Envelope<Regiao>>().Data.data[0];
    expect(sudeste?.QuantidadeMunicipios).toBeGreaterThan(1600);
    const cities = await t.call(
      'GET',
      `/RegiaoOperacional/ListarMunicipiosDaRegiaoOperacional?regiaoOperacionalId=${String(sudeste?.Id)}`,
    );
    expect(cities.json<Municipio[]>().length).toBe(sudeste?.QuantidadeMunicipios);
    const active = await t.call('GET', '/RegiaoOperacional/ObterRegioesOperacionaisAtivas', t.loja);
    expect(active.json<Regiao[]>().length).toBeGreaterThanOrEqual(5);
    expect(
      (await t.call('GET', '/RegiaoOperacional/ObterRegioesOperacionaisEscopo', t.loja)).statusCode,
    ).toBe(200);
    const scope = await t.call('GET', '/AreaInfluencia/ObterAreasInfluenciaEscopo', t.loja);
    expect(scope.json<Area[]>().length).toBeGreaterThanOrEqual(27);
    expect(
      (await t.call('POST', '/AreaInfluencia/ListarAreasInfluencia', t.loja, page())).statusCode,
    ).toBe(403);
  });

  it('searches municipalities as a scan of name and state would, special characters literal', async () => {
    const rename = (Id: number, Nome: string, headers = t.admin) =>
      t.call('PUT', '/Municipio/AlterarMunicipio', headers, { Id, Nome });
    expect((await rename(1200013, 'Acrelândia 100%_Ótima')).statusCode).toBe(200);
    // Another tenant's name stays out of this tenant's search (the index spans tenants).
    expect((await rename(1200054, "Assis Brasil d'Auto", t.other)).statusCode).toBe(200);
    const list = (term: string, headers = t.admin) =>
      idsFound(t, '/Municipio/ListarMunicipios', term, headers);
    const scan = (term: string) =>
      inTenant(t.server, 'abracaf', async () =>
        (
          await t.server.database.db
            .select({ id: municipio.id })
            .from(municipio)
            .innerJoin(estado, eq(estado.id, municipio.estadoId))
            .where(
              and(
                eq(municipio.tenantId, 'abracaf'),
                searchAny(term, [sql`${municipio.nome}`, sql`${estado.sigla}`]),
              ),
            )
        ).map((r) => r.id),
      );
    await expectSameAsScan(list, scan);
    for (const term of ['100%', '%', '_', 'ÓTIMA', '0%_ó', 'acrelandia 1'])
      expect(await list(term)).toEqual([1200013]);
    expect(await list('a%o')).toEqual([]);
    expect(await list("d'auto")).toEqual([]);
    expect(await list("D'AUTO", t.other)).toEqual([1200054]);
    expect((await list('sp')).length).toBeGreaterThanOrEqual(645);
  });

  it('searches influence areas by name and code, case and accents aside', async () => {
    const list = (term: string) => idsFound(t, '/AreaInfluencia/ListarAreasInfluencia', term);
    const scan = (term: string) =>
      inTenant(t.server, 'abracaf', async () =>
        (
          await t.server.database.db
            .select({ id: areaInfluencia.id })
            .from(areaInfluencia)
            .where(
              and(
                eq(areaInfluencia.tenantId, 'abracaf'),
                searchAny(term, [sql`${areaInfluencia.nome}`, sql`${areaInfluencia.codigo}`]),
              ),
            )
        ).map((r) => r.id),
      );
    await expectSameAsScan(list, scan);
    await expectSameAsScan(list, scan, ['ai-sp', 'AI-SP', 'ai_sp', 'área são paulo', 'AREA SAO']);
    expect((await list('ai-sp')).length).toBe(1);
    expect(await list('ai_sp')).toEqual([]);
  });

  it('answers the municipality search from the trigram index (EXPLAIN, both databases)', async () => {
    // The very SQL of the list, caught by a logging handle over the server's own connection.
    const { db, driver } = t.server.database;
    const queries: { query: string; params: unknown[] }[] = [];
    const logger = {
      logQuery: (query: string, params: unknown[]) => queries.push({ query, params }),
    };
    const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
    const logged = (driver === 'pglite'
      ? drizzlePglite(client as PGlite, { logger })
      : drizzlePg(client as pg.Pool, { logger })) as unknown as Db;
    // A handle of its own is outside the server's scopes: it sets the tenant itself.
    await logged.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', 'abracaf', true)`);
      await listMunicipios(tx, 'abracaf', page({ search: { value: 'sao jose' } }), true);
    });
    const counted = queries.find(
      (q) => q.query.startsWith('select count(*)') && q.query.includes(' like '),
    );
    if (!counted) throw new Error('the list ran no counted search');
    const run = async (text: string, params: unknown[] = []) =>
      driver === 'pglite'
        ? (await (client as PGlite).query<Record<string, string>>(text, params)).rows
        : (await (client as pg.Pool).query<Record<string, string>>(text, params)).rows;
    // What autovacuum does on PostgreSQL after the seed; PGlite has none.
    // As the owner: ANALYZE skips the tables the restricted role does not own.
    await acrossTenants(t.server, () => db.execute(sql`analyze municipio`));
    const plan = (await run(`explain (costs off) ${counted.query}`, counted.params))
      .map((row) => Object.values(row).join(''))
      .join('\n');
    expect(plan).toContain('Bitmap Index Scan on municipio_busca');
  });
});
