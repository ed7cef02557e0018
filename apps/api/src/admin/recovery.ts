// Password recovery codes (product rules §4): request → validate → save. Codes are 6 digits, stored as an
// HMAC, expire, and die after a few wrong tries; asking again replaces the previous code.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Services } from '../services.js';
import { recuperacaoSenha } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';

const invalidCode = () =>
  new HttpProblem(
    400,
    'codigo-invalido',
    'Código inválido',
    'Código inválido ou expirado. Solicite um novo código.',
    [{ field: 'codigo', message: 'Código inválido ou expirado' }],
  );

/** Issues, mails and checks recovery codes. */
/** Why a code is mailed: the subject and the first paragraph of each. */
const subjects = {
  recuperacao: 'Código de recuperação de senha',
  'boas-vindas': 'Bem-vindo ao Portal Emplacamento',
  aprovacao: 'Seu cadastro foi aprovado',
} as const;
const openings = {
  recuperacao: 'Recebemos um pedido para redefinir a sua senha.\n\n',
  'boas-vindas':
    'Sua conta no Portal Emplacamento foi criada. Para definir sua senha, use "Esqueci minha senha" com o código abaixo.\n\n',
  aprovacao:
    'Seu cadastro no Portal Emplacamento foi aprovado. Para definir sua senha, use "Esqueci minha senha" com o código abaixo.\n\n',
} as const;

export class RecoveryCodes {
  constructor(
    private readonly s: Services,
    private readonly pepper: Uint8Array,
  ) {}

  private digest(tenantId: string, usuarioId: number, code: string): string {
    return createHmac('sha256', this.pepper)
      .update(`${tenantId}:${usuarioId}:${code}`)
      .digest('hex');
  }

  /**
   * Creates a code for the user (killing earlier ones) and mails it: asked for, a new account, or
   * a pending registration approved (the user has no password yet and sets it with the code).
   */
  async send(
    tenantId: string,
    user: { id: number; login: string; nome: string },
    reason: 'recuperacao' | 'boas-vindas' | 'aprovacao',
  ): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.s.now();
    await this.s.db.transaction(async (tx) => {
      await tx
        .update(recuperacaoSenha)
        .set({ usadoEm: now })
        .where(
          and(
            eq(recuperacaoSenha.tenantId, tenantId),
            eq(recuperacaoSenha.usuarioId, user.id),
            isNull(recuperacaoSenha.usadoEm),
          ),
        );
      await tx.insert(recuperacaoSenha).values({
        tenantId,
        usuarioId: user.id,
        codigoHash: this.digest(tenantId, user.id, code),
        expiraEm: new Date(now.getTime() + this.s.config.recoveryCodeMinutes * 60_000),
      });
    });
    const minutes = this.s.config.recoveryCodeMinutes;
    await this.s.mailer.send({
      tenantId,
      para: user.login,
      assunto: subjects[reason],
      texto:
        `Olá, ${user.nome}.\n\n` +
        openings[reason] +
        `Código: ${code}\n\nO código vale por ${minutes} minutos. Se você não pediu, ignore esta mensagem.`,
    });
  }

  /**
   * Checks the user's current code; a wrong code counts a try. With `consume` the code is spent
   * (saving the new password), otherwise it stays valid for the next step.
   */
  async check(
    tenantId: string,
    usuarioId: number | undefined,
    code: string,
    consume: boolean,
  ): Promise<void> {
    if (usuarioId === undefined) throw invalidCode();
    const now = this.s.now();
    const [current] = await this.s.db
      .select()
      .from(recuperacaoSenha)
      .where(
        and(
          eq(recuperacaoSenha.tenantId, tenantId),
          eq(recuperacaoSenha.usuarioId, usuarioId),
          isNull(recuperacaoSenha.usadoEm),
        ),
      )
      .orderBy(desc(recuperacaoSenha.id))
      .limit(1);
    if (
      !current ||
      current.expiraEm <= now ||
      current.tentativas >= this.s.config.recoveryCodeAttempts
    )
      throw invalidCode();
    const expected = Buffer.from(current.codigoHash, 'hex');
    const given = Buffer.from(this.digest(tenantId, usuarioId, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await this.s.db
        .update(recuperacaoSenha)
        .set({ tentativas: current.tentativas + 1 })
        .where(eq(recuperacaoSenha.id, current.id));
      throw invalidCode();
    }
    await this.s.db
      .update(recuperacaoSenha)
      .set(consume ? { usadoEm: now, validadoEm: current.validadoEm ?? now } : { validadoEm: now })
      .where(eq(recuperacaoSenha.id, current.id));
  }
}
