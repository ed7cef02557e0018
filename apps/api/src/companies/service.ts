// Rules of business groups, economic groups and dealerships: every dealership field checked with
// the dealership rules of @emplacamento/validators (the same rules and messages as the portal's
// form), uniqueness of CNPJ and billing code per tenant, the
// municipality inside the state, references inside the tenant, and removals refused (409) while
// something still points at the row.
import { dealershipServerMessage, validateDealership } from '@emplacamento/validators';
import { and, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FieldError } from '../http/contract.js';
import {
  concessionaria,
  estado,
  fabricante,
  grupoEconomico,
  grupoEmpresa,
  municipio,
  regiaoOperacional,
} from '../db/schema-reference.js';
import { list, searchIn } from '../http/listing.js';
import { orderBy, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import {
  dealershipColumns,
  dealershipFields,
  findDealership,
  selectDealerships,
  toDealership,
  type DealershipDto,
} from './repository.js';

/** ConcessionariaDados (+ Id on update); optional fields may be absent or null. */
export type DealershipPayload = {
  [K in keyof typeof dealershipFields]?: (typeof dealershipFields)[K]['_']['data'] | null;
} & { Id?: number; CNPJ: string; CodigoFaturamento: string; EstadoId: number; MunicipioId: number };

/** FiltroEmpresas. */
export interface FiltroEmpresas {
  cnpj?: string;
  estadoId?: number;
  municipioId?: number;
  grupoEmpresaId?: number;
  grupoEconomicoId?: number;
  regiaoOperacionalId?: number;
  areaInfluenciaId?: number;
  montadora?: number;
  status?: string;
  associada?: boolean;
  cadastrada?: boolean;
  pendenciaFinanceira?: boolean;
}

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** Field checks the contract's schema cannot make (check digits, references, uniqueness). */
async function checkDealership(
  db: Db,
  tenantId: string,
  body: DealershipPayload,
  exceptId?: number,
) {
  const cnpj = body.CNPJ.toUpperCase();
  const errors: FieldError[] = Object.entries(validateDealership({ ...body, CNPJ: cnpj })).map(
    ([field, message]) => ({ field, message }),
  );
  const [city] = await db
    .select({ estadoId: municipio.estadoId })
    .from(municipio)
    .where(and(eq(municipio.tenantId, tenantId), eq(municipio.id, body.MunicipioId)));
  if (!city) errors.push({ field: 'MunicipioId', message: 'Município não encontrado' });
  else if (city.estadoId !== body.EstadoId)
    errors.push({
      field: 'MunicipioId',
      message: dealershipServerMessage('municipio_fora_do_estado'),
    });
  if (
    typeof body.Montadora === 'number' &&
    !(await exists(
      db
        .select({ id: fabricante.id })
        .from(fabricante)
        .where(and(eq(fabricante.tenantId, tenantId), eq(fabricante.id, body.Montadora))),
    ))
  )
    errors.push({ field: 'Montadora', message: 'Montadora não encontrada' });
  if (
    typeof body.GrupoEmpresaId === 'number' &&
    !(await exists(
      db
        .select({ id: grupoEmpresa.id })
        .from(grupoEmpresa)
        .where(and(eq(grupoEmpresa.tenantId, tenantId), eq(grupoEmpresa.id, body.GrupoEmpresaId))),
    ))
  )
    errors.push({ field: 'GrupoEmpresaId', message: 'Grupo de empresas não encontrado' });
  if (errors.length > 0) throw invalid(errors);
  const other = exceptId === undefined ? undefined : ne(concessionaria.id, exceptId);
  const [sameCnpj] = await db
    .select({ nome: concessionaria.nomeFantasia })
    .from(concessionaria)
    .where(and(eq(concessionaria.tenantId, tenantId), eq(concessionaria.cnpj, cnpj), other));
  if (sameCnpj) {
    throw conflict(`O CNPJ informado já está cadastrado para ${sameCnpj.nome}.`, [
      { field: 'CNPJ', message: dealershipServerMessage('cnpj_unico') },
    ]);
  }
  const [sameCode] = await db
    .select({ nome: concessionaria.nomeFantasia })
    .from(concessionaria)
    .where(
      and(
        eq(concessionaria.tenantId, tenantId),
        sql`lower(${concessionaria.codigoFaturamento}) = ${body.CodigoFaturamento.trim().toLowerCase()}`,
        other,
      ),
    );
  if (sameCode) {
    throw conflict(`O código de faturamento já é usado por ${sameCode.nome}.`, [
      { field: 'CodigoFaturamento', message: dealershipServerMessage('codigo_unico') },
    ]);
  }
}

/** Column → property name of the dealership table (Drizzle inserts by property). */
const propertyOf = new Map(Object.entries(getTableColumns(concessionaria)).map(([k, c]) => [c, k]));

/** The row values of a payload (absent optional fields become null, empty text too). */
function dealershipValues(body: DealershipPayload) {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(dealershipFields)) {
    const value = body[field as keyof typeof dealershipFields];
    values[propertyOf.get(column) ?? field] =
      typeof value === 'string' ? value.trim() || null : (value ?? null);
  }
  values.cnpj = body.CNPJ.toUpperCase();
  return values as typeof concessionaria.$inferInsert;
}

/** A dealership of the tenant or 404. */
export async function mustDealership(db: Db, tenantId: string, id: number): Promise<DealershipDto> {
  const found = await findDealership(db, tenantId, id);
  if (!found) throw notFound('Concessionária não encontrada.');
  return found;
}

/** Registers a dealership. */
export async function createDealership(db: Db, tenantId: string, body: DealershipPayload) {
  await checkDealership(db, tenantId, body);
  const [created] = await db
    .insert(concessionaria)
    .values({ ...dealershipValues(body), tenantId })
    .returning({ id: concessionaria.id });
  if (!created) throw new Error('insert returned nothing');
  return mustDealership(db, tenantId, created.id);
}

/** Updates a dealership (404 outside the tenant). */
export async function updateDealership(
  db: Db,
  tenantId: string,
  body: DealershipPayload & { Id: number },
  now: Date,
) {
  await mustDealership(db, tenantId, body.Id);
  await checkDealership(db, tenantId, body, body.Id);
  await db
    .update(concessionaria)
    .set({ ...dealershipValues(body), atualizadoEm: now })
    .where(and(eq(concessionaria.tenantId, tenantId), eq(concessionaria.id, body.Id)));
  return mustDealership(db, tenantId, body.Id);
}

/** The detailed dealership list: filters, text search over names, CNPJ and city, any column order. */
export async function listDealerships(
  db: Db,
  tenantId: string,
  request: PagingRequest<FiltroEmpresas>,
  paginar: boolean,
) {
  const f = request.userdata ?? {};
  const base = eq(concessionaria.tenantId, tenantId);
  const inArea = (column: string, id: number) =>
    sql`exists (select 1 from municipio m join area_influencia ai on ai.id = m.area_influencia_id where m.tenant_id = "concessionaria"."tenant_id" and m.id = "concessionaria"."municipio_id" and ${sql.raw(column)} = ${id})`;
  const where = and(
    base,
    f.cnpj === undefined ? undefined : eq(concessionaria.cnpj, f.cnpj.toUpperCase()),
    f.estadoId === undefined ? undefined : eq(concessionaria.estadoId, f.estadoId),
    f.municipioId === undefined ? undefined : eq(concessionaria.municipioId, f.municipioId),
    f.grupoEmpresaId === undefined
      ? undefined
      : eq(concessionaria.grupoEmpresaId, f.grupoEmpresaId),
    f.grupoEconomicoId === undefined
      ? undefined
      : eq(grupoEmpresa.grupoEconomicoId, f.grupoEconomicoId),
    f.regiaoOperacionalId === undefined
      ? undefined
      : inArea('ai.regiao_operacional_id', f.regiaoOperacionalId),
    f.areaInfluenciaId === undefined ? undefined : inArea('ai.id', f.areaInfluenciaId),
    f.montadora === undefined ? undefined : eq(concessionaria.montadoraId, f.montadora),
    f.status === undefined ? undefined : eq(concessionaria.status, f.status),
    f.associada === undefined ? undefined : eq(concessionaria.associada, f.associada),
    f.cadastrada === undefined ? undefined : eq(concessionaria.cadastrada, f.cadastrada),
    f.pendenciaFinanceira === undefined
      ? undefined
      : eq(concessionaria.pendenciaFinanceira, f.pendenciaFinanceira),
    searchIn(request.search?.value, {
      busca: concessionaria.busca,
      columns: [
        concessionaria.nomeFantasia,
        concessionaria.razaoSocial,
        concessionaria.cnpj,
        concessionaria.codigoFaturamento,
      ],
      // The city's name, through its own index; the tenant in both halves lets the planner OR
      // two index scans instead of scanning the tenant's dealerships.
      related: (pattern) => [
        sql`(${concessionaria.tenantId} = ${tenantId} and ${concessionaria.municipioId} = any(array(select m.id from municipio m where m.tenant_id = ${tenantId} and m.busca like ${pattern})))`,
      ],
    }),
  );
  const order = orderBy(request.order, dealershipColumns, concessionaria.id);
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(concessionaria).where(base),
      filtered: () =>
        db
          .select({ n: count() })
          .from(concessionaria)
          .innerJoin(
            municipio,
            and(
              eq(municipio.tenantId, concessionaria.tenantId),
              eq(municipio.id, concessionaria.municipioId),
            ),
          )
          .leftJoin(grupoEmpresa, eq(grupoEmpresa.id, concessionaria.grupoEmpresaId))
          .where(where),
      rows: async (paginar) => {
        let q = selectDealerships(db, where).orderBy(...order);
        if (paginar) q = q.limit(request.length).offset(request.start);
        return (await q).map(toDealership);
      },
    },
    paginar,
  );
}

/** Options of the dealership list's filters. */
export async function dealershipFilters(db: Db, tenantId: string) {
  const byName = <T extends { Nome: string; Id: number }>(rows: T[]) =>
    rows.sort((a, b) => a.Nome.localeCompare(b.Nome, 'pt-BR') || a.Id - b.Id);
  // One query after the other: inside the request's tenant transaction they share one client.
  const [estados, grupos, economicos, montadoras, regioes] = [
    await db.select({ Id: estado.id, Nome: estado.nome }).from(estado),
    await db
      .select({ Id: grupoEmpresa.id, Nome: grupoEmpresa.nome })
      .from(grupoEmpresa)
      .where(eq(grupoEmpresa.tenantId, tenantId)),
    await db
      .select({ Id: grupoEconomico.id, Nome: grupoEconomico.nome })
      .from(grupoEconomico)
      .where(eq(grupoEconomico.tenantId, tenantId)),
    await db
      .select({ Id: fabricante.id, Nome: fabricante.nome })
      .from(fabricante)
      .where(eq(fabricante.tenantId, tenantId)),
    await db
      .select({ Id: regiaoOperacional.id, Nome: regiaoOperacional.nome })
      .from(regiaoOperacional)
      .where(eq(regiaoOperacional.tenantId, tenantId)),
  ];
  return {
    Estados: byName(estados),
    GruposEmpresa: byName(grupos),
    GruposEconomicos: byName(economicos),
    Montadoras: byName(montadoras),
    RegioesOperacionais: byName(regioes),
    Status: ['Ativo' as const, 'Inativo' as const],
  };
}
