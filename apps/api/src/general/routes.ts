// General service calls of the reference data (spec §7, /api/Geral): who holds a document, and
// the calendar (national holidays and weekends). Parameters live in admin/general-routes.ts.
import { isValidCnpj, isValidCpf } from '@emplacamento/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import { usuario } from '../db/schema.js';
import { concessionaria } from '../db/schema-reference.js';
import { invalid, notFound } from '../http/problem.js';
import { blockedDays, isBusinessDay, oneYearAfter } from './calendar.js';

/** Longest range of ObterDatasBloqueadas: a calendar screen never needs more. */
const MAX_DAYS = 3 * 366;

/** Registers the document and calendar routes. */
export function registerGeneralReferenceRoutes(app: FastifyInstance, s: Services): void {
  app.get('/api/Geral/Pessoa/Documento/:document', async (request) => {
    const { tenantId } = sessionOf(request);
    const { document } = request.params as { document: string };
    if (document.length === 14) {
      if (!isValidCnpj(document)) throw invalid([{ field: 'document', message: 'CNPJ inválido' }]);
      const [dealer] = await s.db
        .select({ id: concessionaria.id, nome: concessionaria.razaoSocial })
        .from(concessionaria)
        .where(and(eq(concessionaria.tenantId, tenantId), eq(concessionaria.cnpj, document)));
      if (!dealer) throw notFound('Nenhuma empresa com este CNPJ.');
      return {
        Documento: document,
        TipoPessoa: 'Juridica',
        Nome: dealer.nome,
        EmpresaId: dealer.id,
        UsuarioId: null,
      };
    }
    if (!isValidCpf(document)) throw invalid([{ field: 'document', message: 'CPF inválido' }]);
    // The CPF of a user is kept in the additional data, formatted or not.
    const [user] = await s.db
      .select({ id: usuario.id, nome: usuario.nome })
      .from(usuario)
      .where(
        and(
          eq(usuario.tenantId, tenantId),
          sql`regexp_replace(coalesce(${usuario.dadosAdicionais} ->> 'documento', ''), '[^0-9]', '', 'g') = ${document}`,
        ),
      );
    if (!user) throw notFound('Nenhuma pessoa com este CPF.');
    return {
      Documento: document,
      TipoPessoa: 'Fisica',
      Nome: user.nome,
      EmpresaId: null,
      UsuarioId: user.id,
    };
  });

  app.get('/api/Geral/Calendario/ObterDatasBloqueadas', (request) => {
    const { dataInicial, dataFinal } = request.query as { dataInicial: string; dataFinal?: string };
    const to = dataFinal ?? oneYearAfter(dataInicial);
    const days = (Date.parse(to) - Date.parse(dataInicial)) / 86_400_000;
    if (days < 0)
      throw invalid([{ field: 'dataFinal', message: 'A data final precede a data inicial' }]);
    if (days > MAX_DAYS)
      throw invalid([{ field: 'dataFinal', message: 'O período pode ter no máximo três anos' }]);
    return blockedDays(dataInicial, to);
  });

  app.get('/api/Geral/Calendario/EhDiaUtil', (request) =>
    isBusinessDay((request.query as { data: string }).data),
  );
}
