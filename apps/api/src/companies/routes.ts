// Business service (spec §7, /api/GerenciarEmpresas): business groups, economic groups and
// dealerships.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app.js';
import type { PagingRequest } from '../http/paging.js';
import { idOf, paginarOf, tenantOf } from '../http/request-values.js';
import {
  listGruposEconomicos,
  listGruposEmpresa,
  mustGrupoEconomico,
  mustGrupoEmpresa,
  removeGrupoEconomico,
  removeGrupoEmpresa,
  saveGrupoEconomico,
  saveGrupoEmpresa,
  type GrupoEconomicoPayload,
  type GrupoEmpresaPayload,
} from './groups.js';
import {
  createDealership,
  dealershipFilters,
  listDealerships,
  mustDealership,
  updateDealership,
  type DealershipPayload,
  type FiltroEmpresas,
} from './service.js';

const base = '/api/GerenciarEmpresas';
const GRUPOS = 'emp_grupoempresa';
const ECONOMICOS = 'emp_grupoeconomico';
const EMPRESAS = 'emp_concessionaria';

/** Registers the business routes. */
export function registerCompanyRoutes(app: FastifyInstance, s: Services): void {
  // ---- business groups
  const grupo = `${base}/GrupoEmpresa`;
  const grupos = { config: { permissao: GRUPOS } };
  app.post(`${grupo}/CriarGrupoEmpresa`, grupos, async (request, reply) =>
    reply.code(201).send(
      await saveGrupoEmpresa(s.db, tenantOf(request), {
        ...(request.body as GrupoEmpresaPayload),
        Id: undefined,
      }),
    ),
  );
  app.put(`${grupo}/AtualizarGrupoEmpresa`, grupos, (request) =>
    saveGrupoEmpresa(s.db, tenantOf(request), request.body as GrupoEmpresaPayload),
  );
  app.delete(`${grupo}/RemoverGrupoEmpresa`, grupos, async (request, reply) => {
    await removeGrupoEmpresa(s.db, tenantOf(request), idOf(request));
    return reply.code(204).send();
  });
  app.post(`${grupo}/ListarGruposEmpresa`, grupos, (request) =>
    listGruposEmpresa(s.db, tenantOf(request), request.body as PagingRequest, paginarOf(request)),
  );
  app.get(grupo, grupos, (request) => mustGrupoEmpresa(s.db, tenantOf(request), idOf(request)));

  // ---- economic groups
  const economico = `${base}/GrupoEconomico`;
  const economicos = { config: { permissao: ECONOMICOS } };
  app.get(`${economico}/ObterGrupoEconomicoPorId`, economicos, (request) =>
    mustGrupoEconomico(s.db, tenantOf(request), idOf(request)),
  );
  app.get(economico, economicos, (request) =>
    listGruposEconomicos(s.db, tenantOf(request), request.query as object, paginarOf(request)),
  );
  app.post(economico, economicos, async (request, reply) =>
    reply.code(201).send(
      await saveGrupoEconomico(s.db, tenantOf(request), {
        ...(request.body as GrupoEconomicoPayload),
        Id: undefined,
      }),
    ),
  );
  app.put(economico, economicos, (request) =>
    saveGrupoEconomico(s.db, tenantOf(request), request.body as GrupoEconomicoPayload),
  );
  app.delete(economico, economicos, async (request, reply) => {
    await removeGrupoEconomico(s.db, tenantOf(request), idOf(request));
    return reply.code(204).send();
  });

  // ---- dealerships
  const empresas = { config: { permissao: EMPRESAS } };
  app.get(`${base}/EmpresaGrid/ObterEmpresaPorId`, empresas, (request) =>
    mustDealership(s.db, tenantOf(request), idOf(request)),
  );
  app.get(`${base}/EmpresaGrid/ObterFiltros`, empresas, (request) => {
    const tenantId = tenantOf(request);
    return s.caches.dealershipFilters.get(tenantId, '', () => dealershipFilters(s.db, tenantId));
  });
  app.post(`${base}/EmpresaGrid/ListarEmpresasDetalhadas`, empresas, (request) =>
    listDealerships(
      s.db,
      tenantOf(request),
      request.body as PagingRequest<FiltroEmpresas>,
      paginarOf(request),
    ),
  );
  app.put(`${base}/EmpresaAssociada/AtualizarEmpresa`, empresas, (request) =>
    updateDealership(
      s.db,
      tenantOf(request),
      request.body as DealershipPayload & { Id: number },
      s.now(),
    ),
  );
  app.post(`${base}/EmpresaAssociada/CadastrarEmpresa`, empresas, async (request, reply) =>
    reply
      .code(201)
      .send(await createDealership(s.db, tenantOf(request), request.body as DealershipPayload)),
  );
}
