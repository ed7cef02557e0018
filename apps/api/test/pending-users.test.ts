// The pending users screen's decisions: approve with a profile and scope, or reject, one or many,
// all or nothing; an e-mail to each user either way; the caller's permission and tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/mail/mailer.js';
import { usuario } from '../src/db/schema.js';
import { auth, createTestServer, inTenant, login, problemOf, type TestServer } from './helpers.js';

const base = '/api/GerenciarUsuarios/Usuario';

describe('pending users', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let loja: Record<string, string>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await createTestServer();
    admin = auth((await login(server.app, 'administrador')).token);
    loja = auth((await login(server.app, 'loja')).token);
    // Four more self-registered users of the store profile, waiting for a decision.
    await inTenant(server, 'abracaf', async () => {
      for (const name of ['ana', 'bia', 'caio', 'davi']) {
        const [row] = await server.database.db
          .insert(usuario)
          .values({
            tenantId: 'abracaf',
            login: `${name}.pendente@abracaf.demo`,
            nome: `${name} Pendente`,
            perfilId: 10,
            pendente: true,
            dadosAdicionais: { nomeCompleto: `${name} Pendente` },
          })
          .returning({ id: usuario.id });
        if (!row) throw new Error('insert returned nothing');
        ids[name] = row.id;
      }
    });
  });
  afterAll(async () => server.close());

  const post = (op: string, payload: object, headers: object = admin) =>
    server.app.inject({
      method: 'POST',
      url: `${base}/${op}`,
      headers: headers as Record<string, string>,
      payload,
    });
  const statusOf = async (id: number) =>
    inTenant(server, 'abracaf', async () => {
      const rows = await server.database.db.select().from(usuario);
      const row = rows.find((r) => r.id === id);
      return { status: row?.status, pendente: row?.pendente, perfilId: row?.perfilId };
    });
  const mails = (name: string) =>
    readOutbox(server.database.db, 'abracaf', `${name}.pendente@abracaf.demo`);
  const id = (name: string) => ids[name] ?? 0;

  it('approves many at once with a profile without scope; each gets a code to set a password', async () => {
    const answer = await post('AprovarPendentes', {
      usuarioIds: [id('ana'), id('bia')],
      perfilId: 7,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ usuarioIds: [id('ana'), id('bia')], status: 'Ativo' });
    expect(await statusOf(id('ana'))).toEqual({ status: 'Ativo', pendente: false, perfilId: 7 });
    const [mail] = await mails('bia');
    expect(mail?.assunto).toBe('Seu cadastro foi aprovado');
    expect(mail?.texto).toMatch(/Código: \d{6}/);
  });

  it('requires the scope the profile needs, each id in the tenant, and changes nothing otherwise', async () => {
    const noRegion = await post('AprovarPendentes', { usuarioIds: [id('caio')], perfilId: 11 });
    expect(problemOf(noRegion).errors).toEqual([
      { field: 'regiaoOperacionalId', message: 'O campo Região operacional precisa ser informado' },
    ]);
    const unknownRegion = await post('AprovarPendentes', {
      usuarioIds: [id('caio')],
      perfilId: 11,
      regiaoOperacionalId: 99999,
    });
    expect(problemOf(unknownRegion).errors?.[0]?.field).toBe('regiaoOperacionalId');
    const noProfile = await post('AprovarPendentes', { usuarioIds: [id('caio')], perfilId: 999 });
    expect(problemOf(noProfile).errors?.[0]?.field).toBe('perfilId');
    expect(await statusOf(id('caio'))).toMatchObject({ pendente: true });
    expect(await mails('caio')).toHaveLength(0);
  });

  it('refuses a batch with a user already decided, in the user’s language, deciding none', async () => {
    const answer = await post(
      'RecusarPendentes',
      { usuarioIds: [id('caio'), id('ana')] },
      { ...admin, 'accept-language': 'en' },
    );
    expect(problemOf(answer).errors).toEqual([
      { field: 'usuarioIds', message: `Users not awaiting approval: ${String(id('ana'))}` },
    ]);
    expect(await statusOf(id('caio'))).toMatchObject({ pendente: true });
  });

  it('rejects with a reason: inactive, kept, told by e-mail, and cannot sign in', async () => {
    const answer = await post('RecusarPendentes', {
      usuarioIds: [id('caio')],
      motivo: 'Concessionária não associada',
    });
    expect(answer.json()).toEqual({ usuarioIds: [id('caio')], status: 'Inativo' });
    expect(await statusOf(id('caio'))).toEqual({
      status: 'Inativo',
      pendente: false,
      perfilId: 10,
    });
    const [mail] = await mails('caio');
    expect(mail?.assunto).toBe('Seu cadastro não foi aprovado');
    expect(mail?.texto).toContain('Motivo: Concessionária não associada');
    const list = await post('ListarUsuarios', {
      draw: 1,
      start: 0,
      length: 50,
      userdata: { pendente: true },
    });
    const pending = list.json<{ Data: { data: { id: number }[] } }>().Data.data.map((u) => u.id);
    expect(pending).toContain(id('davi'));
    expect(pending).not.toContain(id('caio'));
  });

  it('refuses bad bodies, callers without the screen and other tenants’ users', async () => {
    expect((await post('AprovarPendentes', { usuarioIds: [], perfilId: 7 })).statusCode).toBe(400);
    expect(
      (await post('RecusarPendentes', { usuarioIds: [id('davi')], extra: true })).statusCode,
    ).toBe(400);
    expect(
      (await post('RecusarPendentes', { usuarioIds: [id('davi')], motivo: 'x'.repeat(501) }))
        .statusCode,
    ).toBe(400);
    expect((await post('RecusarPendentes', { usuarioIds: [id('davi')] }, loja)).statusCode).toBe(
      403,
    );
    const other = auth((await login(server.app, 'administrador', 'assobrav')).token, 'assobrav');
    const foreign = await post(
      'AprovarPendentes',
      { usuarioIds: [id('davi')], perfilId: 7 },
      other,
    );
    expect(problemOf(foreign).errors?.[0]?.field).toBe('usuarioIds');
    expect(await statusOf(id('davi'))).toMatchObject({ pendente: true });
  });
});
