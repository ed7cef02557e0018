// Auth service (spec §7): login, refresh with rotation, token exchange for another system.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { usuario } from '../db/schema.js';
import { forbidden, unauthenticated } from '../http/problem.js';
import { tenantOf } from '../http/pipeline.js';
import { dummyHash, verifyPassword } from './password.js';
import { sessionOf } from './session.js';
import { issueSsoCode, redeemSsoCode } from './sso-codes.js';

interface LoginBody {
  login: string;
  senha: string;
  sistema?: string;
}

interface RefreshBody {
  token: string;
  expiresAt: string;
  refreshToken: string;
}

/** System identifiers of §9; `emplacamento` is the short name of the portal system. */
const systemNames: Record<string, string> = {
  emplacamentoportal: 'EmplacamentoPortal',
  emplacamento: 'EmplacamentoPortal',
};
const canonicalSystem = (name: string | undefined) =>
  systemNames[(name ?? 'EmplacamentoPortal').toLowerCase()] ?? name ?? 'EmplacamentoPortal';

/** Rate-limit keys of a login or recovery attempt: one per account, one per client address. */
export function attemptKeys(
  kind: 'login' | 'recuperacao',
  tenantId: string,
  login: string,
  request: FastifyRequest,
) {
  return {
    account: `${kind}:conta:${tenantId}:${login.trim().toLowerCase()}`,
    ip: `${kind}:ip:${request.ip}`,
  };
}

/** Registers `/Connect/*`. */
export function registerAuthRoutes(app: FastifyInstance, s: Services): void {
  let timingHash: Promise<string> | undefined;

  app.post('/Connect/Token', async (request) => {
    const tenant = tenantOf(request);
    const body = request.body as LoginBody;
    const keys = attemptKeys('login', tenant.id, body.login, request);
    const checks = [
      { key: keys.account, limit: s.config.limits.loginPerAccount },
      { key: keys.ip, limit: s.config.limits.loginPerIp },
    ];
    await s.limiter.assertAllowed(checks);
    const [user] = await s.db
      .select()
      .from(usuario)
      .where(
        and(
          eq(usuario.tenantId, tenant.id),
          sql`lower(${usuario.login}) = ${body.login.trim().toLowerCase()}`,
        ),
      );
    // Under load logins queue for the hash; one whose client has hung up is not worth 32 MiB of work.
    if (request.socket.destroyed)
      throw unauthenticated('Conexão encerrada pelo cliente.', 'cliente-desconectado');
    // An unknown login costs a hash too, so response times do not tell which logins exist.
    timingHash ??= dummyHash(s.config.scrypt);
    const ok = await verifyPassword(body.senha, user?.senhaHash ?? (await timingHash));
    if (!user || !user.senhaHash || !ok) {
      await s.limiter.consume(tenant.id, checks);
      throw unauthenticated('Login ou senha inválidos.', 'credenciais-invalidas');
    }
    if (user.status !== 'Ativo' || user.pendente) {
      throw unauthenticated(
        user.pendente
          ? 'Seu cadastro aguarda aprovação do administrador.'
          : 'Usuário inativo. Procure o administrador.',
        'usuario-inativo',
      );
    }
    await s.limiter.reset(keys.account);
    await s.db
      .update(usuario)
      .set({ ultimoAcessoEm: s.now() })
      .where(and(eq(usuario.tenantId, tenant.id), eq(usuario.id, user.id)));
    return s.tokens.issue({
      usuarioId: user.id,
      tenantId: tenant.id,
      sistema: canonicalSystem(body.sistema),
    });
  });

  app.post('/Connect/refreshtoken', async (request) => {
    const tenant = tenantOf(request);
    const body = request.body as RefreshBody;
    const claims = await s.tokens.verify(body.token, true);
    if (claims.tenantId !== tenant.id)
      throw forbidden('O token informado pertence a outro domínio.', 'token-outro-dominio');
    const session = await s.sessions.load(tenant.id, claims.usuarioId, claims.sistema);
    if (!session) throw unauthenticated('Usuário inativo ou inexistente.', 'usuario-inativo');
    return s.tokens.rotate(claims, body.refreshToken);
  });

  app.get('/Connect/ChangeToken', async (request) => {
    const session = sessionOf(request);
    const { sistema } = request.query as { sistema: string };
    const claims = {
      usuarioId: session.usuario.id,
      tenantId: session.tenantId,
      sistema: canonicalSystem(sistema),
    };
    const tokens = await s.tokens.issue(claims);
    return { ...tokens, code: await issueSsoCode(s.db, claims, s.now()) };
  });

  app.post('/Connect/Code', async (request) => {
    const tenant = tenantOf(request);
    const { code } = request.body as { code: string };
    // Wrong codes count against the client address like wrong passwords: guessing is throttled.
    const checks = [{ key: `codigo:ip:${request.ip}`, limit: s.config.limits.loginPerIp }];
    await s.limiter.assertAllowed(checks);
    const redeemed = await redeemSsoCode(s.db, tenant.id, code, s.now());
    if (!redeemed) {
      await s.limiter.consume(tenant.id, checks);
      throw unauthenticated(
        'Código de acesso inválido, expirado ou já utilizado. Entre novamente pelo portal.',
        'codigo-invalido',
      );
    }
    const session = await s.sessions.load(tenant.id, redeemed.usuarioId, redeemed.sistema);
    if (!session) throw unauthenticated('Usuário inativo ou inexistente.', 'usuario-inativo');
    return s.tokens.issue({ ...redeemed, tenantId: tenant.id });
  });
}
