// The writes behind the operational-region and municipality screens: every kind of bad input
// answered on its field with the shared rules' messages (the dialogs say the same), nothing saved
// by a refused write, the region code unique even when two saves race, and the tenant's own rows.
import { describe, expect, it } from 'vitest';
import {
  municipalityServerMessage,
  operationalRegionServerMessage,
  validateMunicipality,
  validateOperationalRegion,
} from '@emplacamento/validators';
import { problemOf, useReferenceServer } from './helpers.js';

const base = '/api/AreasAbrangencia';

interface Regiao {
  Id: number;
  Nome: string;
  Codigo: string;
  Ativo: boolean;
  QuantidadeMunicipios: number;
  AreasInfluencia?: { Id: number; Nome: string }[];
}
interface Municipio {
  Id: number;
  Nome: string;
  Populacao: number | null;
  AreaInfluenciaId: number | null;
  AreaInfluenciaNome: string | null;
  RegiaoOperacionalId: number | null;
  RegiaoOperacionalNome: string | null;
}

describe('operational regions and municipalities: writes', () => {
  const t = useReferenceServer(base, ['abracaf', 'assobrav']);
  const create = (body: object, headers = t.admin) =>
    t.call('POST', '/RegiaoOperacional/CriarRegiaoOperacional', headers, body);
  const update = (body: object, headers = t.admin) =>
    t.call('PUT', '/RegiaoOperacional/AtualizarRegiaoOperacional', headers, body);
  const region = async (id: number, headers = t.admin) =>
    t.call('GET', `/RegiaoOperacional/ObterRegiaoOperacioalPorId?id=${id}`, headers);
  const alter = (body: object, headers = t.admin) =>
    t.call('PUT', '/Municipio/AlterarMunicipio', headers, body);
  const city = async (id: number, headers = t.admin) =>
    (await t.call('GET', `/Municipio/ObterMunicipioPorId?id=${id}`, headers)).json<Municipio>();

  it('answers bad region input with the shared rules’ messages, and keeps what was saved', async () => {
    const short = await create({ Nome: ' A ', Ativo: true, Codigo: 'RO-OK' });
    expect(problemOf(short).status, short.body).toBe(400);
    expect(problemOf(short).errors).toEqual([
      { field: 'Nome', message: validateOperationalRegion({ Nome: 'A', Codigo: 'RO-OK' }).Nome },
    ]);
    const blank = await create({ Nome: 'Centro', Ativo: true, Codigo: '   ' });
    expect(problemOf(blank).errors?.map((e) => e.field)).toEqual(['Codigo']);
    const pattern = await create({ Nome: 'Centro', Ativo: true, Codigo: 'com espaço' });
    expect(problemOf(pattern).errors?.[0]?.field).toBe('Codigo');
    const missing = await create({ Nome: 'Centro', Codigo: 'RO-X' });
    expect(problemOf(missing).errors?.[0]?.field).toBe('Ativo');

    const first = await create({ Nome: 'Centro Expandido', Ativo: true, Codigo: 'RO-CE' });
    expect(first.statusCode).toBe(201);
    const saved = first.json<Regiao>();
    expect(saved).toMatchObject({ Nome: 'Centro Expandido', Codigo: 'RO-CE', Ativo: true });
    const dup = await create({ Nome: 'Outra', Ativo: true, Codigo: 'ro-CE' });
    expect(problemOf(dup).status).toBe(409);
    expect(problemOf(dup).errors).toEqual([
      { field: 'Codigo', message: operationalRegionServerMessage('codigo_unico') },
    ]);
    // An update refused for its name leaves the code and the name as they were.
    const refused = await update({ Id: saved.Id, Nome: 'X', Ativo: false, Codigo: 'RO-NEW' });
    expect(problemOf(refused).errors?.[0]?.field).toBe('Nome');
    expect((await region(saved.Id)).json<Regiao>()).toMatchObject({
      Nome: 'Centro Expandido',
      Codigo: 'RO-CE',
      Ativo: true,
    });
    // Its own code, in another case, is not taken; another tenant cannot touch it.
    const renamed = await update({ Id: saved.Id, Nome: ' Centro ', Ativo: false, Codigo: 'ro-ce' });
    expect(renamed.json<Regiao>()).toMatchObject({ Nome: 'Centro', Codigo: 'ro-ce', Ativo: false });
    const crossed = await update(
      { Id: saved.Id, Nome: 'Invasão', Ativo: true, Codigo: 'RO-INV' },
      t.other,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await update({ Id: 999999, Nome: 'Nada', Ativo: true, Codigo: 'N' })).statusCode).toBe(
      404,
    );
    expect((await region(saved.Id)).json<Regiao>().Nome).toBe('Centro');
  });

  it('gives one of two simultaneous saves of a new code a 409, never a 500', async () => {
    const answers = await Promise.all(
      ['Primeira', 'Segunda'].map((Nome) => create({ Nome, Ativo: true, Codigo: 'RO-RACE' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    if (lost === undefined) throw new Error('no 409');
    expect(problemOf(lost).errors).toEqual([
      { field: 'Codigo', message: operationalRegionServerMessage('codigo_unico') },
    ]);
  });

  it('moves a municipality to another area, and so to that area’s region', async () => {
    // Campinas starts in the seeded São Paulo area (region Sudeste); Rio de Janeiro's area is
    // moved to a new region, then Campinas to that area.
    const before = await city(3509502);
    expect(before.AreaInfluenciaNome).not.toBeNull();
    const areas = await t.call('POST', '/AreaInfluencia/ListarAreasInfluencia', t.admin, {
      draw: 1,
      start: 0,
      length: 1,
      userdata: { codigo: 'AI-RJ' },
    });
    const rj = areas.json<{ Data: { data: { Id: number; Nome: string }[] } }>().Data.data[0];
    if (rj === undefined) throw new Error('no AI-RJ area in the seed');
    const fluminense = (
      await create({ Nome: 'Fluminense', Ativo: true, Codigo: 'RO-FLU' })
    ).json<Regiao>();
    const moved = await t.call('PUT', '/AreaInfluencia/AtualizarAreaInfluencia', t.admin, {
      Id: rj.Id,
      Nome: rj.Nome,
      Codigo: 'AI-RJ',
      RegiaoOperacionalId: fluminense.Id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const changed = await alter({ Id: 3509502, AreaInfluenciaId: rj.Id, Nome: ' Campinas ' });
    expect(changed.json<Municipio>()).toMatchObject({
      Nome: 'Campinas',
      AreaInfluenciaId: rj.Id,
      RegiaoOperacionalId: fluminense.Id,
      RegiaoOperacionalNome: 'Fluminense',
    });
    const withRegion = (await region(fluminense.Id)).json<Regiao>();
    expect(withRegion.AreasInfluencia?.map((a) => a.Id)).toEqual([rj.Id]);
    const cities = await t.call(
      'GET',
      `/RegiaoOperacional/ListarMunicipiosDaRegiaoOperacional?regiaoOperacionalId=${fluminense.Id}`,
    );
    expect(cities.json<Municipio[]>().map((m) => m.Id)).toContain(3509502);
    expect(withRegion.QuantidadeMunicipios).toBe(cities.json<Municipio[]>().length);
    // Out of every area: no region either.
    const freed = await alter({ Id: 3509502, AreaInfluenciaId: null });
    expect(freed.json<Municipio>()).toMatchObject({
      AreaInfluenciaId: null,
      RegiaoOperacionalId: null,
    });
  });

  it('answers bad municipality input on its field and changes nothing', async () => {
    const before = await city(3550308);
    const short = await alter({ Id: 3550308, Nome: ' S ' });
    expect(problemOf(short).status).toBe(400);
    expect(problemOf(short).errors).toEqual([
      { field: 'Nome', message: validateMunicipality({ Nome: 'S' }).Nome },
    ]);
    const negative = await alter({ Id: 3550308, Populacao: -5 });
    expect(problemOf(negative).errors?.[0]?.field).toBe('Populacao');
    const fraction = await alter({ Id: 3550308, Populacao: 1.5 });
    expect(problemOf(fraction).errors?.[0]?.field).toBe('Populacao');
    const text = await alter({ Id: 3550308, Populacao: 'muitos' });
    expect(problemOf(text).errors?.[0]?.field).toBe('Populacao');
    const area = await alter({ Id: 3550308, AreaInfluenciaId: 999999, Nome: 'Sampa' });
    expect(problemOf(area).errors).toEqual([
      { field: 'AreaInfluenciaId', message: municipalityServerMessage('area_inexistente') },
    ]);
    // Another tenant's area is as unknown as one that does not exist.
    const theirs = await t.call('POST', '/AreaInfluencia/ListarAreasInfluencia', t.other, {
      draw: 1,
      start: 0,
      length: 1,
    });
    const theirArea = theirs.json<{ Data: { data: { Id: number }[] } }>().Data.data[0];
    if (theirArea === undefined) throw new Error('no area in the other tenant');
    const crossed = await alter({ Id: 3550308, AreaInfluenciaId: theirArea.Id });
    expect(problemOf(crossed).errors?.[0]?.field).toBe('AreaInfluenciaId');
    expect((await alter({ Id: 3550308, Nome: 'Outro' }, t.loja)).statusCode).toBe(403);
    expect(await city(3550308)).toEqual(before);
  });
});
