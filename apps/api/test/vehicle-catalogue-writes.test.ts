// The catalogue's edit forms over HTTP: manufacturers, models and segments saved with the shared field
// rules, each refusal on its field in the request's language, the tenant's scope and the event
// that writes each, and nothing saved by a refused call.
import { describe, expect, it } from 'vitest';
import { problemOf, useReferenceServer } from './helpers.js';

const base = '/api/Veiculos';
const page = (extra: Record<string, unknown> = {}) => ({ draw: 1, start: 0, length: 50, ...extra });

interface Row {
  Id: number;
  Nome: string;
}
interface Fabricante extends Row {
  Codigo: string | null;
  PaisOrigem: string | null;
  Ativo: boolean;
  QuantidadeModelos: number;
}
interface Modelo extends Row {
  FabricanteId: number;
  FabricanteNome: string;
  Ativo: boolean;
}
interface Envelope<T> {
  Data: { data: T[]; recordsFiltered: number };
}

describe('vehicle catalogue writes', () => {
  const t = useReferenceServer(base, ['abracaf', 'assobrav']);
  const english = (method: string, url: string, payload: unknown) =>
    t.server.app.inject({
      method: method as 'POST' | 'PUT',
      url: `${base}${url}`,
      headers: { ...t.admin, 'accept-language': 'en' },
      payload: payload as Record<string, unknown>,
    });
  const brandNamed = async (nome: string) =>
    (
      await t.call(
        'POST',
        '/Fabricante/ListarFabricantes',
        t.admin,
        page({ search: { value: nome } }),
      )
    )
      .json<Envelope<Fabricante>>()
      .Data.data.find((row) => row.Nome === nome);
  const modelsOf = async (fabricanteId: number) =>
    (
      await t.call('POST', '/Modelo/ObterModelos', t.admin, page({ userdata: { fabricanteId } }))
    ).json<Envelope<Modelo>>().Data;

  it('edits a manufacturer: trimmed values saved, the list shows them', async () => {
    const created = await t.call('POST', '/Fabricante', t.admin, {
      Nome: '  ZEEKR ',
      Codigo: ' ZK ',
      Ativo: true,
      PaisOrigem: 'China',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Fabricante>().Id;
    const updated = await t.call('PUT', '/Fabricante', t.admin, {
      Id: id,
      Nome: 'ZEEKR AUTO',
      Codigo: '',
      Ativo: false,
      PaisOrigem: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Fabricante>()).toMatchObject({
      Nome: 'ZEEKR AUTO',
      Codigo: null,
      PaisOrigem: null,
      Ativo: false,
    });
    expect(await brandNamed('ZEEKR AUTO')).toMatchObject({ Id: id, Ativo: false });
  });

  it('refuses each bad manufacturer on its field, in the caller language, saving nothing', async () => {
    const fiat = await brandNamed('FIAT');
    expect(fiat).toBeDefined();
    const blank = await t.call('POST', '/Fabricante', t.admin, { Nome: '   ', Ativo: true });
    expect(problemOf(blank).status).toBe(400);
    expect(problemOf(blank).errors).toEqual([
      { field: 'Nome', message: 'O campo Nome precisa ser informado' },
    ]);
    const blankEn = await english('POST', '/Fabricante', { Nome: '   ', Ativo: true });
    expect(problemOf(blankEn).errors?.[0]).toMatchObject({ field: 'Nome' });
    expect(problemOf(blankEn).errors?.[0]?.message).toMatch(/Name/);
    const long = await t.call('POST', '/Fabricante', t.admin, {
      Nome: 'N'.repeat(101),
      Ativo: true,
    });
    expect(problemOf(long).errors?.[0]?.field).toBe('Nome');
    const longCode = await t.call('POST', '/Fabricante', t.admin, {
      Nome: 'OUTRA',
      Codigo: 'C'.repeat(21),
      Ativo: true,
    });
    expect(problemOf(longCode).errors?.[0]?.field).toBe('Codigo');
    const colour = await t.call('POST', '/Fabricante', t.admin, {
      Nome: 'OUTRA',
      Ativo: true,
      Cor: 'vermelho',
    });
    expect(problemOf(colour).errors?.[0]?.field).toBe('Cor');
    const taken = await t.call('PUT', '/Fabricante', t.admin, {
      Id: fiat?.Id,
      Nome: ' volkswagen ',
      Ativo: true,
    });
    expect(problemOf(taken).status).toBe(409);
    expect(problemOf(taken).errors).toEqual([
      { field: 'Nome', message: 'Já existe um fabricante com este nome' },
    ]);
    const takenEn = await english('PUT', '/Fabricante', {
      Id: fiat?.Id,
      Nome: 'VOLKSWAGEN',
      Ativo: true,
    });
    expect(problemOf(takenEn).errors?.[0]?.message).toBe(
      'A manufacturer with this name already exists',
    );
    const missing = await t.call('PUT', '/Fabricante', t.admin, { Nome: 'FIAT', Ativo: true });
    expect(problemOf(missing).status).toBe(400);
    expect(await brandNamed('FIAT')).toMatchObject({ Id: fiat?.Id, Ativo: true });
    expect(await brandNamed('OUTRA')).toBeUndefined();
  });

  it('keeps manufacturer writes to the tenant and to the profile that holds the event', async () => {
    const fiat = await brandNamed('FIAT');
    const foreign = await t.call('PUT', '/Fabricante', t.other, {
      Id: fiat?.Id,
      Nome: 'FIAT DE OUTRO',
      Ativo: true,
    });
    expect(foreign.statusCode).toBe(404);
    const denied = await t.call('PUT', '/Fabricante', t.loja, {
      Id: fiat?.Id,
      Nome: 'FIAT DA LOJA',
      Ativo: true,
    });
    expect(denied.statusCode).toBe(403);
    const deniedCreate = await t.call('POST', '/Fabricante', t.loja, { Nome: 'LOJA', Ativo: true });
    expect(deniedCreate.statusCode).toBe(403);
    expect(await brandNamed('FIAT')).toMatchObject({ Id: fiat?.Id });
    // The same name is free in another tenant: the name is unique per tenant only.
    const elsewhere = await t.call('POST', '/Fabricante', t.other, { Nome: 'ZEEKR', Ativo: true });
    expect(elsewhere.statusCode).toBe(201);
    expect(await brandNamed('ZEEKR')).toBeUndefined();
  });

  it('edits a model and refuses each bad one on its field', async () => {
    const fiat = (await brandNamed('FIAT'))?.Id ?? 0;
    const vw = (await brandNamed('VOLKSWAGEN'))?.Id ?? 0;
    const before = await modelsOf(fiat);
    const argo = before.data.find((row) => row.Nome === 'ARGO');
    expect(argo).toBeDefined();
    const moved = await t.call('PUT', '/Modelo', t.admin, {
      Id: argo?.Id,
      Nome: ' ARGO TREKKING ',
      FabricanteId: fiat,
      SegmentoId: null,
      CategoriaVeiculoId: 1,
      Ativo: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Modelo>()).toMatchObject({ Nome: 'ARGO TREKKING', FabricanteNome: 'FIAT' });
    const other = before.data.find((row) => row.Nome !== 'ARGO');
    const clash = await t.call('PUT', '/Modelo', t.admin, {
      Id: other?.Id,
      Nome: 'argo trekking',
      FabricanteId: fiat,
      Ativo: true,
    });
    expect(problemOf(clash).status).toBe(409);
    expect(problemOf(clash).errors).toEqual([
      { field: 'Nome', message: 'Este fabricante já tem um modelo com este nome' },
    ]);
    // Another brand may have a model of that name.
    const sameNameElsewhere = await t.call('POST', '/Modelo', t.admin, {
      Nome: 'ARGO TREKKING',
      FabricanteId: vw,
      Ativo: true,
    });
    expect(sameNameElsewhere.statusCode).toBe(201);
    const blank = await t.call('POST', '/Modelo', t.admin, {
      Nome: ' ',
      FabricanteId: fiat,
      Ativo: true,
    });
    expect(problemOf(blank).errors?.[0]).toEqual({
      field: 'Nome',
      message: 'O campo Nome precisa ser informado',
    });
    const badSegment = await english('POST', '/Modelo', {
      Nome: 'NOVO',
      FabricanteId: fiat,
      SegmentoId: 999999,
      Ativo: true,
    });
    expect(problemOf(badSegment).errors).toEqual([
      { field: 'SegmentoId', message: 'Segment not found' },
    ]);
    const badCategory = await t.call('POST', '/Modelo', t.admin, {
      Nome: 'NOVO',
      FabricanteId: fiat,
      CategoriaVeiculoId: 999999,
      Ativo: true,
    });
    expect(problemOf(badCategory).errors).toEqual([
      { field: 'CategoriaVeiculoId', message: 'Categoria não encontrada' },
    ]);
    // A manufacturer of another tenant is "not found" here.
    const foreignBrand = (
      await t.call('POST', '/Fabricante', t.other, { Nome: 'SO DE LA', Ativo: true })
    ).json<Fabricante>().Id;
    const crossTenant = await t.call('POST', '/Modelo', t.admin, {
      Nome: 'NOVO',
      FabricanteId: foreignBrand,
      Ativo: true,
    });
    expect(problemOf(crossTenant).errors).toEqual([
      { field: 'FabricanteId', message: 'Fabricante não encontrado' },
    ]);
    const foreignEdit = await t.call('PUT', '/Modelo', t.other, {
      Id: argo?.Id,
      Nome: 'ROUBADO',
      FabricanteId: foreignBrand,
      Ativo: true,
    });
    expect(foreignEdit.statusCode).toBe(404);
    const denied = await t.call('PUT', '/Modelo', t.loja, {
      Id: argo?.Id,
      Nome: 'DA LOJA',
      FabricanteId: fiat,
      Ativo: true,
    });
    expect(denied.statusCode).toBe(403);
    const after = await modelsOf(fiat);
    expect(after.recordsFiltered).toBe(before.recordsFiltered);
    expect(after.data.filter((row) => row.Nome === 'NOVO')).toEqual([]);
    expect(after.data.find((row) => row.Id === argo?.Id)?.Nome).toBe('ARGO TREKKING');
  });

  it('refuses each bad segment on its field, in the caller language, saving nothing', async () => {
    const segments = async () =>
      (await t.call('GET', '/Segmento/ObterSegmentos', t.admin)).json<Row[]>();
    const before = await segments();
    const suv = before.find((row) => row.Nome === 'SUV');
    const hatch = before.find((row) => row.Nome === 'Hatch');
    expect(suv && hatch).toBeDefined();
    const blank = await t.call('POST', '/Segmento/AdicionarSegmento', t.admin, {
      Nome: '  ',
      TipoSegmentoId: 1,
      Ativo: true,
    });
    expect(problemOf(blank).status).toBe(400);
    expect(problemOf(blank).errors).toEqual([
      { field: 'Nome', message: 'O campo Nome precisa ser informado' },
    ]);
    const long = await english('POST', '/Segmento/AdicionarSegmento', {
      Nome: 'S'.repeat(61),
      TipoSegmentoId: 1,
      Ativo: true,
    });
    expect(problemOf(long).errors?.[0]?.field).toBe('Nome');
    expect(problemOf(long).errors?.[0]?.message).toMatch(/60/);
    const badType = await english('POST', '/Segmento/AdicionarSegmento', {
      Nome: 'NOVO SEGMENTO',
      TipoSegmentoId: 999999,
      Ativo: true,
    });
    expect(problemOf(badType).errors).toEqual([
      { field: 'TipoSegmentoId', message: 'Segment type not found' },
    ]);
    const taken = await t.call('PUT', '/Segmento/AtualizarSegmento', t.admin, {
      Id: hatch?.Id,
      Nome: ' suv ',
      TipoSegmentoId: 1,
      Ativo: true,
    });
    expect(problemOf(taken).status).toBe(409);
    expect(problemOf(taken).errors).toEqual([
      { field: 'Nome', message: 'Já existe um segmento com este nome' },
    ]);
    const takenEn = await english('POST', '/Segmento/AdicionarSegmento', {
      Nome: 'SUV',
      TipoSegmentoId: 1,
      Ativo: true,
    });
    expect(problemOf(takenEn).errors?.[0]?.message).toBe('A segment with this name already exists');
    const foreign = await t.call('PUT', '/Segmento/AtualizarSegmento', t.other, {
      Id: hatch?.Id,
      Nome: 'DE OUTRO',
      TipoSegmentoId: 1,
      Ativo: true,
    });
    expect(foreign.statusCode).toBe(404);
    const denied = await t.call('POST', '/Segmento/AdicionarSegmento', t.loja, {
      Nome: 'DA LOJA',
      TipoSegmentoId: 1,
      Ativo: true,
    });
    expect(denied.statusCode).toBe(403);
    expect(await segments()).toEqual(before);
  });

  it('filters the models by manufacturer on the server', async () => {
    const vw = (await brandNamed('VOLKSWAGEN'))?.Id ?? 0;
    const models = await modelsOf(vw);
    expect(models.recordsFiltered).toBeGreaterThan(0);
    expect(new Set(models.data.map((row) => row.FabricanteNome))).toEqual(new Set(['VOLKSWAGEN']));
  });
});
