// Password recovery and change. Recovery never tells whether an e-mail exists, and is
// rate-limited per account and per client address; guessing the current password when changing
// it counts as a login attempt.
import { and, eq, sql } from 'drizzle-orm';
import type { Services } from '../services.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { attemptKeys } from '../auth/rate-limit.js';
import type { Session } from '../auth/session.js';
import { usuario } from '../db/schema.js';
import { fieldError } from '../http/contract.js';
import { invalid } from '../http/problem.js';
import { RecoveryCodes } from './recovery.js';

/** Recovery by e-mailed code and change of password. */
export class PasswordService {
  private readonly codes: RecoveryCodes;

  constructor(private readonly s: Services) {
    this.codes = new RecoveryCodes(s, s.secrets.jwtKey);
  }

  private async limited(tenantId: string, email: string, ip: string) {
    const keys = attemptKeys('recuperacao', tenantId, email, ip);
    await this.s.limiter.consume(tenantId, [
      { key: keys.account, limit: this.s.config.limits.recoveryPerAccount },
      { key: keys.ip, limit: this.s.config.limits.recoveryPerIp },
    ]);
  }

  private async activeUser(tenantId: string, email: string) {
    const [user] = await this.s.db
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
  }

  /** Mails a recovery code when the e-mail is an active user's; silent otherwise. */
  async requestCode(tenantId: string, email: string, ip: string): Promise<void> {
    await this.limited(tenantId, email, ip);
    const user = await this.activeUser(tenantId, email);
    if (user) await this.codes.send(tenantId, user, 'recuperacao');
  }

  /** Checks a recovery code without spending it. */
  async checkCode(tenantId: string, email: string, codigo: string): Promise<void> {
    const user = await this.activeUser(tenantId, email);
    await this.codes.check(tenantId, user?.id, codigo, false);
  }

  /** Spends a recovery code and sets the new password; every session of the user ends. */
  async setNewPassword(
    tenantId: string,
    body: { email: string; codigo: string; novaSenha: string },
    ip: string,
  ): Promise<void> {
    const { s } = this;
    const user = await this.activeUser(tenantId, body.email);
    await this.codes.check(tenantId, user?.id, body.codigo, true);
    if (!user) return;
    await s.db
      .update(usuario)
      .set({ senhaHash: await hashPassword(body.novaSenha, s.config.scrypt) })
      .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, user.id)));
    await s.tokens.revokeUser(tenantId, user.id);
    await s.limiter.reset(attemptKeys('login', tenantId, user.login, ip).account);
  }

  /** Changes the signed-in user's password; the other sign-ins of the user end. */
  async change(
    session: Session,
    body: { senhaAtual: string; novaSenha: string },
    ip: string,
  ): Promise<void> {
    const { s } = this;
    const keys = attemptKeys('login', session.tenantId, session.usuario.login, ip);
    const checks = [{ key: keys.account, limit: s.config.limits.loginPerAccount }];
    await s.limiter.assertAllowed(checks);
    const [row] = await s.db
      .select({ senhaHash: usuario.senhaHash })
      .from(usuario)
      .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, session.usuario.id)));
    if (!row?.senhaHash || !(await verifyPassword(body.senhaAtual, row.senhaHash))) {
      await s.limiter.consume(session.tenantId, checks);
      throw invalid([fieldError('senhaAtual', { code: 'campo.senha-atual-nao-confere' })]);
    }
    if (body.senhaAtual === body.novaSenha) {
      throw invalid([fieldError('novaSenha', { code: 'campo.nova-senha-igual-atual' })]);
    }
    await s.db
      .update(usuario)
      .set({ senhaHash: await hashPassword(body.novaSenha, s.config.scrypt) })
      .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, session.usuario.id)));
    await s.tokens.revokeUser(session.tenantId, session.usuario.id, session.familia);
  }
}
