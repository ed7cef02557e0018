// Sign-in (login, refresh with rotation, token exchange for another system, one-time codes of
// single sign-on). Failed attempts count against the account and the client address.
import { and, eq, sql } from 'drizzle-orm';
import type { Services } from '../services.js';
import { usuario } from '../db/schema.js';
import { acessoPortal } from '../db/schema-analytics.js';
import { withTenant } from '../db/client.js';
import { inTenantScope } from '../http/pipeline.js';
import { forbidden, unauthenticated } from '../http/problem.js';
import type { Schema } from '../http/schemas.js';
import { dummyHash, verifyPassword } from './password.js';
import { attemptKeys } from './rate-limit.js';
import type { Session } from './session.js';
import { issueSsoCode, redeemSsoCode } from './sso-codes.js';

/** Who asks: the client address and whether it is still there. */
export interface Caller {
  ip: string;
  /** True once the client has hung up. */
  gone: () => boolean;
}

/** System identifiers; `emplacamento` is the short name of the portal system. */
const systemNames: Record<string, string> = {
  emplacamentoportal: 'EmplacamentoPortal',
  emplacamento: 'EmplacamentoPortal',
};
const canonicalSystem = (name: string | undefined) =>
  systemNames[(name ?? 'EmplacamentoPortal').toLowerCase()] ?? name ?? 'EmplacamentoPortal';

/** The auth calls over the services bag. */
export class AuthService {
  private timingHash: Promise<string> | undefined;

  constructor(private readonly s: Services) {}

  /**
   * Checks login and password and issues tokens. Its route holds no transaction (`escopoProprio`):
   * the reads before the hash and the writes after it run in two short ones of the tenant's
   * scope, so a login queued behind the hash holds no database connection. Held through it, a
   * burst of 50 logins took every connection of the pool, and /health and every other call waited
   * seconds for one.
   */
  async login(tenantId: string, body: Schema<'auth', 'LoginRequest'>, caller: Caller) {
    const { s } = this;
    const scoped = <T>(fn: () => Promise<T>) =>
      inTenantScope((id, work) => withTenant(s.db, id, work), tenantId, fn);
    const keys = attemptKeys('login', tenantId, body.login, caller.ip);
    const checks = [
      { key: keys.account, limit: s.config.limits.loginPerAccount },
      { key: keys.ip, limit: s.config.limits.loginPerIp },
    ];
    const user = await scoped(async () => {
      await s.limiter.assertAllowed(checks);
      const [found] = await s.db
        .select()
        .from(usuario)
        .where(
          and(
            eq(usuario.tenantId, tenantId),
            sql`lower(${usuario.login}) = ${body.login.trim().toLowerCase()}`,
          ),
        );
      return found;
    });
    // Under load logins queue for the hash; one whose client has hung up is not worth 32 MiB of work.
    if (caller.gone())
      throw unauthenticated('detalhe.cliente-desconectado', 'cliente-desconectado');
    // An unknown login costs a hash too, so response times do not tell which logins exist.
    this.timingHash ??= dummyHash(s.config.scrypt);
    const ok = await verifyPassword(body.senha, user?.senhaHash ?? (await this.timingHash));
    return scoped(async () => {
      if (!user || !user.senhaHash || !ok) {
        await s.limiter.consume(tenantId, checks);
        throw unauthenticated('detalhe.credenciais-invalidas', 'credenciais-invalidas');
      }
      if (user.status !== 'Ativo' || user.pendente) {
        throw unauthenticated(
          user.pendente ? 'detalhe.cadastro-aguarda-aprovacao' : 'detalhe.usuario-inativo',
          'usuario-inativo',
        );
      }
      await s.limiter.reset(keys.account);
      await s.db
        .update(usuario)
        .set({ ultimoAcessoEm: s.now() })
        .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, user.id)));
      const sistema = canonicalSystem(body.sistema);
      await this.recordSignIn(tenantId, user.id, sistema);
      return s.tokens.issue({ usuarioId: user.id, tenantId, sistema });
    });
  }

  /** Writes a sign-in to the access history the access reports read. */
  private async recordSignIn(tenantId: string, usuarioId: number, sistema: string) {
    await this.s.db
      .insert(acessoPortal)
      .values({ tenantId, usuarioId, sistema, acessadoEm: this.s.now() });
  }

  /** Rotates a refresh token of this tenant. */
  async refresh(tenantId: string, body: { token: string; refreshToken: string }) {
    const { s } = this;
    const claims = await s.tokens.verify(body.token, true);
    if (claims.tenantId !== tenantId)
      throw forbidden('detalhe.token-outro-dominio', 'token-outro-dominio');
    const session = await s.sessions.load(tenantId, claims.usuarioId, claims.sistema);
    if (!session) throw unauthenticated('detalhe.usuario-inativo-inexistente', 'usuario-inativo');
    return s.tokens.rotate(claims, body.refreshToken);
  }

  /** Tokens for another system, with a one-time code to hand them over. */
  async changeToken(session: Session, sistema: string) {
    const { s } = this;
    const claims = {
      usuarioId: session.usuario.id,
      tenantId: session.tenantId,
      sistema: canonicalSystem(sistema),
    };
    const tokens = await s.tokens.issue(claims);
    return { ...tokens, code: await issueSsoCode(s.db, claims, s.now()) };
  }

  /** Redeems a one-time code for tokens. */
  async redeem(tenantId: string, code: string, caller: Caller) {
    const { s } = this;
    // Wrong codes count against the client address like wrong passwords: guessing is throttled.
    const checks = [{ key: `codigo:ip:${caller.ip}`, limit: s.config.limits.loginPerIp }];
    await s.limiter.assertAllowed(checks);
    const redeemed = await redeemSsoCode(s.db, tenantId, code, s.now());
    if (!redeemed) {
      await s.limiter.consume(tenantId, checks);
      throw unauthenticated(
        'Código de acesso inválido, expirado ou já utilizado. Entre novamente pelo portal.',
        'codigo-invalido',
      );
    }
    const session = await s.sessions.load(tenantId, redeemed.usuarioId, redeemed.sistema);
    if (!session) throw unauthenticated('detalhe.usuario-inativo-inexistente', 'usuario-inativo');
    // Another system signed in with the code: a sign-in of the user as well.
    await this.recordSignIn(tenantId, redeemed.usuarioId, redeemed.sistema);
    return s.tokens.issue({ ...redeemed, tenantId });
  }
}
