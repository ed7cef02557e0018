// The development outbox (only without SMTP and outside production): recovery codes are in
// there, so only administrators read it.
import { and, desc, eq } from 'drizzle-orm';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { caixaSaida } from '../db/schema.js';
import { forbidden, notFound } from '../http/problem.js';

const toEmail = (row: typeof caixaSaida.$inferSelect) => ({
  id: String(row.id),
  para: [row.para],
  assunto: row.assunto,
  texto: row.texto,
  html: null,
  anexos: row.anexos,
  enviadoEm: row.criadoEm.toISOString(),
});

function guard(s: Services, session: Session): void {
  if (s.config.smtpUrl !== undefined || s.config.production)
    throw notFound('Não há caixa de saída local: o envio é por SMTP.');
  if (!session.perfil.ehAdmin) throw forbidden();
}

/** The last 200 mails of the tenant, newest first. */
export async function outboxMails(s: Services, session: Session) {
  guard(s, session);
  const rows = await s.db
    .select()
    .from(caixaSaida)
    .where(eq(caixaSaida.tenantId, session.tenantId))
    .orderBy(desc(caixaSaida.id))
    .limit(200);
  return rows.map(toEmail);
}

/** One mail of the tenant's outbox. */
export async function outboxMail(s: Services, session: Session, rawId: string) {
  guard(s, session);
  const id = Number(rawId);
  const [row] = Number.isInteger(id)
    ? await s.db
        .select()
        .from(caixaSaida)
        .where(and(eq(caixaSaida.tenantId, session.tenantId), eq(caixaSaida.id, id)))
    : [];
  if (!row) throw notFound('E-mail não encontrado.');
  return toEmail(row);
}
