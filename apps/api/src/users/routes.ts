// Users service (spec §7, /api/GerenciarUsuarios/Usuario) and the account calls of
// Administration (/api/Administracao/Usuario) that share its rules.
import { asc, eq, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import { tipoBoletim, usuario } from '../db/schema.js';
import type { PagingRequest } from '../http/paging.js';
import { conflict, forbidden, invalid, notFound } from '../http/problem.js';
import { RecoveryCodes } from '../admin/recovery.js';
import { findUser, findUserByLogin, findUsers, toDto } from './repository.js';
import {
  createUser,
  listUsers,
  updateUser,
  visibleProfileIds,
  type FiltroUsuarios,
  type UsuarioPayload,
} from './service.js';

const users = '/api/GerenciarUsuarios/Usuario';
const accounts = '/api/Administracao/Usuario';
/** The users screen's event; the pending users screen has its own. */
const USUARIOS = 'emp_usuario';
const PENDENTES = 'emp_usuariopendente';

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Registers the users and accounts routes. */
export function registerUserRoutes(app: FastifyInstance, s: Services): void {
  app.get(`${users}/ObterUsuarioLogado`, (request, reply) => {
    const session = sessionOf(request);
    const dados = session.usuario.dadosAdicionais;
    return reply.send({
      id: session.usuario.id,
      groupId: session.usuario.grupoId,
      fullName: session.usuario.nome,
      username: session.usuario.login,
      email: session.usuario.login,
      profileId: session.perfil.id,
      role: session.perfil.nome,
      ehAdmin: session.perfil.ehAdmin,
      ability: session.rules,
      empresaId: numberOrNull(dados.empresaId),
      regiaoOperacionalId: numberOrNull(dados.regiaoOperacionalId),
      grupoEconomicoId: numberOrNull(dados.grupoEconomicoId),
    });
  });

  app.get(`${users}/ObterUsuariosPorIds`, async (request) => {
    const session = sessionOf(request);
    const { usuarioId } = request.query as { usuarioId: number[] };
    return (await findUsers(s.db, session.tenantId, usuarioId)).map(toDto);
  });

  app.post(`${users}/ListarUsuarios`, async (request) => {
    const session = sessionOf(request);
    const body = request.body as PagingRequest<FiltroUsuarios>;
    const { paginar } = request.query as { paginar?: boolean };
    const pending = body.userdata?.pendente === true;
    if (!session.can('manage', pending ? PENDENTES : USUARIOS)) throw forbidden();
    return listUsers(s, session, body, paginar ?? true);
  });

  app.post(
    `${users}/CriarUsuarioEmplacamento`,
    { config: { permissao: USUARIOS } },
    async (request, reply) => {
      return reply
        .code(201)
        .send(await createUser(s, sessionOf(request), request.body as UsuarioPayload));
    },
  );

  app.put(
    `${users}/AtualizarUsuarioEmplacamento`,
    { config: { permissao: USUARIOS } },
    async (request) => updateUser(s, sessionOf(request), request.body as UsuarioPayload),
  );

  app.get(`${users}/ObterTiposBoletim`, async (request) => {
    const session = sessionOf(request);
    const rows = await s.db
      .select({ id: tipoBoletim.id, nome: tipoBoletim.nome })
      .from(tipoBoletim)
      .where(eq(tipoBoletim.tenantId, session.tenantId))
      .orderBy(asc(tipoBoletim.id));
    return rows.map((r) => ({ ...r, descricao: null }));
  });

  // ---- accounts (Administration)

  /** A user the caller may administer, or 404 (other tenants' and hidden profiles' users alike). */
  const administered = async (tenantId: string, id: number, visible: number[]) => {
    const user = await findUser(s.db, tenantId, id);
    if (!user || !visible.includes(user.perfilId)) throw notFound('Usuário não encontrado.');
    return user;
  };

  app.get(accounts, { config: { permissao: USUARIOS } }, async (request) => {
    const session = sessionOf(request);
    const { id, login } = request.query as { id?: number; login?: string };
    if (id === undefined && login === undefined)
      throw invalid([{ field: 'id', message: 'Informe o id ou o login' }]);
    const found =
      id !== undefined
        ? await findUser(s.db, session.tenantId, id)
        : await findUserByLogin(s.db, session.tenantId, login ?? '');
    const visible = await visibleProfileIds(s, session);
    if (!found || !visible.includes(found.perfilId)) throw notFound('Usuário não encontrado.');
    return toDto(found);
  });

  app.post(accounts, { config: { permissao: USUARIOS } }, async (request, reply) => {
    return reply
      .code(201)
      .send(await createUser(s, sessionOf(request), request.body as UsuarioPayload));
  });

  app.put(accounts, { config: { permissao: USUARIOS } }, async (request) =>
    updateUser(s, sessionOf(request), request.body as UsuarioPayload),
  );

  app.patch(
    `${accounts}/AlterarLogin`,
    { config: { permissao: USUARIOS } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { usuarioId, login } = request.body as { usuarioId: number; login: string };
      const user = await administered(
        session.tenantId,
        usuarioId,
        await visibleProfileIds(s, session),
      );
      const other = await findUserByLogin(s.db, session.tenantId, login);
      if (other && other.id !== user.id) {
        throw conflict('Já existe um usuário com este login.', [
          { field: 'login', message: 'Login já cadastrado' },
        ]);
      }
      await s.db
        .update(usuario)
        .set({ login: login.trim() })
        .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, user.id)));
      return reply.code(204).send();
    },
  );

  app.patch(
    `${accounts}/SolicitarRedefinirSenha`,
    { config: { permissao: USUARIOS } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { usuarioId } = request.query as { usuarioId: number };
      const user = await administered(
        session.tenantId,
        usuarioId,
        await visibleProfileIds(s, session),
      );
      await new RecoveryCodes(s, s.secrets.jwtKey).send(
        session.tenantId,
        { id: user.id, login: user.login, nome: user.nome },
        'recuperacao',
      );
      return reply.code(204).send();
    },
  );

  app.put(`${accounts}/AtivarInativar`, async (request) => {
    const session = sessionOf(request);
    if (!session.can('manage', USUARIOS) && !session.can('manage', PENDENTES)) throw forbidden();
    const id = Number(request.body);
    const user = await administered(session.tenantId, id, await visibleProfileIds(s, session));
    if (user.id === session.usuario.id) {
      throw invalid([{ field: 'body', message: 'Você não pode inativar o próprio usuário' }]);
    }
    // A pending user is approved (and becomes active); any other toggles.
    const status = user.pendente ? 'Ativo' : user.status === 'Ativo' ? 'Inativo' : 'Ativo';
    await s.db
      .update(usuario)
      .set({ status, pendente: false })
      .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, user.id)));
    if (status === 'Inativo') await s.tokens.revokeUser(session.tenantId, user.id);
    return { usuarioId: user.id, status };
  });
}
