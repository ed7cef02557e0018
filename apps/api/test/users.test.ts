import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../src/db/schema.js';
import { searchAny } from '../src/http/listing.js';
import { readOutbox } from '../src/mail/mailer.js';
import {
  inTenant,
  auth,
  createTestServer,
  demoLogin,
  login,
  problemOf,
  type TestServer,
} from './helpers.js';
import { expectSameAsScan, SEARCH_TERMS } from './search-terms.js';

const users = '/api/GerenciarUsuarios/Usuario';
const accounts = '/api/Administracao/Usuario';

interface Usuario {
  id: number;
  login: string;
  perfilId: number;
  perfilNome: string;
  status: string;
  pendente: boolean;
  dadosAdicionais: Record<string, unknown>;
}
interface Lista {
  Data: { data: Usuario[]; recordsTotal: number; recordsFiltered: number; draw: number };
}

describe('users', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let loja: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    admin = auth((await login(server.app, 'administrador')).token);
    loja = auth((await login(server.app, 'loja')).token);
  });
  afterAll(async () => server.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  const page = (userdata: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
    draw: 3,
    start: 0,
    length: 5,
    userdata,
    ...extra,
  });
  const payload = (
    login: string,
    profile: number,
    dados: Record<string, unknown>,
    id?: number,
  ) => ({
    ...(id === undefined ? {} : { id }),
    login,
    profile,
    dadosAdicionais: JSON.stringify(dados),
  });

  it('returns the logged user with abilities built from the profile events', async () => {
    const response = await call('GET', `${users}/ObterUsuarioLogado`, loja);
    expect(response.statusCode).toBe(200);
    const me = response.json<{
      role: string;
      ehAdmin: boolean;
      ability: { action: string; subject: string }[];
    }>();
    expect(me.role).toBe('Concessionária Loja');
    expect(me.ehAdmin).toBe(false);
    expect(me.ability).toEqual([
      { action: 'manage', subject: 'emp_relatoriomarca' },
      { action: 'manage', subject: 'emp_relatorioconcessionaria' },
      { action: 'manage', subject: 'emp_relatoriocidadeconcessionaria' },
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'Logged' },
    ]);
  });

  it('searches name and login through the index exactly as the per-column scan does', async () => {
    const ids = async (term?: string) =>
      (
        await call(
          'POST',
          `${users}/ListarUsuarios?paginar=false`,
          admin,
          page({}, term === undefined ? {} : { search: { value: term } }),
        )
      )
        .json<Lista>()
        .Data.data.map((u) => u.id);
    const listed = new Set(await ids());
    const scan = (term: string) =>
      inTenant(server, 'abracaf', async () =>
        (
          await server.database.db
            .select({ id: usuario.id })
            .from(usuario)
            .where(
              and(
                eq(usuario.tenantId, 'abracaf'),
                searchAny(term, [sql`${usuario.nome}`, sql`${usuario.login}`]),
              ),
            )
        )
          .map((r) => r.id)
          .filter((id) => listed.has(id)),
      );
    await expectSameAsScan(ids, scan, [...SEARCH_TERMS, 'lúcia', 'ABRACAF.DEMO', '@']);
    expect(await ids('@abracaf')).toHaveLength(listed.size);
  });

  it('pages the user list with the envelope, search, order and filters', async () => {
    const first = await call(
      'POST',
      `${users}/ListarUsuarios`,
      admin,
      page({}, { order: [{ column: 'nomeCompleto', dir: 'asc' }] }),
    );
    expect(first.statusCode).toBe(200);
    const body = first.json<Lista>();
    expect(body.Data.draw).toBe(3);
    expect(body.Data.recordsTotal).toBe(11);
    expect(body.Data.recordsFiltered).toBe(11);
    expect(body.Data.data).toHaveLength(5);
    const names = body.Data.data.map((u) => u.dadosAdicionais.nomeCompleto as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));

    const second = (
      await call('POST', `${users}/ListarUsuarios`, admin, page({}, { start: 10 }))
    ).json<Lista>();
    expect(second.Data.data).toHaveLength(1);
    expect([second.Data.recordsTotal, second.Data.recordsFiltered]).toEqual([11, 11]);

    // Accent- and case-insensitive: "lucia" finds "Lúcia Loja".
    const search = (
      await call('POST', `${users}/ListarUsuarios`, admin, page({}, { search: { value: 'LUCIA' } }))
    ).json<Lista>();
    expect(search.Data.recordsFiltered).toBe(1);
    expect(search.Data.recordsTotal).toBe(11);
    expect(search.Data.data[0]?.login).toBe(demoLogin('loja'));
    // A page past the end has no row to carry the counts: they still answer.
    const past = (
      await call(
        'POST',
        `${users}/ListarUsuarios`,
        admin,
        page({}, { start: 5, search: { value: 'LUCIA' } }),
      )
    ).json<Lista>();
    expect(past.Data.data).toEqual([]);
    expect([past.Data.recordsTotal, past.Data.recordsFiltered]).toEqual([11, 1]);

    const byProfile = (
      await call('POST', `${users}/ListarUsuarios`, admin, page({ perfilId: 11 }))
    ).json<Lista>();
    expect(byProfile.Data.data.map((u) => u.login)).toEqual([demoLogin('regional')]);

    const all = (
      await call('POST', `${users}/ListarUsuarios?paginar=false`, admin, page())
    ).json<Lista>();
    expect(all.Data.data).toHaveLength(11);

    const pending = (
      await call('POST', `${users}/ListarUsuarios`, admin, page({ pendente: true }))
    ).json<Lista>();
    expect(pending.Data.data.map((u) => u.login)).toEqual([demoLogin('pendente')]);
  });

  it('refuses a bad paging payload and an unknown order column with field errors', async () => {
    const bad = await call('POST', `${users}/ListarUsuarios`, admin, { draw: 1, start: -1 });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.map((e) => e.field)).toEqual(
      expect.arrayContaining(['start', 'length']),
    );
    const order = await call(
      'POST',
      `${users}/ListarUsuarios`,
      admin,
      page({}, { order: [{ column: 'senhaHash', dir: 'asc' }] }),
    );
    expect(problemOf(order).errors).toEqual([
      { field: 'order.0.column', message: 'Não é possível ordenar por esta coluna' },
    ]);
  });

  it('refuses users screens to a profile without the event (403)', async () => {
    expect((await call('POST', `${users}/ListarUsuarios`, loja, page())).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          `${users}/CriarUsuarioEmplacamento`,
          loja,
          payload('x@y.com', 10, { nomeCompleto: 'Xavier' }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `${accounts}?id=1`, loja)).statusCode).toBe(403);
  });

  it('creates a user, mails a welcome code, and refuses a duplicate login (409)', async () => {
    const login = 'nova.pessoa@abracaf.demo';
    // A staff profile: no scope to point at (this file seeds no dealerships or regions; the
    // scope's rows are checked in test/users-screen.test.ts).
    const dados = { nomeCompleto: 'Nova Pessoa', documento: '52998224725' };
    const created = await call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      admin,
      payload(login, 6, dados),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json<Usuario>()).toMatchObject({
      login,
      perfilId: 6,
      perfilNome: 'Faturamento',
      status: 'Ativo',
      pendente: false,
    });
    const [mail] = await readOutbox(server.database.db, 'abracaf', login);
    expect(mail?.texto).toMatch(/Código: \d{6}/);
    const again = await call('POST', accounts, admin, payload(login.toUpperCase(), 6, dados));
    expect(again.statusCode).toBe(409);
  });

  it('checks dadosAdicionais: JSON text, its schema, scope by profile and CPF by parameter', async () => {
    const notJson = await call('POST', `${users}/CriarUsuarioEmplacamento`, admin, {
      login: 'a@b.com',
      profile: 1,
      dadosAdicionais: '{',
    });
    expect(problemOf(notJson).errors?.[0]?.field).toBe('dadosAdicionais');
    const schema = await call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      admin,
      payload('a@b.com', 1, { nomeCompleto: 'Al' }),
    );
    expect(problemOf(schema).errors?.[0]?.field).toBe('dadosAdicionais.nomeCompleto');
    // Store profile without a dealership, and (abracaf requires it) without a valid CPF.
    const scope = await call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      admin,
      payload('b@b.com', 5, { nomeCompleto: 'Bruno Loja', documento: '11111111111' }),
    );
    expect(problemOf(scope).errors).toEqual([
      { field: 'dadosAdicionais.documento', message: 'Documento inválido' },
      {
        field: 'dadosAdicionais.empresaId',
        message: 'O campo Concessionária precisa ser informado',
      },
    ]);
  });

  it('updates a user, changes the login, toggles status and resets the password', async () => {
    const list = (
      await call('POST', `${users}/ListarUsuarios`, admin, page({ perfilId: 6 }))
    ).json<Lista>();
    const target = list.Data.data[0];
    if (!target) throw new Error('no Faturamento user');
    const updated = await call(
      'PUT',
      `${users}/AtualizarUsuarioEmplacamento`,
      admin,
      payload(
        target.login,
        6,
        { nomeCompleto: 'Fábio Faturamento Jr.', documento: '52998224725', tiposBoletim: [1, 2] },
        target.id,
      ),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Usuario>().dadosAdicionais).toMatchObject({
      nomeCompleto: 'Fábio Faturamento Jr.',
      tiposBoletim: [1, 2],
    });
    const missingId = await call(
      'PUT',
      accounts,
      admin,
      payload(target.login, 6, { nomeCompleto: 'Sem Id' }),
    );
    expect(problemOf(missingId).errors?.[0]?.field).toBe('id');

    const newLogin = 'fabio.jr@abracaf.demo';
    expect(
      (
        await call('PATCH', `${accounts}/AlterarLogin`, admin, {
          usuarioId: target.id,
          login: newLogin,
        })
      ).statusCode,
    ).toBe(204);
    const taken = await call('PATCH', `${accounts}/AlterarLogin`, admin, {
      usuarioId: target.id,
      login: demoLogin('loja'),
    });
    expect(taken.statusCode).toBe(409);
    const byLogin = await call('GET', `${accounts}?login=${encodeURIComponent(newLogin)}`, admin);
    expect(byLogin.json<Usuario>().id).toBe(target.id);

    const off = await call(
      'PUT',
      `${accounts}/AtivarInativar`,
      admin,
      JSON.stringify(String(target.id)),
    );
    expect(off.json()).toEqual({ usuarioId: target.id, status: 'Inativo' });
    const on = await call(
      'PUT',
      `${accounts}/AtivarInativar`,
      admin,
      JSON.stringify(String(target.id)),
    );
    expect(on.json()).toEqual({ usuarioId: target.id, status: 'Ativo' });
    const notQuoted = await call('PUT', `${accounts}/AtivarInativar`, admin, { id: target.id });
    expect(notQuoted.statusCode).toBe(400);
    const notJson = await server.app.inject({
      method: 'PUT',
      url: `${accounts}/AtivarInativar`,
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: '1',
    });
    expect(problemOf(notJson).status).toBe(415);

    expect(
      (await call('PATCH', `${accounts}/SolicitarRedefinirSenha?usuarioId=${target.id}`, admin))
        .statusCode,
    ).toBe(204);
    expect(await readOutbox(server.database.db, 'abracaf', newLogin)).toHaveLength(1);
  });

  it('approves a pending user through AtivarInativar', async () => {
    const pending = (
      await call('POST', `${users}/ListarUsuarios`, admin, page({ pendente: true }))
    ).json<Lista>().Data.data[0];
    if (!pending) throw new Error('no pending user');
    const approved = await call(
      'PUT',
      `${accounts}/AtivarInativar`,
      admin,
      JSON.stringify(String(pending.id)),
    );
    expect(approved.json()).toEqual({ usuarioId: pending.id, status: 'Ativo' });
    const after = (
      await call('POST', `${users}/ListarUsuarios`, admin, page({ pendente: true }))
    ).json<Lista>();
    expect(after.Data.recordsTotal).toBe(0);
  });

  it('an inactivated user loses the session at once', async () => {
    const tokens = await login(server.app, 'boletim');
    const me = (await call('GET', `${users}/ObterUsuarioLogado`, auth(tokens.token))).json<{
      id: number;
    }>();
    await call('PUT', `${accounts}/AtivarInativar`, admin, JSON.stringify(String(me.id)));
    expect((await call('GET', `${users}/ObterUsuarioLogado`, auth(tokens.token))).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/Connect/refreshtoken', { domain: 'abracaf' }, tokens)).statusCode,
    ).toBe(401);
  });

  it('finds users by ids within the tenant only', async () => {
    const other = auth((await login(server.app, 'administrador', 'assobrav')).token, 'assobrav');
    const mine = (await call('GET', `${users}/ObterUsuarioLogado`, admin)).json<{ id: number }>();
    const found = await call(
      'GET',
      `${users}/ObterUsuariosPorIds?usuarioId=${mine.id}&usuarioId=999999`,
      admin,
    );
    expect(found.json<Usuario[]>().map((u) => u.id)).toEqual([mine.id]);
    const single = await call('GET', `${users}/ObterUsuariosPorIds?usuarioId=${mine.id}`, admin);
    expect(single.json<Usuario[]>()).toHaveLength(1);
    const crossTenant = await call(
      'GET',
      `${users}/ObterUsuariosPorIds?usuarioId=${mine.id}`,
      other,
    );
    expect(crossTenant.json<Usuario[]>()).toEqual([]);
    expect((await call('GET', `${accounts}?id=${mine.id}`, other)).statusCode).toBe(404);
    const bad = await call('GET', `${users}/ObterUsuariosPorIds?usuarioId=abc`, admin);
    expect(problemOf(bad).errors?.[0]?.field).toMatch(/^usuarioId/);
  });

  it('gives a profile saved through the API at once, though the tenant profiles are cached', async () => {
    // The list reads the tenant's profiles into the `perfis` cache (docs/decisions/0214)...
    expect((await call('POST', `${users}/ListarUsuarios`, admin, page())).statusCode).toBe(200);
    const saved = await call('PUT', '/api/Administracao/Perfil', admin, {
      nome: 'Cadastro Recente',
      ativo: true,
      ehAdmin: false,
    });
    expect(saved.statusCode).toBe(200);
    const profile = saved.json<{ id: number }>().id;
    // ...and saving one clears it: the new profile is one the administrator may give.
    const created = await call(
      'POST',
      `${users}/CriarUsuarioEmplacamento`,
      admin,
      payload('perfil.recente@abracaf.demo', profile, {
        nomeCompleto: 'Perfil Recente',
        documento: '52998224725',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Usuario>()).toMatchObject({
      perfilId: profile,
      perfilNome: 'Cadastro Recente',
    });
  });

  it('lists bulletin types', async () => {
    const response = await call('GET', `${users}/ObterTiposBoletim`, loja);
    expect(response.json<{ id: number }[]>().map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
