// Coverage areas service (spec §7, /api/AreasAbrangencia): influence areas, operational regions,
// municipalities and states.
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import { areaInfluencia, estado, municipio, regiaoOperacional } from '../db/schema-reference.js';
import type { PagingRequest } from '../http/paging.js';
import { idOf, paginarOf, tenantOf } from '../http/request-values.js';
import { notFound } from '../http/problem.js';
import { findMunicipio, municipiosWhere, selectAreas, selectRegioes } from './repository.js';
import {
  createArea,
  listAreas,
  mustArea,
  removeArea,
  updateArea,
  type AreaPayload,
} from './areas.js';
import {
  alterMunicipio,
  listMunicipios,
  type AlterarMunicipio,
  type FiltroMunicipios,
} from './cities.js';
import {
  createRegiao,
  listRegioes,
  mustRegiao,
  updateRegiao,
  type RegiaoPayload,
} from './regions.js';
import { listEstados } from './states.js';

const base = '/api/AreasAbrangencia';
const AREAS = 'emp_areainfluencia';
const REGIOES = 'emp_regiaooperacional';
const MUNICIPIOS = 'emp_municipio';

/** The user's scope from their additional data (a regional user sees only their region). */
const regionScope = (dados: Record<string, unknown>): number | undefined =>
  typeof dados.regiaoOperacionalId === 'number' ? dados.regiaoOperacionalId : undefined;

/** Registers the coverage-area routes. */
export function registerPlaceRoutes(app: FastifyInstance, s: Services): void {
  // ---- influence areas
  const area = `${base}/AreaInfluencia`;
  app.get(`${area}/ObterAreaInfluenciaPorId`, { config: { permissao: AREAS } }, (request) =>
    mustArea(
      s.db,
      tenantOf(request),
      (request.query as { areaInfluenciaId: number }).areaInfluenciaId,
    ),
  );
  app.post(`${area}/ListarAreasInfluencia`, { config: { permissao: AREAS } }, (request) =>
    listAreas(s.db, tenantOf(request), request.body as PagingRequest, paginarOf(request)),
  );
  app.post(
    `${area}/AdicionarAreaInfluencia`,
    { config: { permissao: AREAS } },
    async (request, reply) =>
      reply.code(201).send(await createArea(s.db, tenantOf(request), request.body as AreaPayload)),
  );
  app.put(`${area}/AtualizarAreaInfluencia`, { config: { permissao: AREAS } }, (request) =>
    updateArea(s.db, tenantOf(request), request.body as AreaPayload & { Id: number }),
  );
  app.delete(
    `${area}/RemoverAreaInfluencia`,
    { config: { permissao: AREAS } },
    async (request, reply) => {
      const { areaInfluenciaId } = request.query as { areaInfluenciaId: number };
      await removeArea(s.db, tenantOf(request), areaInfluenciaId);
      return reply.code(204).send();
    },
  );
  app.get(
    `${area}/ListarMunicipiosInfluenciados`,
    { config: { permissao: AREAS } },
    async (request) => {
      const tenantId = tenantOf(request);
      const q = request.query as { id?: number; influencia?: boolean; estadoId?: number };
      const byState = q.estadoId === undefined ? undefined : eq(municipio.estadoId, q.estadoId);
      if (q.influencia === false)
        return municipiosWhere(s.db, tenantId, and(isNull(municipio.areaInfluenciaId), byState));
      if (q.id === undefined) return [];
      await mustArea(s.db, tenantId, q.id);
      return municipiosWhere(s.db, tenantId, and(eq(municipio.areaInfluenciaId, q.id), byState));
    },
  );
  app.get(`${area}/ObterAreasInfluenciaEscopo`, async (request) => {
    const session = sessionOf(request);
    const region = regionScope(session.usuario.dadosAdicionais);
    const where: SQL | undefined = and(
      eq(areaInfluencia.tenantId, session.tenantId),
      eq(areaInfluencia.ativo, true),
      region === undefined ? undefined : eq(areaInfluencia.regiaoOperacionalId, region),
    );
    return selectAreas(s.db, where).orderBy(asc(areaInfluencia.nome), asc(areaInfluencia.id));
  });

  // ---- operational regions
  const regiao = `${base}/RegiaoOperacional`;
  app.get(`${regiao}/ObterRegioesOperacionaisAtivas`, (request) =>
    selectRegioes(
      s.db,
      and(eq(regiaoOperacional.tenantId, tenantOf(request)), eq(regiaoOperacional.ativo, true)),
    ).orderBy(asc(regiaoOperacional.nome), asc(regiaoOperacional.id)),
  );
  app.get(`${regiao}/ObterRegiaoOperacioalPorId`, { config: { permissao: REGIOES } }, (request) =>
    mustRegiao(s.db, tenantOf(request), idOf(request)),
  );
  app.post(`${regiao}/ListarRegioesOperacionais`, { config: { permissao: REGIOES } }, (request) =>
    listRegioes(s.db, tenantOf(request), request.body as PagingRequest, paginarOf(request)),
  );
  app.post(
    `${regiao}/CriarRegiaoOperacional`,
    { config: { permissao: REGIOES } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createRegiao(s.db, tenantOf(request), request.body as RegiaoPayload)),
  );
  app.put(`${regiao}/AtualizarRegiaoOperacional`, { config: { permissao: REGIOES } }, (request) =>
    updateRegiao(s.db, tenantOf(request), request.body as RegiaoPayload & { Id: number }),
  );
  app.get(
    `${regiao}/ListarMunicipiosDaRegiaoOperacional`,
    { config: { permissao: REGIOES } },
    async (request) => {
      const tenantId = tenantOf(request);
      const { regiaoOperacionalId } = request.query as { regiaoOperacionalId: number };
      await mustRegiao(s.db, tenantId, regiaoOperacionalId);
      return municipiosWhere(
        s.db,
        tenantId,
        eq(areaInfluencia.regiaoOperacionalId, regiaoOperacionalId),
      );
    },
  );
  app.get(`${regiao}/ObterRegioesOperacionaisEscopo`, (request) => {
    const session = sessionOf(request);
    const region = regionScope(session.usuario.dadosAdicionais);
    return selectRegioes(
      s.db,
      and(
        eq(regiaoOperacional.tenantId, session.tenantId),
        eq(regiaoOperacional.ativo, true),
        region === undefined ? undefined : eq(regiaoOperacional.id, region),
      ),
    ).orderBy(asc(regiaoOperacional.nome), asc(regiaoOperacional.id));
  });

  // ---- municipalities and states
  app.get(`${base}/Municipio/ObterMunicipioPorId`, async (request) => {
    const found = await findMunicipio(s.db, tenantOf(request), idOf(request));
    if (!found) throw notFound('Município não encontrado.');
    return found;
  });
  app.post(`${base}/Municipio/ListarMunicipios`, { config: { permissao: MUNICIPIOS } }, (request) =>
    listMunicipios(
      s.db,
      tenantOf(request),
      request.body as PagingRequest<FiltroMunicipios>,
      paginarOf(request),
    ),
  );
  app.put(`${base}/Municipio/AlterarMunicipio`, { config: { permissao: MUNICIPIOS } }, (request) =>
    alterMunicipio(s.db, tenantOf(request), request.body as AlterarMunicipio),
  );
  app.post(`${base}/Estado/ListarEstados`, (request) =>
    listEstados(s.db, request.body as PagingRequest<{ regiao?: string }>, paginarOf(request)),
  );
  app.post(`${base}/Estado/ListarMunicipiosPorEstado`, async (request) => {
    const { estadoId } = request.query as { estadoId: number };
    const [state] = await s.db
      .select({ id: estado.id })
      .from(estado)
      .where(eq(estado.id, estadoId));
    if (!state) throw notFound('Estado não encontrado.');
    const body = request.body as PagingRequest<FiltroMunicipios>;
    return listMunicipios(
      s.db,
      tenantOf(request),
      { ...body, userdata: { ...body.userdata, estadoId } },
      paginarOf(request),
    );
  });
}
