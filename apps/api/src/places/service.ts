// Rules of the coverage areas: paged lists, the code uniqueness of §4 (regions and areas, per
// tenant, case-insensitive), a municipality in at most one influence area, and removals that free
// what they held instead of leaving orphans.
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { areaInfluencia, estado, municipio, regiaoOperacional } from '../db/schema-reference.js';
import { list, searchAny } from '../http/listing.js';
import { orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import {
  estadoColumns,
  findArea,
  findMunicipio,
  findRegiao,
  municipioColumns,
  municipiosDaArea,
  municipiosDaRegiao,
  selectAreas,
  selectMunicipios,
  selectRegioes,
  toMunicipio,
  type AreaDto,
  type MunicipioDto,
  type RegiaoDto,
} from './repository.js';

/** Filters of the municipality lists (FiltroMunicipios). */
export interface FiltroMunicipios {
  estadoId?: number;
  areaInfluenciaId?: number;
  regiaoOperacionalId?: number;
  capital?: boolean;
  semAreaInfluencia?: boolean;
}

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
    searchAny(request.search?.value, [sql`${municipio.nome}`, sql`${estado.sigla}`]),
  );
  const order = orderBy(
    request.order,
    { ...municipioColumns, CodigoIbge: municipio.id },
    municipio.id,
  );
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

/** A page of the 27 states. */
export async function listEstados(
  db: Db,
  request: PagingRequest<{ regiao?: string }>,
  paginar: boolean,
) {
  const regiao = request.userdata?.regiao;
  const where = and(
    regiao === undefined ? undefined : eq(estado.regiao, regiao),
    searchAny(request.search?.value, [sql`${estado.nome}`, sql`${estado.sigla}`]),
  );
  const order = orderBy(request.order, estadoColumns, estado.id);
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(estado),
      filtered: () => db.select({ n: count() }).from(estado).where(where),
      rows: async (paginar) => {
        let q = db
          .select(estadoColumns)
          .from(estado)
          .where(where)
          .orderBy(...order)
          .$dynamic();
        if (paginar) q = q.limit(request.length).offset(request.start);
        return (await q).map((r) => ({ ...r, Regiao: r.Regiao as 'Norte' }));
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

/** Changes a municipality's name, population or influence area. */
export async function alterMunicipio(
  db: Db,
  tenantId: string,
  body: AlterarMunicipio,
): Promise<MunicipioDto> {
  if (!(await findMunicipio(db, tenantId, body.Id))) throw notFound('Município não encontrado.');
  if (typeof body.AreaInfluenciaId === 'number')
    await requireArea(db, tenantId, body.AreaInfluenciaId, 'AreaInfluenciaId');
  await db
    .update(municipio)
    .set({
      ...(body.Nome === undefined ? {} : { nome: body.Nome.trim() }),
      ...(body.Populacao === undefined ? {} : { populacao: body.Populacao }),
      ...(body.AreaInfluenciaId === undefined ? {} : { areaInfluenciaId: body.AreaInfluenciaId }),
    })
    .where(and(eq(municipio.tenantId, tenantId), eq(municipio.id, body.Id)));
  const updated = await findMunicipio(db, tenantId, body.Id);
  if (!updated) throw notFound('Município não encontrado.');
  return updated;
}

async function requireArea(db: Db, tenantId: string, id: number, field: string) {
  const [found] = await db
    .select({ id: areaInfluencia.id })
    .from(areaInfluencia)
    .where(and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.id, id)));
  if (!found) throw invalid([{ field, message: 'Área de influência não encontrada' }]);
}

async function requireRegiao(db: Db, tenantId: string, id: number, field: string) {
  const [found] = await db
    .select({ id: regiaoOperacional.id })
    .from(regiaoOperacional)
    .where(and(eq(regiaoOperacional.tenantId, tenantId), eq(regiaoOperacional.id, id)));
  if (!found) throw invalid([{ field, message: 'Região operacional não encontrada' }]);
}

// ---------------------------------------------------------------- operational regions

/** RegiaoOperacionalDados (+ Id on update). */
export interface RegiaoPayload {
  Id?: number;
  Nome: string;
  Ativo: boolean;
  Codigo: string;
}

/** §4: the code is free when no other region of the tenant has it (case-insensitive). */
async function assertRegiaoCodeFree(db: Db, tenantId: string, codigo: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: regiaoOperacional.id })
    .from(regiaoOperacional)
    .where(
      and(
        eq(regiaoOperacional.tenantId, tenantId),
        sql`lower(${regiaoOperacional.codigo}) = ${codigo.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(regiaoOperacional.id, exceptId),
      ),
    );
  if (taken) {
    throw conflict(`Já existe uma região operacional com o código ${codigo.trim()}.`, [
      { field: 'Codigo', message: 'Código já utilizado' },
    ]);
  }
}

/** Creates a region. */
export async function createRegiao(db: Db, tenantId: string, body: RegiaoPayload) {
  await assertRegiaoCodeFree(db, tenantId, body.Codigo);
  const [created] = await db
    .insert(regiaoOperacional)
    .values({ tenantId, codigo: body.Codigo.trim(), nome: body.Nome.trim(), ativo: body.Ativo })
    .returning({ id: regiaoOperacional.id });
  if (!created) throw new Error('insert returned nothing');
  return mustRegiao(db, tenantId, created.id);
}

/** Updates a region (404 when not the tenant's). */
export async function updateRegiao(db: Db, tenantId: string, body: RegiaoPayload & { Id: number }) {
  await mustRegiao(db, tenantId, body.Id);
  await assertRegiaoCodeFree(db, tenantId, body.Codigo, body.Id);
  await db
    .update(regiaoOperacional)
    .set({ codigo: body.Codigo.trim(), nome: body.Nome.trim(), ativo: body.Ativo })
    .where(and(eq(regiaoOperacional.tenantId, tenantId), eq(regiaoOperacional.id, body.Id)));
  return mustRegiao(db, tenantId, body.Id);
}

/** A region of the tenant or 404. */
export async function mustRegiao(db: Db, tenantId: string, id: number): Promise<RegiaoDto> {
  const found = await findRegiao(db, tenantId, id);
  if (!found) throw notFound('Região operacional não encontrada.');
  return found;
}

/** A page of regions. */
export async function listRegioes(
  db: Db,
  tenantId: string,
  request: PagingRequest<{ ativo?: boolean; codigo?: string }>,
  paginar: boolean,
): Promise<ListEnvelope<RegiaoDto>> {
  const f = request.userdata ?? {};
  const base = eq(regiaoOperacional.tenantId, tenantId);
  const where = and(
    base,
    f.ativo === undefined ? undefined : eq(regiaoOperacional.ativo, f.ativo),
    f.codigo === undefined
      ? undefined
      : sql`lower(${regiaoOperacional.codigo}) = ${f.codigo.trim().toLowerCase()}`,
    searchAny(request.search?.value, [
      sql`${regiaoOperacional.nome}`,
      sql`${regiaoOperacional.codigo}`,
    ]),
  );
  const order = orderBy(
    request.order,
    {
      Id: regiaoOperacional.id,
      Nome: regiaoOperacional.nome,
      Codigo: regiaoOperacional.codigo,
      Ativo: regiaoOperacional.ativo,
      QuantidadeMunicipios: municipiosDaRegiao,
    },
    regiaoOperacional.id,
  );
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(regiaoOperacional).where(base),
      filtered: () => db.select({ n: count() }).from(regiaoOperacional).where(where),
      rows: (paginar) => {
        const q = selectRegioes(db, where).orderBy(...order);
        return paginar ? q.limit(request.length).offset(request.start) : q;
      },
    },
    paginar,
  );
}

// ---------------------------------------------------------------- influence areas

/** AreaInfluenciaDados (+ Id on update). */
export interface AreaPayload {
  Id?: number;
  Nome: string;
  Codigo: string;
  RegiaoOperacionalId?: number | null;
  Ativo?: boolean;
  MunicipioIds?: number[];
}

async function checkArea(db: Db, tenantId: string, body: AreaPayload, exceptId?: number) {
  const [taken] = await db
    .select({ id: areaInfluencia.id })
    .from(areaInfluencia)
    .where(
      and(
        eq(areaInfluencia.tenantId, tenantId),
        sql`lower(${areaInfluencia.codigo}) = ${body.Codigo.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(areaInfluencia.id, exceptId),
      ),
    );
  if (taken) {
    throw conflict(`Já existe uma área de influência com o código ${body.Codigo.trim()}.`, [
      { field: 'Codigo', message: 'Código já utilizado' },
    ]);
  }
  if (typeof body.RegiaoOperacionalId === 'number')
    await requireRegiao(db, tenantId, body.RegiaoOperacionalId, 'RegiaoOperacionalId');
  const ids = body.MunicipioIds ?? [];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: municipio.id, nome: municipio.nome, area: areaInfluencia.nome })
    .from(municipio)
    .leftJoin(areaInfluencia, eq(areaInfluencia.id, municipio.areaInfluenciaId))
    .where(and(eq(municipio.tenantId, tenantId), inArray(municipio.id, ids)));
  const known = new Set(found.map((m) => m.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw invalid([
      { field: 'MunicipioIds', message: `Municípios inexistentes: ${unknown.join(', ')}` },
    ]);
  }
  const elsewhere = found.filter((m) => m.area !== null);
  const other = exceptId === undefined ? elsewhere : await notInArea(db, elsewhere, exceptId);
  if (other.length > 0) {
    const first = other[0];
    throw conflict(
      `O município ${first?.nome ?? ''} já pertence à área de influência ${first?.area ?? ''}.`,
      [{ field: 'MunicipioIds', message: 'Município já pertence a outra área de influência' }],
    );
  }
}

async function notInArea<T extends { id: number }>(db: Db, rows: T[], areaId: number) {
  if (rows.length === 0) return rows;
  const mine = await db
    .select({ id: municipio.id })
    .from(municipio)
    .where(
      and(
        eq(municipio.areaInfluenciaId, areaId),
        inArray(
          municipio.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  const own = new Set(mine.map((m) => m.id));
  return rows.filter((r) => !own.has(r.id));
}

/** An area of the tenant or 404. */
export async function mustArea(db: Db, tenantId: string, id: number): Promise<AreaDto> {
  const found = await findArea(db, tenantId, id);
  if (!found) throw notFound('Área de influência não encontrada.');
  return found;
}

/** Creates an area with its municipalities. */
export async function createArea(db: Db, tenantId: string, body: AreaPayload): Promise<AreaDto> {
  await checkArea(db, tenantId, body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(areaInfluencia)
      .values({
        tenantId,
        nome: body.Nome.trim(),
        codigo: body.Codigo.trim(),
        ativo: body.Ativo ?? true,
        regiaoOperacionalId: body.RegiaoOperacionalId ?? null,
      })
      .returning({ id: areaInfluencia.id });
    if (!created) throw new Error('insert returned nothing');
    if (body.MunicipioIds && body.MunicipioIds.length > 0) {
      await tx
        .update(municipio)
        .set({ areaInfluenciaId: created.id })
        .where(and(eq(municipio.tenantId, tenantId), inArray(municipio.id, body.MunicipioIds)));
    }
    return created.id;
  });
  return mustArea(db, tenantId, id);
}

/** Updates an area; MunicipioIds, when sent, replaces its municipalities. */
export async function updateArea(db: Db, tenantId: string, body: AreaPayload & { Id: number }) {
  await mustArea(db, tenantId, body.Id);
  await checkArea(db, tenantId, body, body.Id);
  await db.transaction(async (tx) => {
    await tx
      .update(areaInfluencia)
      .set({
        nome: body.Nome.trim(),
        codigo: body.Codigo.trim(),
        ...(body.Ativo === undefined ? {} : { ativo: body.Ativo }),
        ...(body.RegiaoOperacionalId === undefined
          ? {}
          : { regiaoOperacionalId: body.RegiaoOperacionalId }),
      })
      .where(and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.id, body.Id)));
    if (body.MunicipioIds === undefined) return;
    await tx
      .update(municipio)
      .set({ areaInfluenciaId: null })
      .where(and(eq(municipio.tenantId, tenantId), eq(municipio.areaInfluenciaId, body.Id)));
    if (body.MunicipioIds.length > 0) {
      await tx
        .update(municipio)
        .set({ areaInfluenciaId: body.Id })
        .where(and(eq(municipio.tenantId, tenantId), inArray(municipio.id, body.MunicipioIds)));
    }
  });
  return mustArea(db, tenantId, body.Id);
}

/** Removes an area; its municipalities become free (contract: removerAreaInfluencia). */
export async function removeArea(db: Db, tenantId: string, id: number): Promise<void> {
  await mustArea(db, tenantId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(municipio)
      .set({ areaInfluenciaId: null })
      .where(and(eq(municipio.tenantId, tenantId), eq(municipio.areaInfluenciaId, id)));
    await tx
      .delete(areaInfluencia)
      .where(and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.id, id)));
  });
}

/** A page of areas. */
export async function listAreas(
  db: Db,
  tenantId: string,
  request: PagingRequest<{
    regiaoOperacionalId?: number;
    ativo?: boolean;
    estadoId?: number;
    codigo?: string;
  }>,
  paginar: boolean,
): Promise<ListEnvelope<AreaDto>> {
  const f = request.userdata ?? {};
  const base = eq(areaInfluencia.tenantId, tenantId);
  const where = and(
    base,
    f.regiaoOperacionalId === undefined
      ? undefined
      : eq(areaInfluencia.regiaoOperacionalId, f.regiaoOperacionalId),
    f.ativo === undefined ? undefined : eq(areaInfluencia.ativo, f.ativo),
    f.codigo === undefined
      ? undefined
      : sql`lower(${areaInfluencia.codigo}) = ${f.codigo.trim().toLowerCase()}`,
    f.estadoId === undefined
      ? undefined
      : sql`exists (select 1 from municipio m where m.area_influencia_id = "area_influencia"."id" and m.estado_id = ${f.estadoId})`,
    searchAny(request.search?.value, [sql`${areaInfluencia.nome}`, sql`${areaInfluencia.codigo}`]),
  );
  const order = orderBy(
    request.order,
    {
      Id: areaInfluencia.id,
      Nome: areaInfluencia.nome,
      Codigo: areaInfluencia.codigo,
      Ativo: areaInfluencia.ativo,
      RegiaoOperacionalNome: regiaoOperacional.nome,
      QuantidadeMunicipios: municipiosDaArea,
    },
    areaInfluencia.id,
  );
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(areaInfluencia).where(base),
      filtered: () => db.select({ n: count() }).from(areaInfluencia).where(where),
      rows: (paginar) => {
        const q = selectAreas(db, where).orderBy(...order);
        return paginar ? q.limit(request.length).offset(request.start) : q;
      },
    },
    paginar,
  );
}
