// Coverage areas service (/api/AreasAbrangencia): influence areas, operational regions,
// municipalities and states.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { route } from '../http/route.js';
import {
  areasInScope,
  createArea,
  listAreas,
  municipiosInfluenciados,
  mustArea,
  removeArea,
  updateArea,
} from './areas.js';
import { alterMunicipio, listMunicipios, municipiosPorEstado, mustMunicipio } from './cities.js';
import {
  createRegiao,
  listRegioes,
  municipiosDaRegiaoOperacional,
  mustRegiao,
  regioesInScope,
  updateRegiao,
} from './regions.js';
import { listEstados } from './states.js';

const areas = { permissao: 'emp_areainfluencia' };
const regioes = { permissao: 'emp_regiaooperacional' };
const municipios = { permissao: 'emp_municipio' };

/** The user's scope from their additional data (a regional user sees only their region). */
const regionScope = (dados: Record<string, unknown>): number | undefined =>
  typeof dados.regiaoOperacionalId === 'number' ? dados.regiaoOperacionalId : undefined;

/** Registers the coverage-area routes. */
export function registerPlaceRoutes(app: FastifyInstance, s: Services): void {
  // ---- influence areas
  route(app, 'obterAreaInfluenciaPorId', areas, ({ query, tenant }) =>
    mustArea(s.db, tenant.id, query.areaInfluenciaId),
  );
  route(app, 'listarAreasInfluencia', areas, ({ body, query, tenant }) =>
    listAreas(s.db, tenant.id, body, query.paginar ?? true),
  );
  route(app, 'adicionarAreaInfluencia', areas, ({ body, tenant }) =>
    createArea(s.db, tenant.id, body),
  );
  route(app, 'atualizarAreaInfluencia', areas, ({ body, tenant }) =>
    updateArea(s.db, tenant.id, body),
  );
  route(app, 'removerAreaInfluencia', areas, async ({ query, tenant }) => {
    await removeArea(s.db, tenant.id, query.areaInfluenciaId);
    return undefined;
  });
  route(app, 'listarMunicipiosInfluenciados', areas, ({ query, tenant }) =>
    municipiosInfluenciados(s.db, tenant.id, query),
  );
  route(app, 'obterAreasInfluenciaEscopo', async ({ session }) =>
    areasInScope(s.db, session.tenantId, regionScope(session.usuario.dadosAdicionais)),
  );

  // ---- operational regions
  route(app, 'obterRegioesOperacionaisAtivas', async ({ tenant }) =>
    regioesInScope(s.db, tenant.id),
  );
  route(app, 'obterRegiaoOperacionalPorId', regioes, ({ query, tenant }) =>
    mustRegiao(s.db, tenant.id, query.id),
  );
  route(app, 'listarRegioesOperacionais', regioes, ({ body, query, tenant }) =>
    listRegioes(s.db, tenant.id, body, query.paginar ?? true),
  );
  route(app, 'criarRegiaoOperacional', regioes, ({ body, tenant }) =>
    createRegiao(s.db, tenant.id, body),
  );
  route(app, 'atualizarRegiaoOperacional', regioes, ({ body, tenant }) =>
    updateRegiao(s.db, tenant.id, body),
  );
  route(app, 'listarMunicipiosDaRegiaoOperacional', regioes, ({ query, tenant }) =>
    municipiosDaRegiaoOperacional(s.db, tenant.id, query.regiaoOperacionalId),
  );
  route(app, 'obterRegioesOperacionaisEscopo', async ({ session }) =>
    regioesInScope(s.db, session.tenantId, regionScope(session.usuario.dadosAdicionais)),
  );

  // ---- municipalities and states
  route(app, 'obterMunicipioPorId', ({ query, tenant }) =>
    mustMunicipio(s.db, tenant.id, query.id),
  );
  route(app, 'listarMunicipios', municipios, ({ body, query, tenant }) =>
    listMunicipios(s.db, tenant.id, body, query.paginar ?? true),
  );
  route(app, 'alterarMunicipio', municipios, ({ body, tenant }) =>
    alterMunicipio(s.db, tenant.id, body),
  );
  route(app, 'listarEstados', ({ body, query }) => listEstados(s.db, body, query.paginar ?? true));
  route(app, 'listarMunicipiosPorEstado', ({ body, query, tenant }) =>
    municipiosPorEstado(s.db, tenant.id, query.estadoId, body, query.paginar ?? true),
  );
}
