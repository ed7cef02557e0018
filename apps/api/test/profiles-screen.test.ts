// The profiles screen's calls: the paged list (search, status filter, sort, paging) and its export,
// the profile rules in the user's language, and a permission matrix that nobody can use to grant
// or withdraw an event they do not hold themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestServer, login, problemOf, type TestServer } from './helpers.js';

const base = '/api/Administracao';
const list = `${base}/Perfil/ListarPerfis`;
const matrix = `${base}/PerfilEvento/IncluirAtualizarPerfilEvento`;

interface Perfil {
  id: number;
  nome: string;
  ativo: boolean;
  quantidadeUsuarios?: number;
}
interface Page {
  Data: { data: Perfil[]; recordsTotal: number; recordsFiltered: number };
}
interface Evento {
  id: number;
  codigo: string;
  selecionado?: boolean;
}

describe('profiles screen', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let associacao: Record<string, string>;
  let loja: Record<string, string>;
  let grupo: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    admin = auth((await login(server.app, 'administrador')).token);
    associacao = auth((await login(server.app, 'admin.associacao')).token);
    loja = auth((await login(server.app, 'loja')).token);
    grupo = auth((await login(server.app, 'grupo')).token);
  });
  afterAll(async () => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload }),
    });
  const page = (body: object, headers: object = admin, query = '') =>
    call('POST', `${list}${query}`, headers, { draw: 1, start: 0, length: 25, ...body });
  const en = () => ({ ...admin, 'accept-language': 'en' });

  it('searches without accents or case, sorts and pages on the server', async () => {
    const all = (await page({})).json<Page>().Data;
    expect(all.recordsTotal).toBe(11);
    const search = await page({
      search: { value: 'CONCESSIONARIA' },
      order: [{ column: 'nome', dir: 'asc' }],
    });
    expect(search.statusCode).toBe(200);
    expect(search.json<Page>().Data.data.map((p) => p.nome)).toEqual([
      'Concessionária Grupo Dealer',
      'Concessionária Loja',
    ]);
    expect(search.json<Page>().Data.recordsFiltered).toBe(2);
    const sorted = await page({
      start: 0,
      length: 3,
      order: [{ column: 'quantidadeUsuarios', dir: 'desc' }],
    });
    const rows = sorted.json<Page>().Data.data;
    expect(rows).toHaveLength(3);
    // The store profile has the demo user and the pending one.
    expect(rows[0]).toMatchObject({ id: 10, quantidadeUsuarios: 2 });
    const second = (await page({ start: 3, length: 3, order: [{ column: 'nome', dir: 'asc' }] }))
      .json<Page>()
      .Data.data.map((p) => p.nome);
    const first = (await page({ start: 0, length: 3, order: [{ column: 'nome', dir: 'asc' }] }))
      .json<Page>()
      .Data.data.map((p) => p.nome);
    expect(second).toHaveLength(3);
    expect(second.some((n) => first.includes(n))).toBe(false);
  });

  it('filters by status: a profile made inactive moves from one tag to the other', async () => {
    const created = await call('PUT', `${base}/Perfil`, admin, { nome: 'Auditoria', ativo: true });
    const id = created.json<Perfil>().id;
    const inactive = () =>
      page({ userdata: { ativo: false } }).then((r) => r.json<Page>().Data.data.map((p) => p.id));
    expect(await inactive()).toEqual([]);
    await call('PUT', `${base}/Perfil`, admin, { id, nome: 'Auditoria', ativo: false });
    expect(await inactive()).toEqual([id]);
    const active = (await page({ userdata: { ativo: true } })).json<Page>().Data.data;
    expect(active.map((p) => p.id)).not.toContain(id);
  });

  it('refuses an unknown sort column, a filter of the wrong type and callers without the screen', async () => {
    const badSort = await page({ order: [{ column: 'senha', dir: 'asc' }] });
    expect(problemOf(badSort).errors?.[0]?.field).toBe('order.0.column');
    const badFilter = await page({ userdata: { ativo: 'talvez' } });
    expect(badFilter.statusCode).toBe(400);
    expect((await page({}, loja)).statusCode).toBe(403);
    expect((await page({}, grupo)).statusCode).toBe(403);
  });

  it('exports the filtered profiles through the shared export, only with the screen', async () => {
    const body = {
      operacao: 'listarPerfisPaginados',
      formato: 'csv',
      colunas: [
        { campo: 'nome', titulo: 'Nome' },
        { campo: 'quantidadeUsuarios', titulo: 'Usuários' },
      ],
      consulta: { draw: 1, start: 0, length: 25, search: { value: 'loja' } },
      parametros: { paginar: false },
    };
    const prepared = await call('POST', '/api/Geral/Exportacao', admin, body);
    expect(prepared.statusCode).toBe(201);
    const file = await server.app.inject({
      method: 'GET',
      url: prepared.json<{ url: string }>().url,
    });
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toEqual(['Nome;Usuários', 'Concessionária Loja;2']);
    expect((await call('POST', '/api/Geral/Exportacao', loja, body)).statusCode).toBe(403);
  });

  it('answers the profile rules in the user’s language and saves nothing bad', async () => {
    const duplicate = await call('PUT', `${base}/Perfil`, en(), {
      nome: ' regional ',
      ativo: true,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(problemOf(duplicate).detail).toBe('A profile with this name already exists.');
    expect(problemOf(duplicate).errors).toEqual([
      { field: 'nome', message: 'Nome de perfil já cadastrado' },
    ]);
    const short = await call('PUT', `${base}/Perfil`, admin, { nome: '  A  ', ativo: true });
    expect(problemOf(short).errors?.[0]).toMatchObject({ field: 'nome' });
    expect(problemOf(short).errors?.[0]?.message).toMatch(/Nome.*2/);
    const missing = await call('PUT', `${base}/Perfil`, en(), { id: 999, nome: 'X1', ativo: true });
    expect(problemOf(missing).detail).toBe('Profile not found.');
    const own = await call('PUT', `${base}/Perfil`, admin, {
      id: 1,
      nome: 'Administrador',
      ativo: false,
      ehAdmin: true,
    });
    expect(problemOf(own).errors?.[0]?.field).toBe('ativo');
    const unknown = await call('POST', matrix, en(), { perfilId: 10, eventoIds: [99999] });
    expect(problemOf(unknown).errors?.[0]).toEqual({
      field: 'eventoIds',
      message: 'Unknown events: 99999',
    });
    const names = (await page({})).json<Page>().Data.data.map((p) => p.nome);
    expect(names.filter((n) => n.trim() === 'A')).toEqual([]);
    expect(names.filter((n) => n === 'Administrador')).toHaveLength(1);
  });

  it('keeps events the saver lacks as they were, and refuses granting or withdrawing them', async () => {
    const created = await call('PUT', `${base}/Perfil`, admin, { nome: 'Legado', ativo: true });
    const id = created.json<Perfil>().id;
    const selected = async () =>
      (await call('GET', `${base}/Evento/EventosPorPerfil?perfilId=${id}`, admin))
        .json<Evento[]>()
        .filter((e) => e.selecionado)
        .map((e) => e.id);
    // Only the administrator holds the legacy event 1; the association's administrator does not.
    expect((await call('POST', matrix, admin, { perfilId: id, eventoIds: [1] })).statusCode).toBe(
      204,
    );
    const kept = await call('POST', matrix, associacao, { perfilId: id, eventoIds: [1, 201] });
    expect(kept.statusCode).toBe(204);
    expect(await selected()).toEqual([1, 201]);
    const withdrawn = await call(
      'POST',
      matrix,
      { ...associacao, 'accept-language': 'en' },
      {
        perfilId: id,
        eventoIds: [201],
      },
    );
    expect(withdrawn.statusCode).toBe(403);
    expect(problemOf(withdrawn).detail).toMatch(/^You cannot grant or withdraw events .*: \S+\.$/);
    const granted = await call('POST', matrix, associacao, {
      perfilId: id,
      eventoIds: [1, 2, 201],
    });
    expect(granted.statusCode).toBe(403);
    expect(await selected()).toEqual([1, 201]);
  });

  it('lists only the tenant’s profiles', async () => {
    const other = auth((await login(server.app, 'administrador', 'abrac')).token, 'abrac');
    const theirs = (await page({}, other)).json<Page>().Data.data.map((p) => p.nome);
    expect(theirs).not.toContain('Auditoria');
    expect(theirs).toHaveLength(11);
  });
});
