import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestServer, login, problemOf, type TestServer } from './helpers.js';

const base = '/api/Administracao';

interface Perfil {
  id: number;
  nome: string;
  ativo: boolean;
  ehAdmin: boolean;
  quantidadeUsuarios?: number;
}
interface Evento {
  id: number;
  codigo: string;
  selecionado?: boolean;
}

describe('profiles, events and parameters', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let associacao: Record<string, string>;
  let grupo: Record<string, string>;
  let loja: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    admin = auth((await login(server.app, 'administrador')).token);
    associacao = auth((await login(server.app, 'admin.associacao')).token);
    grupo = auth((await login(server.app, 'grupo')).token);
    loja = auth((await login(server.app, 'loja')).token);
  });
  afterAll(async () => server.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  it('lists profiles ordered by name with user counts; admins see all', async () => {
    const response = await call('GET', `${base}/Perfil`, admin);
    expect(response.statusCode).toBe(200);
    const profiles = response.json<Perfil[]>();
    expect(profiles).toHaveLength(11);
    const names = profiles.map((p) => p.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(profiles.find((p) => p.id === 10)?.quantidadeUsuarios).toBe(2);
    const filtered = (await call('GET', `${base}/Perfil?nome=ASSOCIACAO`, admin)).json<Perfil[]>();
    expect(filtered.map((p) => p.nome)).toEqual(['Administrador Associação']);
  });

  it('filters the profile list by the caller (product rules §6)', async () => {
    // Administrador Associação is not ehAdmin but is in the admin list: it sees every profile.
    const seen = (await call('GET', `${base}/Perfil`, associacao))
      .json<Perfil[]>()
      .map((p) => p.id);
    expect(seen).toHaveLength(11);
    // The group profile may not manage users or profiles, so it does not get the list.
    expect((await call('GET', `${base}/Perfil`, grupo)).statusCode).toBe(403);
  });

  it('shows a group user group and store profiles, without Grupo Dealer on Abracaf only', async () => {
    for (const tenant of ['abracaf', 'assobrav']) {
      const adminOf =
        tenant === 'abracaf'
          ? admin
          : auth((await login(server.app, 'administrador', tenant)).token, tenant);
      const granted = await call(
        'POST',
        `${base}/PerfilEvento/IncluirAtualizarPerfilEvento`,
        adminOf,
        { perfilId: 9, eventoIds: [107] },
      );
      expect(granted.statusCode).toBe(204);
    }
    const abracaf = (await call('GET', `${base}/Perfil`, grupo)).json<Perfil[]>().map((p) => p.id);
    expect(abracaf.sort((a, b) => a - b)).toEqual([5, 10]);
    const vw = auth((await login(server.app, 'grupo', 'assobrav')).token, 'assobrav');
    const assobrav = (await call('GET', `${base}/Perfil`, vw)).json<Perfil[]>().map((p) => p.id);
    expect(assobrav.sort((a, b) => a - b)).toEqual([5, 9, 10]);
  });

  it('creates and updates a profile; duplicate names are a conflict', async () => {
    const created = await call('PUT', `${base}/Perfil`, admin, {
      nome: 'Auditoria',
      ativo: true,
      ehAdmin: false,
    });
    expect(created.statusCode).toBe(200);
    const perfil = created.json<Perfil>();
    expect(perfil).toMatchObject({ id: 12, nome: 'Auditoria', ativo: true, quantidadeUsuarios: 0 });
    const updated = await call('PUT', `${base}/Perfil`, admin, {
      id: perfil.id,
      nome: 'Auditoria Interna',
      ativo: false,
      descricao: 'Só leitura',
    });
    expect(updated.json<Perfil>()).toMatchObject({ nome: 'Auditoria Interna', ativo: false });
    const duplicate = await call('PUT', `${base}/Perfil`, admin, { nome: 'regional', ativo: true });
    expect(duplicate.statusCode).toBe(409);
    const missing = await call('PUT', `${base}/Perfil`, admin, {
      id: 999,
      nome: 'Fantasma',
      ativo: true,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call('PUT', `${base}/Perfil`, admin, { nome: 'A' });
    expect(
      problemOf(bad)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['ativo', 'nome']);
  });

  it('does not let a non-admin profile create an admin profile', async () => {
    const response = await call('PUT', `${base}/Perfil`, associacao, {
      nome: 'Super',
      ativo: true,
      ehAdmin: true,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists every event marked for a profile and replaces the matrix; the abilities follow', async () => {
    const events = (await call('GET', `${base}/Evento/EventosPorPerfil?perfilId=10`, admin)).json<
      Evento[]
    >();
    expect(events.filter((e) => e.selecionado).map((e) => e.codigo)).toEqual([
      'Emp_RelatorioMarca',
      'Emp_RelatorioConcessionaria',
      'Emp_RelatorioCidadeConcessionaria',
    ]);
    const usuarios = events.find((e) => e.codigo === 'Emp_Usuario');
    if (!usuarios) throw new Error('Emp_Usuario missing from the catalogue');
    const saved = await call('POST', `${base}/PerfilEvento/IncluirAtualizarPerfilEvento`, admin, {
      perfilId: 10,
      eventoIds: [usuarios.id],
    });
    expect(saved.statusCode).toBe(204);
    const me = await call('GET', '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado', loja);
    expect(me.json<{ ability: { subject: string }[] }>().ability.map((r) => r.subject)).toEqual([
      'emp_usuario',
      'Auth',
      'Logged',
    ]);
    // The store profile now manages users, so the list opens for it.
    const list = await call('POST', '/api/GerenciarUsuarios/Usuario/ListarUsuarios', loja, {
      draw: 1,
      start: 0,
      length: 10,
    });
    expect(list.statusCode).toBe(200);
  });

  it('refuses unknown events, unknown profiles and events the caller does not hold', async () => {
    const unknown = await call('POST', `${base}/PerfilEvento/IncluirAtualizarPerfilEvento`, admin, {
      perfilId: 10,
      eventoIds: [99999],
    });
    expect(problemOf(unknown).errors?.[0]?.field).toBe('eventoIds');
    expect(
      (await call('GET', `${base}/Evento/EventosPorPerfil?perfilId=999`, admin)).statusCode,
    ).toBe(404);
    // Administrador Associação holds the portal events but not the legacy ones (ids 1–13).
    const beyond = await call(
      'POST',
      `${base}/PerfilEvento/IncluirAtualizarPerfilEvento`,
      associacao,
      { perfilId: 10, eventoIds: [1] },
    );
    expect(beyond.statusCode).toBe(403);
    expect(
      (await call('GET', `${base}/Evento/EventosPorPerfil?perfilId=10`, loja)).statusCode,
    ).toBe(403);
  });

  it('keeps profiles per tenant', async () => {
    const other = auth((await login(server.app, 'administrador', 'abrac')).token, 'abrac');
    const theirs = (await call('GET', `${base}/Perfil`, other)).json<Perfil[]>();
    expect(theirs.map((p) => p.nome)).not.toContain('Auditoria Interna');
  });

  it('reads every parameter of product rules §3 per tenant', async () => {
    const value = async (id: string, headers = admin) =>
      (await call('GET', `/api/Geral/Parametro/ValorDoParametro?parametroId=${id}`, headers)).json<
        { valor: string }[]
      >()[0]?.valor;
    expect(await value('EMP_FABRICANTE')).toBe('FIAT');
    expect(await value('EMP_PERFIS_ADMIN')).toBe('1;2;3;4');
    expect(await value('EMP_PERFIS_GRUPO')).toBe('9');
    expect(await value('EMP_PERFIS_LOJA')).toBe('5;10');
    expect(await value('EMP_PERFIS_REGIONAL')).toBe('11');
    expect(await value('EMP_ASSOCIACAO_GRUPO_ECONOMICO')).toBe('Abracaf');
    expect(await value('EMP_RELATORIOS_COR')).toMatch(/^#[0-9a-f]{6}$/);
    expect(await value('ADMINISTRACAO_CADASTRO_PESSOA_FISICA_DOCUMENTO_OBRIGATORIO')).toBe('S');
    const vw = auth((await login(server.app, 'loja', 'assobrav')).token, 'assobrav');
    expect(await value('EMP_FABRICANTE', vw)).toBe('VOLKSWAGEN');
    const unknown = await call(
      'GET',
      '/api/Geral/Parametro/ValorDoParametro?parametroId=EMP_NAO_EXISTE',
      admin,
    );
    expect(unknown.json()).toEqual([]);
    const bad = await call(
      'GET',
      '/api/Geral/Parametro/ValorDoParametro?parametroId=minusculo',
      admin,
    );
    expect(problemOf(bad).errors?.[0]?.field).toBe('parametroId');
  });

  it('shows the development outbox to administrators only', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/Administracao/Usuario/RecuperarSenha/SolicitarCodigo',
      headers: { domain: 'abracaf' },
      payload: { email: 'regional@abracaf.demo' },
    });
    const outbox = await call('GET', '/api/Dev/Outbox', admin);
    expect(outbox.statusCode).toBe(200);
    const [mail] = outbox.json<{ id: string; para: string[]; texto: string }[]>();
    expect(mail?.para).toEqual(['regional@abracaf.demo']);
    const one = await call('GET', `/api/Dev/Outbox/${mail?.id ?? ''}`, admin);
    expect(one.json<{ texto: string }>().texto).toMatch(/Código: \d{6}/);
    expect((await call('GET', '/api/Dev/Outbox', loja)).statusCode).toBe(403);
    expect((await call('GET', '/api/Dev/Outbox/999999', admin)).statusCode).toBe(404);
  });
});
