// What the users screen needs of the API over the reference data: the names of each user's scope
// in the list (and its order by them), the scope's rows checked in the tenant, scope fields a
// profile does not have dropped, the profiles a non-admin caller may give, and the list's export
// holding only the users the caller's list shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoScopes } from '../src/seed/demo-scopes.js';
import { auth, demoLogin, login, problemOf, useReferenceServer } from './helpers.js';

const users = '/api/GerenciarUsuarios/Usuario';

interface Usuario {
  id: number;
  login: string;
  perfilId: number;
  empresaNome: string | null;
  grupoEmpresaNome: string | null;
  regiaoOperacionalNome: string | null;
  dadosAdicionais: Record<string, unknown>;
}
interface Lista {
  Data: { data: Usuario[]; recordsTotal: number; recordsFiltered: number };
}

const page = (extra: Record<string, unknown> = {}) => ({ draw: 1, start: 0, length: 50, ...extra });
const payload = (login: string, profile: number, dados: Record<string, unknown>, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  login,
  profile,
  dadosAdicionais: JSON.stringify(dados),
});

describe('the users screen', () => {
  const t = useReferenceServer('', ['abracaf', 'assobrav']);
  beforeAll(async () => {
    await seedDemoScopes(t.server.database.db, ['abracaf', 'assobrav']);
  });
  const list = async (body: object, headers = t.admin) =>
    (await t.call('POST', `${users}/ListarUsuarios?paginar=false`, headers, body)).json<Lista>()
      .Data;
  /** A dealership, a business group and a region of a tenant, read as its administrator. */
  const scopeOf = async (headers = t.admin) => {
    const loja = (await list(page({ search: { value: 'loja@' } }), headers)).data[0];
    const regional = (await list(page({ search: { value: 'regional@' } }), headers)).data[0];
    if (!loja || !regional) throw new Error('demo users missing');
    return {
      empresaId: loja.dadosAdicionais.empresaId as number,
      grupoEmpresaId: loja.dadosAdicionais.grupoEmpresaId as number,
      regiaoOperacionalId: regional.dadosAdicionais.regiaoOperacionalId as number,
    };
  };

  it('lists each user with the names of its dealership, business group and region', async () => {
    const rows = (await list(page())).data;
    const loja = rows.find((u) => u.login === demoLogin('loja'));
    expect(loja?.empresaNome).toEqual(expect.any(String));
    expect(loja?.grupoEmpresaNome).toEqual(expect.any(String));
    expect(loja?.regiaoOperacionalNome).toBeNull();
    const regional = rows.find((u) => u.login === demoLogin('regional'));
    expect(regional?.regiaoOperacionalNome).toEqual(expect.any(String));
    expect(regional?.empresaNome).toBeNull();

    const byDealership = (
      await list(page({ order: [{ column: 'empresaNome', dir: 'desc' }] }))
    ).data.map((u) => u.empresaNome);
    // Descending puts the users without a dealership (null) first, as PostgreSQL orders nulls.
    const named = byDealership.filter((name): name is string => name !== null);
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(named).toEqual([...named].sort().reverse());
  });

  it('refuses a scope row that is not the tenant’s, naming the field', async () => {
    const foreign = await scopeOf(t.other);
    const refused = await t.call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      t.admin,
      payload('scope.alheio@abracaf.demo', 10, {
        nomeCompleto: 'Escopo Alheio',
        documento: '52998224725',
        empresaId: foreign.empresaId,
        grupoEmpresaId: foreign.grupoEmpresaId,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused).errors).toEqual([
      { field: 'dadosAdicionais.empresaId', message: 'Concessionária não encontrada' },
      { field: 'dadosAdicionais.grupoEmpresaId', message: 'Grupo empresa não encontrado' },
    ]);
    const region = await t.call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      t.admin,
      payload('regiao.alheia@abracaf.demo', 11, {
        nomeCompleto: 'Região Alheia',
        documento: '52998224725',
        regiaoOperacionalId: foreign.regiaoOperacionalId,
      }),
    );
    expect(problemOf(region).errors).toEqual([
      {
        field: 'dadosAdicionais.regiaoOperacionalId',
        message: 'Região operacional não encontrada',
      },
    ]);
  });

  it('answers the rules’ messages with the fields’ labels, and keeps only the profile’s scope', async () => {
    const missing = await t.call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      t.admin,
      payload('sem.escopo@abracaf.demo', 11, { nomeCompleto: 'Sem Escopo' }),
    );
    // Abracaf requires the CPF (its parameter says S); a regional profile requires the region.
    expect(problemOf(missing).errors).toEqual([
      { field: 'dadosAdicionais.documento', message: 'O campo CPF precisa ser informado' },
      {
        field: 'dadosAdicionais.regiaoOperacionalId',
        message: 'O campo Região operacional precisa ser informado',
      },
    ]);
    const own = await scopeOf();
    // A staff profile (Faturamento) has no scope: the dealership sent along is not kept.
    const created = await t.call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      t.admin,
      payload('staff.sem.escopo@abracaf.demo', 6, {
        nomeCompleto: 'Staff Sem Escopo',
        documento: '52998224725',
        empresaId: own.empresaId,
      }),
    );
    expect(created.statusCode).toBe(201);
    const body = created.json<Usuario>();
    expect(body.dadosAdicionais.empresaId).toBeUndefined();
    expect(body.empresaNome).toBeNull();
    // A store profile keeps its dealership and answers its name.
    const store = await t.call(
      'PUT',
      `${users}/AtualizarUsuarioEmplacamento`,
      t.admin,
      payload(
        body.login,
        10,
        { nomeCompleto: 'Staff Agora Loja', documento: '52998224725', ...own },
        body.id,
      ),
    );
    expect(store.statusCode).toBe(200);
    expect(store.json<Usuario>().empresaNome).toEqual(expect.any(String));
  });

  it('lets a group user give only group and store profiles, and export only the users it sees', async () => {
    const granted = await t.call(
      'POST',
      '/api/Administracao/PerfilEvento/IncluirAtualizarPerfilEvento',
      t.other,
      { perfilId: 9, eventoIds: [107] },
    );
    expect(granted.statusCode).toBe(204);
    const grupo = auth((await login(t.server.app, 'grupo', 'assobrav')).token, 'assobrav');
    const own = await scopeOf(t.other);
    const admin = await t.call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      grupo,
      payload('novo.admin@assobrav.demo', 1, { nomeCompleto: 'Novo Admin' }),
    );
    expect(problemOf(admin).errors).toEqual([
      { field: 'profile', message: 'Perfil inválido para o seu usuário' },
    ]);
    const store = await t.call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      grupo,
      payload('nova.loja@assobrav.demo', 10, { nomeCompleto: 'Nova Loja', ...own }),
    );
    expect(store.statusCode).toBe(201);

    // Its dealership picker reads the dealerships and the filters without the dealership event;
    // the store profile, with neither event, still may not.
    const dealerships = '/api/GerenciarEmpresas/EmpresaGrid';
    expect(
      (await t.call('POST', `${dealerships}/ListarEmpresasDetalhadas`, grupo, page())).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `${dealerships}/ObterFiltros`, grupo)).statusCode).toBe(200);
    expect(
      (await t.call('POST', `${dealerships}/ListarEmpresasDetalhadas`, t.loja, page())).statusCode,
    ).toBe(403);

    const seen = (await list(page({ order: [{ column: 'login', dir: 'asc' }] }), grupo)).data;
    expect(new Set(seen.map((u) => u.perfilId))).toEqual(new Set([5, 9, 10]));
    // The export fixes the caller's visible profiles on the server: a parameter sent to widen
    // them is overridden.
    const prepared = await t.call('POST', '/api/Geral/Exportacao', grupo, {
      operacao: 'listarUsuarios',
      formato: 'csv',
      colunas: [
        { campo: 'login', titulo: 'Login' },
        { campo: 'perfilNome', titulo: 'Perfil' },
        { campo: 'empresaNome', titulo: 'Concessionária' },
      ],
      consulta: page({ order: [{ column: 'login', dir: 'asc' }] }),
      parametros: { paginar: false, perfisVisiveis: 1 },
    });
    expect(prepared.statusCode).toBe(201);
    const file = await t.server.app.inject({
      method: 'GET',
      url: prepared.json<{ url: string }>().url,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename=usuarios-/);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Login;Perfil;Concessionária');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(seen.map((u) => u.login));
    // The store profile may not export users at all.
    const loja = await t.call('POST', '/api/Geral/Exportacao', t.loja, {
      operacao: 'listarUsuarios',
      formato: 'csv',
      colunas: [{ campo: 'login', titulo: 'Login' }],
      consulta: page(),
    });
    expect(loja.statusCode).toBe(403);
  });

  it('refuses an export column that is not a user field', async () => {
    const refused = await t.call('POST', '/api/Geral/Exportacao', t.admin, {
      operacao: 'listarUsuarios',
      formato: 'csv',
      colunas: [{ campo: 'senhaHash', titulo: 'Senha' }],
      consulta: page(),
    });
    expect(problemOf(refused).errors?.[0]?.field).toBe('colunas.0.campo');
  });
});
