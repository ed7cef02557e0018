// Municipalities of the tenant: the paged list with its filters (state, area, region, capital,
// free of any area) and the edit of name, population and influence area.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { municipalityServerMessage, validateMunicipality } from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import { areaInfluencia, estado, municipio } from '../db/schema-reference.js';
import { list, searchIn } from '../http/listing.js';
import { folded, orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { invalid, notFound } from '../http/problem.js';
import { requireArea } from './areas.js';
import {
  findMunicipio,
  municipioColumns,
  selectMunicipios,
  toMunicipio,
  type MunicipioDto,
} from './repository.js';

/** Filters of the municipality lists (FiltroMunicipios). */
export interface FiltroMunicipios {
  estadoId?: number;
  areaInfluenciaId?: number;
  regiaoOperacionalId?: number;
  capital?: boolean;
  semAreaInfluencia?: boolean;
}

/** Municipality columns by the contract's field names: the list sorts and the export reads by them. */
export const municipioListColumns = { ...municipioColumns, CodigoIbge: municipio.id };

/** A page of municipalities of the tenant. */
export async function listMunicipios(
  db: Db,
  tenantId: string,
  request: PagingRequest<FiltroMunicipios>,
  paginar: boolean,
): Promise<ListEnvelope<MunicipioDto>> {
  const f = request.userdata ?? {};
  const base = eq(municipio.tenantId, tenantId);
  const where = and(
    base,
    f.estadoId === undefined ? undefined : eq(municipio.estadoId, f.estadoId),
    f.areaInfluenciaId === undefined
      ? undefined
      : eq(municipio.areaInfluenciaId, f.areaInfluenciaId),
    f.regiaoOperacionalId === undefined
      ? undefined
      : eq(areaInfluencia.regiaoOperacionalId, f.regiaoOperacionalId),
    f.capital === undefined ? undefined : eq(municipio.capital, f.capital),
    f.semAreaInfluencia === true ? isNull(municipio.areaInfluenciaId) : undefined,
    searchIn(request.search?.value, {
      busca: municipio.busca,
      columns: [municipio.nome],
      // The state's abbreviation (27 rows); only a term of one or two letters can match one.
      related: (pattern) => [
        sql`(${municipio.tenantId} = ${tenantId} and ${municipio.estadoId} = any(array(select e.id from estado e where ${folded(sql`e.sigla`)} like ${pattern})))`,
      ],
    }),
  );
  const order = orderBy(request.order, municipioListColumns, municipio.id);
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(municipio).where(base),
      filtered: () =>
        db
          .select({ n: count() })
          .from(municipio)
          .innerJoin(estado, eq(estado.id, municipio.estadoId))
          .leftJoin(areaInfluencia, eq(areaInfluencia.id, municipio.areaInfluenciaId))
          .where(where),
      rows: async (paginar) => {
        let q = selectMunicipios(db, where).orderBy(...order);
        if (paginar) q = q.limit(request.length).offset(request.start);
        return (await q).map(toMunicipio);
      },
    },
    paginar,
  );
}

/** Editable fields of a municipality (AlterarMunicipio). */
export interface AlterarMunicipio {
  Id: number;
  Nome?: string;
  AreaInfluenciaId?: number | null;
  Populacao?: number | null;
}

/**
 * Changes a municipality's name, population or influence area (its operational region is the
 * area's). The shared rules check the values it will hold (trimmed; absent fields keep theirs).
 */
export async function alterMunicipio(
  db: Db,
  tenantId: string,
  body: AlterarMunicipio,
): Promise<MunicipioDto> {
  const current = await findMunicipio(db, tenantId, body.Id);
  if (!current) throw notFound('Município não encontrado.');
  const nome = body.Nome?.trim() ?? current.Nome;
  const errors = Object.entries(
    validateMunicipality({
      Nome: nome,
      Populacao: body.Populacao === undefined ? current.Populacao : body.Populacao,
    }),
  ).map(([field, message]) => ({ field, message }));
  if (errors.length > 0) throw invalid(errors);
  if (typeof body.AreaInfluenciaId === 'number')
    await requireArea(
      db,
      tenantId,
      body.AreaInfluenciaId,
      'AreaInfluenciaId',
      municipalityServerMessage('area_inexistente'),
    );
  await db
    .update(municipio)
    .set({
      ...(body.Nome === undefined ? {} : { nome }),
      ...(body.Populacao === undefined ? {} : { populacao: body.Populacao }),
      ...(body.AreaInfluenciaId === undefined ? {} : { areaInfluenciaId: body.AreaInfluenciaId }),
    })
    .where(and(eq(municipio.tenantId, tenantId), eq(municipio.id, body.Id)));
  const updated = await findMunicipio(db, tenantId, body.Id);
  if (!updated) throw notFound('Município não encontrado.');
  return updated;
}

/** A municipality of the tenant or 404. */
export async function mustMunicipio(db: Db, tenantId: string, id: number): Promise<MunicipioDto> {
  const found = await findMunicipio(db, tenantId, id);
  if (!found) throw notFound('Município não encontrado.');
  return found;
}

/** A page of the tenant's municipalities of one state (404 for an unknown state). */
export async function municipiosPorEstado(
  db: Db,
  tenantId: string,
  estadoId: number,
  request: PagingRequest<FiltroMunicipios>,
  paginar: boolean,
) {
  const [state] = await db.select({ id: estado.id }).from(estado).where(eq(estado.id, estadoId));
  if (!state) throw notFound('Estado não encontrado.');
  return listMunicipios(
    db,
    tenantId,
    { ...request, userdata: { ...request.userdata, estadoId } },
    paginar,
  );
}
