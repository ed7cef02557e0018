// The list operations a user can export, by operationId: each with the permission its list
// route checks and the same service the list uses, read in ordered pages so no export ever holds
// all its rows in memory.
import { and, eq, inArray } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import type { PagingRequest } from '../http/paging.js';
import { listUsersOf, userExportFields, visibleProfileIds } from '../users/service.js';
import { dealershipColumns } from '../companies/repository.js';
import { listDealerships } from '../companies/service.js';
import { areaColumns, listAreas } from '../places/areas.js';
import { listGruposEmpresa } from '../companies/groups.js';
import {
  ECONOMIC_GROUP_EVENT,
  economicGroupColumns,
  listGruposEconomicos,
  mayReadEconomicGroups,
} from '../companies/economic-groups.js';
import { listRegioes, regionColumns } from '../places/regions.js';
import { listMunicipios, municipioListColumns } from '../places/cities.js';
import { listProfilesPage, profileColumns } from '../admin/profile-list.js';
import { listFabricantes } from '../vehicles/brands.js';
import { listModelos } from '../vehicles/models.js';
import { listNomenclaturas } from '../vehicles/nomenclature.js';
import {
  fabricanteColumns,
  modeloColumns,
  nomenclaturaColumns,
  selectSegmentos,
} from '../vehicles/repository.js';
import { categoriasVeiculo } from '../vehicles/segments.js';
import { segmento } from '../db/schema-reference.js';
import { shownRows } from './shown-rows.js';

/** Fields of a business-group row (the columns of `selectGruposEmpresa`). */
const businessGroupExportFields = [
  'Id',
  'Nome',
  'Codigo',
  'GrupoEconomicoId',
  'GrupoEconomicoNome',
  'Ativo',
  'Observacoes',
  'QuantidadeEmpresas',
];

/** Fields of a segment row (the columns of `selectSegmentos`). */
const segmentExportFields = ['Id', 'Nome', 'TipoSegmentoId', 'TipoSegmentoNome', 'Ordem', 'Ativo'];

/** The profile ids an export's scope fixed (none when the parameter is not a list of ids). */
const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Rows read per query while exporting. */
export const EXPORT_PAGE = 1000;

/** One exportable list. */
export interface Exportable {
  /** The permission (event code) the list's route checks. */
  permissao: string;
  /**
   * For a list whose route decides its readers otherwise (a tenant parameter): whether the
   * session may read it, checked instead of `permissao`. @default holds `permissao`
   */
  leitor?: (db: Db, session: Session) => Promise<boolean>;
  /** The file's base name. */
  arquivo: string;
  /** Fields of the rows a column may name. */
  campos: ReadonlySet<string>;
  /**
   * What the caller's own scope adds to the list call's parameters, for a list that shows each
   * caller only part of the tenant: fixed when the export is prepared (the download has no
   * session), so the file holds what the caller's list showed. @default none
   */
  escopo?: (db: Db, session: Session) => Promise<Record<string, unknown>>;
  /** One page of rows of the list call, ordered as the user ordered it (then by id). */
  page: (
    db: Db,
    tenantId: string,
    request: PagingRequest,
    parametros: Record<string, unknown>,
  ) => Promise<Record<string, unknown>[]>;
}

export const exportables: Readonly<Record<string, Exportable>> = {
  listarEmpresasDetalhadas: {
    permissao: 'emp_concessionaria',
    arquivo: 'concessionarias',
    campos: new Set(Object.keys(dealershipColumns)),
    page: async (db, tenantId, request) =>
      (await listDealerships(db, tenantId, request, true)).Data.data,
  },
  listarAreasInfluencia: {
    permissao: 'emp_areainfluencia',
    arquivo: 'areas-influencia',
    campos: new Set(Object.keys(areaColumns)),
    page: async (db, tenantId, request) =>
      (await listAreas(db, tenantId, request, true)).Data.data.map((row) => ({ ...row })),
  },
  listarUsuarios: {
    permissao: 'emp_usuario',
    arquivo: 'usuarios',
    campos: new Set(userExportFields),
    escopo: async (db, session) => ({ perfisVisiveis: await visibleProfileIds({ db }, session) }),
    page: async (db, tenantId, request, parametros) => {
      return (
        await listUsersOf(db, tenantId, idsOf(parametros.perfisVisiveis), request, true)
      ).Data.data.map((row) => ({
        ...row,
      }));
    },
  },
  listarGruposEmpresa: {
    permissao: 'emp_grupoempresa',
    arquivo: 'grupos-empresa',
    campos: new Set(businessGroupExportFields),
    page: async (db, tenantId, request) =>
      (await listGruposEmpresa(db, tenantId, request, true)).Data.data,
  },
  listarGruposEconomicosPaginados: {
    permissao: ECONOMIC_GROUP_EVENT,
    leitor: mayReadEconomicGroups,
    arquivo: 'grupos-economicos',
    campos: new Set(Object.keys(economicGroupColumns)),
    page: async (db, tenantId, request) =>
      (await listGruposEconomicos(db, tenantId, request, true)).Data.data.map((row) => ({
        ...row,
      })),
  },
  listarRegioesOperacionais: {
    permissao: 'emp_regiaooperacional',
    arquivo: 'regioes-operacionais',
    campos: new Set(Object.keys(regionColumns)),
    page: async (db, tenantId, request) =>
      (await listRegioes(db, tenantId, request, true)).Data.data.map((row) => ({ ...row })),
  },
  listarMunicipios: {
    permissao: 'emp_municipio',
    arquivo: 'municipios',
    campos: new Set(Object.keys(municipioListColumns)),
    page: async (db, tenantId, request) =>
      (await listMunicipios(db, tenantId, request, true)).Data.data.map((row) => ({ ...row })),
  },
  obterNomenclaturas: {
    permissao: 'emp_nomenclatura',
    arquivo: 'versoes',
    campos: new Set(Object.keys(nomenclaturaColumns)),
    page: async (db, tenantId, request) =>
      (await listNomenclaturas(db, tenantId, request, true)).Data.data.map((row) => ({ ...row })),
  },
  listarFabricantes: {
    permissao: 'emp_fabricante',
    arquivo: 'fabricantes',
    campos: new Set(Object.keys(fabricanteColumns)),
    page: async (db, tenantId, request) =>
      (await listFabricantes(db, tenantId, request, true)).Data.data.map((row) => ({ ...row })),
  },
  obterModelos: {
    permissao: 'emp_modelo',
    arquivo: 'modelos',
    campos: new Set(Object.keys(modeloColumns)),
    page: async (db, tenantId, request) =>
      (await listModelos(db, tenantId, request, true)).Data.data.map((row) => ({ ...row })),
  },
  // The two lists the browser pages itself: the rows it found, named by id (shown-rows.ts).
  obterSegmentos: {
    permissao: 'emp_segmento',
    arquivo: 'segmentos',
    campos: new Set(segmentExportFields),
    page: (db, tenantId, request) =>
      shownRows(request, (ids) =>
        selectSegmentos(db, and(eq(segmento.tenantId, tenantId), inArray(segmento.id, ids))),
      ),
  },
  listarCategoriasVeiculo: {
    permissao: 'emp_nomenclatura',
    // The categories are shared by every tenant and their list route lets any signed-in user
    // read them: so may their export.
    leitor: () => Promise.resolve(true),
    arquivo: 'categorias-veiculo',
    campos: new Set(['Id', 'Nome']),
    page: (db, _tenantId, request) =>
      shownRows(request, async (ids) => {
        const wanted = new Set(ids);
        return (await categoriasVeiculo(db)).filter((row) => wanted.has(row.Id));
      }),
  },
  listarPerfisPaginados: {
    permissao: 'emp_perfil',
    arquivo: 'perfis',
    campos: new Set(Object.keys(profileColumns)),
    escopo: async (db, session) => ({ perfisVisiveis: await visibleProfileIds({ db }, session) }),
    page: async (db, tenantId, request, parametros) =>
      (
        await listProfilesPage(db, tenantId, idsOf(parametros.perfisVisiveis), request, true)
      ).Data.data.map((row) => ({ ...row })),
  },
};

/**
 * Every row of a list call, page after page in the call's own order (offset pages over an order
 * that always ends with the id, so no row is read twice or skipped while nothing changes).
 */
export async function* allRows(
  exportable: Exportable,
  db: Db,
  tenantId: string,
  consulta: PagingRequest,
  parametros: Record<string, unknown>,
  /** Runs one page's read in the tenant's database scope. */
  scoped: <T>(read: () => Promise<T>) => Promise<T>,
): AsyncGenerator<Record<string, unknown>[]> {
  for (let start = 0; ; start += EXPORT_PAGE) {
    const rows = await scoped(() =>
      exportable.page(
        db,
        tenantId,
        { ...consulta, draw: 1, start, length: EXPORT_PAGE },
        parametros,
      ),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE) return;
  }
}
