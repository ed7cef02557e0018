// Business service (/api/GerenciarEmpresas): business groups, economic groups and dealerships.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { forbidden } from '../http/problem.js';
import { route } from '../http/route.js';
import {
  ECONOMIC_GROUP_EVENT,
  listGruposEconomicos,
  mustGrupoEconomico,
  mustReadEconomicGroups,
  pagingOfQuery,
  removeGrupoEconomico,
  saveGrupoEconomico,
} from './economic-groups.js';
import {
  listGruposEmpresa,
  mustGrupoEmpresa,
  removeGrupoEmpresa,
  saveGrupoEmpresa,
} from './groups.js';
import {
  createDealership,
  dealershipFilters,
  listDealerships,
  mustDealership,
  updateDealership,
} from './service.js';

const grupos = { permissao: 'emp_grupoempresa' };
const economicos = { permissao: ECONOMIC_GROUP_EVENT };
const empresas = { permissao: 'emp_concessionaria' };
/**
 * The users screen's pickers read the dealerships and the filters' groups and regions too: whoever
 * manages users must be able to give a user its dealership (docs/decisions/0136).
 */
const pickerReader = (session: { can(action: 'manage', subject: string): boolean }) => {
  if (!session.can('manage', 'emp_concessionaria') && !session.can('manage', 'emp_usuario'))
    throw forbidden();
};

/** Registers the business routes. */
export function registerCompanyRoutes(app: FastifyInstance, s: Services): void {
  // ---- business groups
  route(app, 'criarGrupoEmpresa', grupos, ({ body, tenant }) =>
    saveGrupoEmpresa(s.db, tenant.id, { ...body, Id: undefined }),
  );
  route(app, 'atualizarGrupoEmpresa', grupos, ({ body, tenant }) =>
    saveGrupoEmpresa(s.db, tenant.id, body),
  );
  route(app, 'removerGrupoEmpresa', grupos, async ({ query, tenant }) => {
    await removeGrupoEmpresa(s.db, tenant.id, query.id);
    return undefined;
  });
  route(app, 'listarGruposEmpresa', grupos, ({ body, query, tenant }) =>
    listGruposEmpresa(s.db, tenant.id, body, query.paginar ?? true),
  );
  route(app, 'obterGrupoEmpresa', grupos, ({ query, tenant }) =>
    mustGrupoEmpresa(s.db, tenant.id, query.id),
  );

  // ---- economic groups (reads: the tenant's parameter decides who, see economic-groups.ts)
  route(app, 'obterGrupoEconomicoPorId', async ({ query, session, tenant }) => {
    await mustReadEconomicGroups(s.db, session);
    return mustGrupoEconomico(s.db, tenant.id, query.id);
  });
  route(app, 'listarGruposEconomicos', async ({ query, session, tenant }) => {
    await mustReadEconomicGroups(s.db, session);
    return listGruposEconomicos(s.db, tenant.id, pagingOfQuery(query), query.paginar ?? true);
  });
  route(app, 'listarGruposEconomicosPaginados', async ({ body, query, session, tenant }) => {
    await mustReadEconomicGroups(s.db, session);
    return listGruposEconomicos(s.db, tenant.id, body, query.paginar ?? true);
  });
  route(app, 'criarGrupoEconomico', economicos, ({ body, tenant }) =>
    saveGrupoEconomico(s.db, tenant.id, { ...body, Id: undefined }),
  );
  route(app, 'atualizarGrupoEconomico', economicos, ({ body, tenant }) =>
    saveGrupoEconomico(s.db, tenant.id, body),
  );
  route(app, 'removerGrupoEconomico', economicos, async ({ query, tenant }) => {
    await removeGrupoEconomico(s.db, tenant.id, query.id);
    return undefined;
  });

  // ---- dealerships
  route(app, 'obterEmpresaPorId', empresas, ({ query, tenant }) =>
    mustDealership(s.db, tenant.id, query.id),
  );
  route(app, 'obterFiltrosEmpresa', ({ session, tenant }) => {
    pickerReader(session);
    return s.caches.dealershipFilters.get(tenant.id, '', () => dealershipFilters(s.db, tenant.id));
  });
  route(app, 'listarEmpresasDetalhadas', ({ body, query, session, tenant }) => {
    pickerReader(session);
    return listDealerships(s.db, tenant.id, body, query.paginar ?? true);
  });
  route(app, 'atualizarEmpresa', empresas, ({ body, tenant }) =>
    updateDealership(s.db, tenant.id, body, s.now()),
  );
  route(app, 'cadastrarEmpresa', empresas, ({ body, tenant }) =>
    createDealership(s.db, tenant.id, body),
  );
}
