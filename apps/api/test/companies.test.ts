// Business service over HTTP (product rules §7 /api/GerenciarEmpresas): dealerships with the CNPJ rules of
// §3/§4, business groups and economic groups, on the seeded demo data.
import { cnpjCheckDigits, isValidCnpj, validateDealership } from '@emplacamento/validators';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { concessionaria, municipio } from '../src/db/schema-reference.js';
import { searchAny } from '../src/http/listing.js';
import { inTenant, problemOf, useReferenceServer } from './helpers.js';
import { expectSameAsScan, idsFound } from './search-terms.js';

const base = '/api/GerenciarEmpresas';
const page = (extra: Record<string, unknown> = {}) => ({ draw: 2, start: 0, length: 10, ...extra });

interface Envelope<T> {
  Data: { data: T[]; recordsTotal: number; recordsFiltered: number; draw: number };
}
interface Empresa {
  Id: number;
  CNPJ: string;
  NomeFantasia: string;
  EstadoSigla: string;
  MunicipioNome: string;
  Montadora: number;
  MontadoraNome: string;
  Status: string;
  GrupoEmpresaId: number | null;
}
interface Grupo {
  Id: number;
  Nome: string;
  QuantidadeEmpresas: number;
  GrupoEconomicoId: number | null;
}
interface Filtros {
  Montadoras: { Id: number; Nome: string }[];
  Estados: { Id: number; Nome: string }[];
}

const dealership = (montadora: number, extra: Record<string, unknown> = {}) => ({
  RazaoSocial: 'Concessionária Teste Comércio de Veículos Ltda',
  NomeFantasia: 'Teste Veículos Campinas',
  CNPJ: '11222333000181',
  CodigoFaturamento: 'TESTE-001',
  CEP: '13015100',
  EstadoId: 35,
  MunicipioId: 3509502,
  Bairro: 'Centro',
  Numero: '1578',
  Logradouro: 'Av. Brasil',
  Endereco: 'Av. Brasil, 1578 — Campinas',
  Coordenadas: '-22.905560,-47.060830',
  Cadastrada: true,
  Associada: true,
  Status: 'Ativo',
  Montadora: montadora,
  Email: 'contato@teste.com.br',
  ...extra,
});

describe('business', () => {
  const t = useReferenceServer(base, ['abracaf', 'assobrav']);
  let filtros: Filtros;
  beforeAll(async () => {
    filtros = (
      await t.server.app.inject({
        method: 'GET',
        url: `${base}/EmpresaGrid/ObterFiltros`,
        headers: t.admin,
      })
    ).json<Filtros>();
  }, 180_000);

  const fiat = () => filtros.Montadoras.find((m) => m.Nome === 'FIAT')?.Id ?? 0;

  it('seeds a few hundred dealerships with valid CNPJs, some alphanumeric', async () => {
    const res = await t.call(
      'POST',
      '/EmpresaGrid/ListarEmpresasDetalhadas?paginar=false',
      t.admin,
      page(),
    );
    const rows = res.json<Envelope<Empresa>>().Data.data;
    expect(rows.length).toBe(300);
    expect(rows.every((r) => isValidCnpj(r.CNPJ))).toBe(true);
    expect(rows.filter((r) => /[A-Z]/.test(r.CNPJ)).length).toBeGreaterThan(30);
    expect(new Set(rows.map((r) => r.EstadoSigla)).size).toBeGreaterThan(20);
    expect(filtros.Montadoras.length).toBeGreaterThanOrEqual(20);
  });

  it('filters, searches and sorts the detailed list with a stable order', async () => {
    const byBrand = await t.call(
      'POST',
      '/EmpresaGrid/ListarEmpresasDetalhadas',
      t.admin,
      page({
        userdata: { montadora: fiat(), estadoId: 35 },
        order: [{ column: 'MunicipioNome', dir: 'desc' }],
      }),
    );
    const body = byBrand.json<Envelope<Empresa>>().Data;
    expect(body.draw).toBe(2);
    expect(body.data.every((r) => r.MontadoraNome === 'FIAT' && r.EstadoSigla === 'SP')).toBe(true);
    const names = body.data.map((r) => r.MunicipioNome);
    expect([...names].sort((a, b) => b.localeCompare(a))).toEqual(names);
    const search = await t.call(
      'POST',
      '/EmpresaGrid/ListarEmpresasDetalhadas',
      t.admin,
      page({ search: { value: 'sao paulo' } }),
    );
    const found = search.json<Envelope<Empresa>>().Data;
    expect(found.recordsFiltered).toBeGreaterThan(0);
    expect(found.data.every((r) => r.MunicipioNome.includes('São Paulo'))).toBe(true);
    const bad = await t.call(
      'POST',
      '/EmpresaGrid/ListarEmpresasDetalhadas',
      t.admin,
      page({ order: [{ column: 'senha', dir: 'asc' }] }),
    );
    expect(problemOf(bad).status).toBe(400);
    expect(
      (await t.call('POST', '/EmpresaGrid/ListarEmpresasDetalhadas', t.loja, page())).statusCode,
    ).toBe(403);
  });

  it('registers dealerships with numeric and alphanumeric CNPJs and refuses duplicates', async () => {
    const created = await t.call(
      'POST',
      '/EmpresaAssociada/CadastrarEmpresa',
      t.admin,
      dealership(fiat()),
    );
    expect(created.statusCode).toBe(201);
    const row = created.json<Empresa>();
    expect(row).toMatchObject({
      MunicipioNome: 'Campinas',
      EstadoSigla: 'SP',
      MontadoraNome: 'FIAT',
    });
    const alnumBody = '12ABC34501DE';
    const alnum = await t.call(
      'POST',
      '/EmpresaAssociada/CadastrarEmpresa',
      t.admin,
      dealership(fiat(), {
        CNPJ: alnumBody + cnpjCheckDigits(alnumBody),
        CodigoFaturamento: 'TESTE-002',
      }),
    );
    expect(alnum.statusCode).toBe(201);
    const dup = await t.call(
      'POST',
      '/EmpresaAssociada/CadastrarEmpresa',
      t.admin,
      dealership(fiat(), { CodigoFaturamento: 'X9' }),
    );
    expect(problemOf(dup).status).toBe(409);
    expect(problemOf(dup).errors?.[0]).toEqual({
      field: 'CNPJ',
      message: 'CNPJ já cadastrado em outra concessionária',
    });
    const code = await t.call(
      'POST',
      '/EmpresaAssociada/CadastrarEmpresa',
      t.admin,
      dealership(fiat(), { CNPJ: '11444777000161', CodigoFaturamento: 'teste-001' }),
    );
    expect(problemOf(code).errors?.[0]?.field).toBe('CodigoFaturamento');
    const digits = await t.call(
      'POST',
      '/EmpresaAssociada/CadastrarEmpresa',
      t.admin,
      dealership(fiat(), { CNPJ: '11222333000182' }),
    );
    // The message of the shared rule, the same the portal's form shows for this value.
    expect(problemOf(digits).errors).toContainEqual({
      field: 'CNPJ',
      message: validateDealership({ CNPJ: '11222333000182' }).CNPJ,
    });
    expect(problemOf(digits).errors).toContainEqual({
      field: 'CNPJ',
      message: 'Documento inválido',
    });
    const wrongState = await t.call(
      'POST',
      '/EmpresaAssociada/CadastrarEmpresa',
      t.admin,
      dealership(fiat(), { CNPJ: '11444777000161', CodigoFaturamento: 'X1', EstadoId: 33 }),
    );
    expect(problemOf(wrongState).errors?.[0]?.field).toBe('MunicipioId');
    const schema = await t.call(
      'POST',
      '/EmpresaAssociada/CadastrarEmpresa',
      t.admin,
      dealership(fiat(), { CEP: '123' }),
    );
    expect(problemOf(schema).status).toBe(400);
    // The same CNPJ is free in another tenant (uniqueness is per association).
    const otherBrand =
      (await t.call('GET', '/EmpresaGrid/ObterFiltros', t.other)).json<Filtros>().Montadoras[0]
        ?.Id ?? 0;
    expect(
      (await t.call('POST', '/EmpresaAssociada/CadastrarEmpresa', t.other, dealership(otherBrand)))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.call('POST', '/EmpresaAssociada/CadastrarEmpresa', t.loja, dealership(fiat())))
        .statusCode,
    ).toBe(403);

    const same = await t.call('PUT', '/EmpresaAssociada/AtualizarEmpresa', t.admin, {
      ...dealership(fiat(), { NomeFantasia: 'Teste Campinas Renomeada' }),
      Id: row.Id,
    });
    expect(same.json<Empresa>().NomeFantasia).toBe('Teste Campinas Renomeada');
    const taken = await t.call('PUT', '/EmpresaAssociada/AtualizarEmpresa', t.admin, {
      ...dealership(fiat(), { CNPJ: alnumBody + cnpjCheckDigits(alnumBody) }),
      Id: row.Id,
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await t.call('GET', `/EmpresaGrid/ObterEmpresaPorId?id=${String(row.Id)}`, t.other))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/EmpresaGrid/ObterEmpresaPorId?id=${String(row.Id)}`)).json<Empresa>()
        .CNPJ,
    ).toBe('11222333000181');
    const exact = await t.call(
      'POST',
      '/EmpresaGrid/ListarEmpresasDetalhadas',
      t.admin,
      page({ userdata: { cnpj: '11222333000181' } }),
    );
    expect(exact.json<Envelope<Empresa>>().Data.recordsFiltered).toBe(1);
  });

  it('manages business groups and refuses removing one with dealerships', async () => {
    const created = await t.call('POST', '/GrupoEmpresa/CriarGrupoEmpresa', t.admin, {
      Nome: 'Grupo Novo',
      Ativo: true,
      Codigo: 'GN',
    });
    expect(created.statusCode).toBe(201);
    const grupo = created.json<Grupo>();
    const updated = await t.call('PUT', '/GrupoEmpresa/AtualizarGrupoEmpresa', t.admin, {
      Id: grupo.Id,
      Nome: 'Grupo Novo SA',
      Ativo: false,
    });
    expect(updated.json<Grupo>()).toMatchObject({ Nome: 'Grupo Novo SA', QuantidadeEmpresas: 0 });
    const list = await t.call(
      'POST',
      '/GrupoEmpresa/ListarGruposEmpresa',
      t.admin,
      page({ order: [{ column: 'QuantidadeEmpresas', dir: 'desc' }] }),
    );
    const busiest = list.json<Envelope<Grupo>>().Data.data[0];
    expect(busiest?.QuantidadeEmpresas).toBeGreaterThan(0);
    const refused = await t.call(
      'DELETE',
      `/GrupoEmpresa/RemoverGrupoEmpresa?id=${String(busiest?.Id)}`,
    );
    expect(problemOf(refused).status).toBe(409);
    expect(problemOf(refused).detail).toContain('concessionária');
    expect((await t.call('GET', `/GrupoEmpresa?id=${String(grupo.Id)}`, t.other)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('DELETE', `/GrupoEmpresa/RemoverGrupoEmpresa?id=${String(grupo.Id)}`))
        .statusCode,
    ).toBe(204);
    expect((await t.call('GET', `/GrupoEmpresa?id=${String(grupo.Id)}`)).statusCode).toBe(404);
    const badRef = await t.call('POST', '/GrupoEmpresa/CriarGrupoEmpresa', t.admin, {
      Nome: 'Grupo X',
      Ativo: true,
      GrupoEconomicoId: 999999,
    });
    expect(problemOf(badRef).errors?.[0]?.field).toBe('GrupoEconomicoId');
    expect(
      (await t.call('POST', '/GrupoEmpresa/ListarGruposEmpresa', t.loja, page())).statusCode,
    ).toBe(403);
  });

  it('refuses a business group with the shared rules: every field error, in the caller language, nothing saved', async () => {
    const before = await t.call('POST', '/GrupoEmpresa/ListarGruposEmpresa', t.admin, page());
    const total = before.json<Envelope<Grupo>>().Data.recordsTotal;
    const blank = await t.call('POST', '/GrupoEmpresa/CriarGrupoEmpresa', t.admin, {
      Nome: '   ',
      Ativo: true,
      GrupoEconomicoId: 999999,
    });
    expect(blank.statusCode).toBe(400);
    expect(problemOf(blank).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Nome', message: 'O campo Nome precisa ser informado' }),
        expect.objectContaining({ field: 'GrupoEconomicoId' }),
      ]),
    );
    const english = await t.call(
      'POST',
      '/GrupoEmpresa/CriarGrupoEmpresa',
      { ...t.admin, 'accept-language': 'en' },
      { Nome: 'x'.repeat(151), Ativo: true },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json<{ title: string }>().title).toBe('Invalid data');
    expect(problemOf(english).errors?.[0]?.field).toBe('Nome');
    const missing = await t.call('POST', '/GrupoEmpresa/CriarGrupoEmpresa', t.admin, {
      Codigo: 'SEM-NOME',
    });
    expect(missing.statusCode).toBe(400);
    const wrongType = await t.call('PUT', '/GrupoEmpresa/AtualizarGrupoEmpresa', t.admin, {
      Id: 'um',
      Nome: 'Grupo',
      Ativo: true,
    });
    expect(wrongType.statusCode).toBe(400);
    const unknown = await t.call('PUT', '/GrupoEmpresa/AtualizarGrupoEmpresa', t.admin, {
      Id: 999999,
      Nome: 'Grupo',
      Ativo: true,
    });
    expect(unknown.statusCode).toBe(404);
    const after = await t.call('POST', '/GrupoEmpresa/ListarGruposEmpresa', t.admin, page());
    expect(after.json<Envelope<Grupo>>().Data.recordsTotal).toBe(total);
  });

  it('manages economic groups and refuses removing one with business groups', async () => {
    const created = await t.call('POST', '/GrupoEconomico', t.admin, {
      Nome: 'Grupo Econômico Teste',
      Ativo: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Grupo>().Id;
    const put = await t.call('PUT', '/GrupoEconomico', t.admin, {
      Id: id,
      Nome: 'GE Teste',
      Ativo: true,
      Codigo: 'GE-T',
    });
    expect(put.json()).toMatchObject({ Nome: 'GE Teste', QuantidadeGrupos: 0 });
    const list = await t.call('GET', '/GrupoEconomico?draw=4&start=0&length=50&search=sinal');
    const found = list.json<Envelope<Grupo & { QuantidadeGrupos: number }>>().Data;
    expect(found.draw).toBe(4);
    expect(found.data.map((g) => g.Nome)).toEqual(['Grupo Sinal']);
    const refused = await t.call('DELETE', `/GrupoEconomico?id=${String(found.data[0]?.Id)}`);
    expect(problemOf(refused).status).toBe(409);
    expect((await t.call('DELETE', `/GrupoEconomico?id=${String(id)}`, t.other)).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', `/GrupoEconomico?id=${String(id)}`)).statusCode).toBe(204);
    expect(
      (await t.call('GET', `/GrupoEconomico/ObterGrupoEconomicoPorId?id=${String(id)}`)).statusCode,
    ).toBe(404);
  });

  it('searches dealerships as a scan of names, CNPJ, billing code and city would', async () => {
    const db = t.server.database.db;
    const [first, second] = await inTenant(t.server, 'abracaf', () =>
      db
        .select({ id: concessionaria.id })
        .from(concessionaria)
        .where(eq(concessionaria.tenantId, 'abracaf'))
        .orderBy(concessionaria.id)
        .limit(2),
    );
    if (!first || !second) throw new Error('no seeded dealerships');
    // Written straight to the table: the generated search column follows any write.
    await inTenant(t.server, 'abracaf', async () => {
      await db
        .update(concessionaria)
        .set({ nomeFantasia: 'Auto_Center 50% Ótimo', razaoSocial: 'Rio Claro Comércio' })
        .where(eq(concessionaria.id, first.id));
      await db
        .update(concessionaria)
        .set({ nomeFantasia: 'AutoXCenter 505 Otimo' })
        .where(eq(concessionaria.id, second.id));
    });
    const list = (term: string) => idsFound(t, '/EmpresaGrid/ListarEmpresasDetalhadas', term);
    const scan = (term: string) =>
      inTenant(t.server, 'abracaf', async () =>
        (
          await db
            .select({ id: concessionaria.id })
            .from(concessionaria)
            .innerJoin(
              municipio,
              and(
                eq(municipio.tenantId, concessionaria.tenantId),
                eq(municipio.id, concessionaria.municipioId),
              ),
            )
            .where(
              and(
                eq(concessionaria.tenantId, 'abracaf'),
                searchAny(term, [
                  sql`${concessionaria.nomeFantasia}`,
                  sql`${concessionaria.razaoSocial}`,
                  sql`${concessionaria.cnpj}`,
                  sql`${concessionaria.codigoFaturamento}`,
                  sql`${municipio.nome}`,
                ]),
              ),
            )
        ).map((r) => r.id),
      );
    await expectSameAsScan(list, scan);
    expect(await list('auto_c')).toEqual([first.id]);
    expect(await list('50%')).toEqual([first.id]);
    expect(await list('ÓTIMO')).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await list('otimo rio')).toEqual([]);
  });
});
