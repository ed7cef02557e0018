// General reference calls: who holds a document (a dealership by CNPJ, a user by CPF), and the
// calendar (national holidays and weekends) over a bounded range.
import { isValidCnpj, isValidCpf } from '@emplacamento/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { usuario } from '../db/schema.js';
import { concessionaria } from '../db/schema-reference.js';
import { LAST_DAY } from '../http/field-errors.js';
import { invalid } from '../http/problem.js';
import { blockedDays, oneYearAfter } from './calendar.js';

/** Longest range of ObterDatasBloqueadas: a calendar screen never needs more. */
const MAX_DAYS = 3 * 366;

/**
 * The dealership (14 characters, CNPJ) or user (CPF) of the tenant holding a document; null when
 * nobody does, which a look-up expects (the route answers 204, not an error).
 */
export async function personByDocument(db: Db, tenantId: string, document: string) {
  if (document.length === 14) {
    if (!isValidCnpj(document)) throw invalid([{ field: 'document', message: 'CNPJ inválido' }]);
    const [dealer] = await db
      .select({ id: concessionaria.id, nome: concessionaria.razaoSocial })
      .from(concessionaria)
      .where(and(eq(concessionaria.tenantId, tenantId), eq(concessionaria.cnpj, document)));
    if (!dealer) return null;
    return {
      Documento: document,
      TipoPessoa: 'Juridica' as const,
      Nome: dealer.nome,
      EmpresaId: dealer.id,
      UsuarioId: null,
    };
  }
  if (!isValidCpf(document)) throw invalid([{ field: 'document', message: 'CPF inválido' }]);
  // The CPF of a user is kept in the additional data, formatted or not.
  const [user] = await db
    .select({ id: usuario.id, nome: usuario.nome })
    .from(usuario)
    .where(
      and(
        eq(usuario.tenantId, tenantId),
        sql`regexp_replace(coalesce(${usuario.dadosAdicionais} ->> 'documento', ''), '[^0-9]', '', 'g') = ${document}`,
      ),
    );
  if (!user) return null;
  return {
    Documento: document,
    TipoPessoa: 'Fisica' as const,
    Nome: user.nome,
    EmpresaId: null,
    UsuarioId: user.id,
  };
}

/**
 * The blocked days from `dataInicial` to `dataFinal` (a year when absent, never past the last day
 * the contract writes), at most three years.
 */
export function blockedDaysBetween(dataInicial: string, dataFinal: string | undefined) {
  const yearAfter = oneYearAfter(dataInicial);
  const to = dataFinal ?? (yearAfter > LAST_DAY ? LAST_DAY : yearAfter);
  const days = (Date.parse(to) - Date.parse(dataInicial)) / 86_400_000;
  if (days < 0)
    throw invalid([{ field: 'dataFinal', message: 'A data final precede a data inicial' }]);
  if (days > MAX_DAYS)
    throw invalid([{ field: 'dataFinal', message: 'O período pode ter no máximo três anos' }]);
  return blockedDays(dataInicial, to);
}
