// Password recovery and change (spec §4, §7 Administration). Recovery never tells whether an
// e-mail exists, and is rate-limited per account and per client address.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { attemptKeys } from '../auth/routes.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { sessionOf } from '../auth/session.js';
import { usuario } from '../db/schema.js';
import { invalid } from '../http/problem.js';
import { tenantOf } from '../http/pipeline.js';
import { RecoveryCodes } from './recovery.js';

const base = '/api/Administracao/Usuario';

/** Registers recovery (public) and change of password (signed in). */
export function registerPasswordRoutes(app: FastifyInstance, s: Services): void {
  const codes = new RecoveryCodes(s, s.secrets.jwtKey);

  const limited = async (request: FastifyRequest, tenantId: string, email: string) => {
    const keys = attemptKeys('recuperacao', tenantId, email, request);
    await s.limiter.consume(tenantId, [
      { key: keys.account, limit: s.config.limits.recoveryPerAccount },
      { key: keys.ip, limit: s.config.limits.recoveryPerIp },
    ]);
  };

  const activeUser = async (tenantId: string, email: string) => {
    const [user] = await s.db
      .select({ id: usuario.id, login: usuario.login, nome: usuario.nome })
      .from(usuario)
      .where(
        and(
          eq(usuario.tenantId, tenantId),
          sql`lower(${usuario.login}) = ${email.trim().toLowerCase()}`,
          eq(usuario.status, 'Ativo'),
          eq(usuario.pendente, false),
        ),
      );
    return user;
  };

  app.post(`${base}/RecuperarSenha/SolicitarCodigo`, async (request, reply) => {
    const tenant = tenantOf(request);
    const { email } = request.body as { email: string };
    await limited(request, tenant.id, email);
    const user = await activeUser(tenant.id, email);
    if (user) await codes.send(tenant.id, user, 'recuperacao');
    return reply.code(204).send();
  });

  app.post(`${base}/RecuperarSenha/ValidarCodigo`, async (request, reply) => {
    const tenant = tenantOf(request);
    const { email, codigo } = request.body as { email: string; codigo: string };
    const user = await activeUser(tenant.id, email);
    await codes.check(tenant.id, user?.id, codigo, false);
    return reply.code(204).send();
  });

  app.post(`${base}/RecuperarSenha/CadastrarNovaSenha`, async (request, reply) => {
    const tenant = tenantOf(request);
    const { email, codigo, novaSenha } = request.body as {
      email: string;
      codigo: string;
      novaSenha: string;
    };
    const user = await activeUser(tenant.id, email);
    await codes.check(tenant.id, user?.id, codigo, true);
    if (!user) return reply.code(204).send();
    await s.db
      .update(usuario)
      .set({ senhaHash: await hashPassword(novaSenha, s.config.scrypt) })
      .where(and(eq(usuario.tenantId, tenant.id), eq(usuario.id, user.id)));
    await s.tokens.revokeUser(tenant.id, user.id);
    await s.limiter.reset(attemptKeys('login', tenant.id, user.login, request).account);
    return reply.code(204).send();
  });

  app.post(`${base}/AlterarSenha`, async (request, reply) => {
    const session = sessionOf(request);
    const { senhaAtual, novaSenha } = request.body as { senhaAtual: string; novaSenha: string };
    // Guessing the current password here is a login attempt like any other.
    const keys = attemptKeys('login', session.tenantId, session.usuario.login, request);
    const checks = [{ key: keys.account, limit: s.config.limits.loginPerAccount }];
    await s.limiter.assertAllowed(checks);
    const [row] = await s.db
      .select({ senhaHash: usuario.senhaHash })
      .from(usuario)
      .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, session.usuario.id)));
    if (!row?.senhaHash || !(await verifyPassword(senhaAtual, row.senhaHash))) {
      await s.limiter.consume(session.tenantId, checks);
      throw invalid([{ field: 'senhaAtual', message: 'A senha atual não confere' }]);
    }
    if (senhaAtual === novaSenha) {
      throw invalid([{ field: 'novaSenha', message: 'A nova senha deve ser diferente da atual' }]);
    }
    await s.db
      .update(usuario)
      .set({ senhaHash: await hashPassword(novaSenha, s.config.scrypt) })
      .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, session.usuario.id)));
    await s.tokens.revokeUser(session.tenantId, session.usuario.id, session.familia);
    return reply.code(204).send();
  });
}
