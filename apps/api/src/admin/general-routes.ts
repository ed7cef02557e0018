// Parameters (spec §3, /api/Geral/Parametro) and the development outbox (platform.yaml, only
// without SMTP and outside production).
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import { caixaSaida, parametro } from '../db/schema.js';
import { forbidden, notFound } from '../http/problem.js';

/** Values of the list-like parameters: the profile-code lists (spec §3 "type value 3"). */
const listParameter = /^EMP_PERFIS_/;

/** Registers the parameter and outbox routes. */
export function registerGeneralRoutes(app: FastifyInstance, s: Services): void {
  app.get('/api/Geral/Parametro/ValorDoParametro', (request) => {
    const session = sessionOf(request);
    const { parametroId } = request.query as { parametroId: string };
    return s.caches.parameters.get(session.tenantId, parametroId, async () => {
      const rows = await s.db
        .select()
        .from(parametro)
        .where(
          and(eq(parametro.tenantId, session.tenantId), eq(parametro.parametroId, parametroId)),
        );
      return rows.map((row) => ({
        parametroId: row.parametroId,
        valor: row.valor,
        tipo: 2,
        tipoValor: listParameter.test(row.parametroId) ? 3 : 1,
        descricao: row.descricao === '' ? null : row.descricao,
      }));
    });
  });

  const outboxOpen = s.config.smtpUrl === undefined && !s.config.production;
  const toEmail = (row: typeof caixaSaida.$inferSelect) => ({
    id: String(row.id),
    para: [row.para],
    assunto: row.assunto,
    texto: row.texto,
    html: null,
    anexos: [],
    enviadoEm: row.criadoEm.toISOString(),
  });
  /** Recovery codes are in there: only administrators, only in development. */
  const guard = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    if (!outboxOpen) throw notFound('Não há caixa de saída local: o envio é por SMTP.');
    if (!session.perfil.ehAdmin) throw forbidden();
    return session;
  };

  app.get('/api/Dev/Outbox', async (request) => {
    const session = guard(request);
    const rows = await s.db
      .select()
      .from(caixaSaida)
      .where(eq(caixaSaida.tenantId, session.tenantId))
      .orderBy(desc(caixaSaida.id))
      .limit(200);
    return rows.map(toEmail);
  });

  app.get('/api/Dev/Outbox/:id', async (request) => {
    const session = guard(request);
    const id = Number((request.params as { id: string }).id);
    const [row] = Number.isInteger(id)
      ? await s.db
          .select()
          .from(caixaSaida)
          .where(and(eq(caixaSaida.tenantId, session.tenantId), eq(caixaSaida.id, id)))
      : [];
    if (!row) throw notFound('E-mail não encontrado.');
    return toEmail(row);
  });
}
