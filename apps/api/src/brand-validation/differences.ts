// The differences one validation found, as the result screen pages through them: filtered by
// kind, searched by chassis, in the order the result file lists them.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { validacaoMarcaDiferenca, type TipoDiferenca } from '../db/schema-brand-validation.js';
import { searchAny } from '../http/listing.js';
import { envelope, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import type { ResponseOf } from '../http/route.js';
import { visibleRow } from './service.js';

/** The contract's `DiferencaValidacao`. */
export type DiferencaDto = ResponseOf<'obterDiferencasValidacaoMarca', 200>['Data']['data'][number];

/** A difference row as the contract shows it. */
export const toDiferenca = (d: typeof validacaoMarcaDiferenca.$inferSelect): DiferencaDto => ({
  Id: d.id,
  Tipo: d.tipo,
  Chassi: d.chassi,
  Campo: d.campo,
  ValorEmplacamento: d.valorEmplacamento,
  ValorFabricante: d.valorFabricante,
  Linha: d.linha,
});

/** The differences of one validation, in the order the result file lists them; searched by chassis. */
export async function listarDiferencas(
  db: Db,
  session: Session,
  id: number,
  request: PagingRequest<{ tipo?: TipoDiferenca }>,
  paginar: boolean,
): Promise<ListEnvelope<DiferencaDto>> {
  await visibleRow(db, session, id);
  const base = and(
    eq(validacaoMarcaDiferenca.tenantId, session.tenantId),
    eq(validacaoMarcaDiferenca.validacaoId, id),
  );
  const tipo = request.userdata?.tipo;
  const where = and(
    base,
    tipo ? eq(validacaoMarcaDiferenca.tipo, tipo) : undefined,
    searchAny(request.search?.value, [sql`${validacaoMarcaDiferenca.chassi}`]),
  );
  const [total] = await db.select({ n: count() }).from(validacaoMarcaDiferenca).where(base);
  const [filtered] = await db.select({ n: count() }).from(validacaoMarcaDiferenca).where(where);
  const query = db
    .select()
    .from(validacaoMarcaDiferenca)
    .where(where)
    .orderBy(asc(validacaoMarcaDiferenca.id));
  const rows = await (paginar ? query.limit(request.length).offset(request.start) : query);
  return envelope(rows.map(toDiferenca), request.draw, total?.n ?? 0, filtered?.n ?? 0);
}
