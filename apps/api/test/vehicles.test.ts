// Vehicles service over HTTP (spec §7 /api/Veiculos): manufacturers, models, segments, version
// nomenclature and categories on the seeded Brazilian market.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fabricante, modelo } from '../src/db/schema-reference.js';
import { searchAny } from '../src/http/listing.js';
import { inTenant, problemOf, useReferenceServer } from './helpers.js';
import { expectSameAsScan, idsFound } from './search-terms.js';

const base = '/api/Veiculos';
const page = (extra: Record<string, unknown> = {}) => ({ draw: 1, start: 0, length: 10, ...extra });

interface Envelope<T> {
  Data: { data: T[]; recordsTotal: number; recordsFiltered: number; draw: number };
}
interface Row {
  Id: number;
  Nome: string;
}
interface Fabricante extends Row {
  QuantidadeModelos: number;
}
interface Modelo extends Row {
  FabricanteNome: string;
  SegmentoNome: string | null;
}
interface Versao {
  Id: number;
  Versao: string;
  Mapeada: boolean;
  ModeloId: number | null;
  ModeloNome: string | null;
}

describe('vehicles', () => {
  const t = useReferenceServer(base, ['abracaf', 'assobrav']);

  it('seeds about 20 brands and 150 models with segments', async () => {
    const brands = await t.call(
      'POST',
      '/Fabricante/ListarFabricantes',
      t.admin,
      page({ order: [{ column: 'QuantidadeModelos', dir: 'desc' }] }),
    );
    const b = brands.json<Envelope<Fabricante>>().Data;
    expect(b.recordsTotal).toBeGreaterThanOrEqual(20);
    expect(b.data[0]?.QuantidadeModelos).toBeGreaterThanOrEqual(8);
    const models = await t.call(
      'POST',
      '/Modelo/ObterModelos',
      t.admin,
      page({ search: { value: 'argo' } }),
    );
    const m = models.json<Envelope<Modelo>>().Data;
    expect(m.recordsTotal).toBeGreaterThanOrEqual(140);
    expect(m.data[0]).toMatchObject({
      Nome: 'ARGO',
      FabricanteNome: 'FIAT',
      SegmentoNome: 'Hatch',
    });
    const categories = await t.call('GET', '/CategoriaVeiculo', t.loja);
    expect(categories.json<Row[]>().map((c) => c.Nome)).toContain('Automóvel');
  });

  it('manages manufacturers and refuses removing one with models', async () => {
    const created = await t.call('POST', '/Fabricante', t.admin, {
      Nome: 'LEAPMOTOR',
      Ativo: true,
      PaisOrigem: 'China',
      Cor: '#123456',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Fabricante>().Id;
    expect(
      (await t.call('POST', '/Fabricante', t.admin, { Nome: 'leapmotor', Ativo: true })).statusCode,
    ).toBe(409);
    const updated = await t.call('PUT', '/Fabricante', t.admin, {
      Id: id,
      Nome: 'LEAPMOTOR',
      Ativo: false,
    });
    expect(updated.json<Fabricante>()).toMatchObject({ QuantidadeModelos: 0 });
    const fiat = (
      await t.call(
        'POST',
        '/Fabricante/ListarFabricantes',
        t.admin,
        page({ search: { value: 'fiat' } }),
      )
    ).json<Envelope<Fabricante>>().Data.data[0];
    const refused = await t.call('DELETE', `/Fabricante?id=${String(fiat?.Id)}`);
    expect(problemOf(refused).status).toBe(409);
    expect(problemOf(refused).detail).toContain('modelo');
    expect((await t.call('DELETE', `/Fabricante?id=${String(id)}`, t.other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/Fabricante?id=${String(id)}`, t.loja)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/Fabricante?id=${String(id)}`)).statusCode).toBe(204);
    expect(
      (await t.call('GET', `/Fabricante/ObterFabricantePorId?id=${String(id)}`)).statusCode,
    ).toBe(404);
    expect(
      problemOf(
        await t.call('POST', '/Fabricante', t.admin, { Nome: 'X', Ativo: true, Cor: 'red' }),
      ).status,
    ).toBe(400);
  });

  it('manages models within a brand and segments', async () => {
    const segs = await t.call('GET', '/Segmento/ObterSegmentos?ativo=true');
    const suv = segs.json<Row[]>().find((s) => s.Nome === 'SUV');
    const fiat =
      (
        await t.call(
          'POST',
          '/Fabricante/ListarFabricantes',
          t.admin,
          page({ search: { value: 'fiat' } }),
        )
      ).json<Envelope<Fabricante>>().Data.data[0]?.Id ?? 0;
    const created = await t.call('POST', '/Modelo', t.admin, {
      Nome: 'GRANDE PANDA',
      FabricanteId: fiat,
      SegmentoId: suv?.Id,
      CategoriaVeiculoId: 1,
      Ativo: true,
    });
    expect(created.statusCode).toBe(201);
    const model = created.json<Modelo>();
    expect(model).toMatchObject({ FabricanteNome: 'FIAT', SegmentoNome: 'SUV' });
    expect(
      (await t.call('POST', '/Modelo', t.admin, { Nome: 'argo', FabricanteId: fiat, Ativo: true }))
        .statusCode,
    ).toBe(409);
    const badRef = await t.call('POST', '/Modelo', t.admin, {
      Nome: 'Z',
      FabricanteId: 999999,
      Ativo: true,
    });
    expect(problemOf(badRef).errors?.[0]?.field).toBe('FabricanteId');
    const put = await t.call('PUT', '/Modelo', t.admin, {
      Id: model.Id,
      Nome: 'GRANDE PANDA',
      FabricanteId: fiat,
      Ativo: false,
    });
    expect(put.json<Modelo>().SegmentoNome).toBeNull();
    expect(
      (await t.call('GET', `/Modelo/ObterModelo?id=${String(model.Id)}`, t.other)).statusCode,
    ).toBe(404);

    const types = await t.call('GET', '/Segmento/ObterTiposSegmento');
    expect(types.json<Row[]>().length).toBe(3);
    const seg = await t.call('POST', '/Segmento/AdicionarSegmento', t.admin, {
      Nome: 'Crossover',
      TipoSegmentoId: 1,
      Ativo: true,
      Ordem: 9,
    });
    expect(seg.statusCode).toBe(201);
    const segId = seg.json<Row>().Id;
    expect(
      (
        await t.call('POST', '/Segmento/AdicionarSegmento', t.admin, {
          Nome: 'suv',
          TipoSegmentoId: 1,
          Ativo: true,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.call('PUT', '/Segmento/AtualizarSegmento', t.admin, {
          Id: segId,
          Nome: 'Crossover compacto',
          TipoSegmentoId: 1,
          Ativo: true,
        })
      ).json<Row>().Nome,
    ).toBe('Crossover compacto');
    const inUse = await t.call('DELETE', `/Segmento/RemoverSegmento?id=${String(suv?.Id)}`);
    expect(problemOf(inUse).status).toBe(409);
    expect(
      (await t.call('DELETE', `/Segmento/RemoverSegmento?id=${String(segId)}`)).statusCode,
    ).toBe(204);
    expect(
      (await t.call('GET', `/Segmento/ObterSegmentoPorId?segmentoId=${String(segId)}`)).statusCode,
    ).toBe(404);
  });

  it('maps a waiting version to a model', async () => {
    const waiting = await t.call(
      'POST',
      '/Nomenclatura/ObterNomenclaturas',
      t.admin,
      page({ userdata: { mapeada: false }, order: [{ column: 'Versao', dir: 'asc' }] }),
    );
    const list = waiting.json<Envelope<Versao>>().Data;
    expect(list.recordsFiltered).toBe(12);
    const version = list.data[0];
    const model = (
      await t.call('POST', '/Modelo/ObterModelos', t.admin, page({ search: { value: 'argo' } }))
    ).json<Envelope<Modelo>>().Data.data[0];
    const mapped = await t.call('PUT', '/Nomenclatura/AtualizarUmaVersao', t.admin, {
      Id: version?.Id,
      ModeloId: model?.Id,
    });
    expect(mapped.json<Versao>()).toMatchObject({ Mapeada: true, ModeloNome: 'ARGO' });
    const after = await t.call(
      'POST',
      '/Nomenclatura/ObterNomenclaturas',
      t.admin,
      page({ userdata: { mapeada: false } }),
    );
    expect(after.json<Envelope<Versao>>().Data.recordsFiltered).toBe(11);
    expect(
      (
        await t.call('PUT', '/Nomenclatura/AtualizarUmaVersao', t.admin, {
          Id: version?.Id,
          ModeloId: 999999,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('PUT', '/Nomenclatura/AtualizarUmaVersao', t.other, {
          Id: version?.Id,
          ModeloId: null,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/Nomenclatura/ObterNomenclaturas', t.loja, page())).statusCode,
    ).toBe(403);
  });

  it('searches models as a scan of model and brand names would', async () => {
    const list = (term: string) => idsFound(t, '/Modelo/ObterModelos', term);
    const scan = (term: string) =>
      inTenant(t.server, 'abracaf', async () =>
        (
          await t.server.database.db
            .select({ id: modelo.id })
            .from(modelo)
            .innerJoin(fabricante, eq(fabricante.id, modelo.fabricanteId))
            .where(
              and(
                eq(modelo.tenantId, 'abracaf'),
                searchAny(term, [sql`${modelo.nome}`, sql`${fabricante.nome}`]),
              ),
            )
        ).map((r) => r.id),
      );
    await expectSameAsScan(list, scan);
    await expectSameAsScan(list, scan, [
      'FIAT',
      'fiat',
      'Citroën',
      'citroen',
      'ARGO',
      'c4 c',
      'c4_',
    ]);
    expect((await list('citroen')).length).toBeGreaterThan(0);
  });
});
