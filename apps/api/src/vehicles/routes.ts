// Vehicles service (/api/Veiculos): manufacturers, models, segments, version nomenclature and
// vehicle categories.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { localeOf as languageOf } from '../http/messages/index.js';
import { route } from '../http/route.js';
import { listFabricantes, mustFabricante, removeFabricante, saveFabricante } from './brands.js';
import { listModelos, mustModelo, saveModelo } from './models.js';
import { listNomenclaturas, mapVersion, mapVersions } from './nomenclature.js';
import {
  categoriasVeiculo,
  mustSegmento,
  removeSegmento,
  saveSegmento,
  segmentos,
  tiposSegmento,
} from './segments.js';

/** The request's language, which the catalogue's rules answer in. */
const localeOf = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

const fabricantes = { permissao: 'emp_fabricante' };
const modelos = { permissao: 'emp_modelo' };
const segmentosRule = { permissao: 'emp_segmento' };
const nomenclatura = { permissao: 'emp_nomenclatura' };

/** Registers the vehicles routes. */
export function registerVehicleRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'obterFabricantePorId', fabricantes, ({ query, tenant }) =>
    mustFabricante(s.db, tenant.id, query.id),
  );
  route(app, 'listarFabricantes', fabricantes, ({ body, query, tenant }) =>
    listFabricantes(s.db, tenant.id, body, query.paginar ?? true),
  );
  route(app, 'criarFabricante', fabricantes, ({ body, tenant, request }) =>
    saveFabricante(s.db, tenant.id, { ...body, Id: undefined }, localeOf(request)),
  );
  route(app, 'atualizarFabricante', fabricantes, ({ body, tenant, request }) =>
    saveFabricante(s.db, tenant.id, body, localeOf(request)),
  );
  route(app, 'removerFabricante', fabricantes, async ({ query, tenant }) => {
    await removeFabricante(s.db, tenant.id, query.id);
    return undefined;
  });

  route(app, 'obterModelo', modelos, ({ query, tenant }) => mustModelo(s.db, tenant.id, query.id));
  route(app, 'obterModelos', modelos, ({ body, query, tenant }) =>
    listModelos(s.db, tenant.id, body, query.paginar ?? true),
  );
  route(app, 'criarModelo', modelos, ({ body, tenant, request }) =>
    saveModelo(s.db, tenant.id, { ...body, Id: undefined }, localeOf(request)),
  );
  route(app, 'atualizarModelo', modelos, ({ body, tenant, request }) =>
    saveModelo(s.db, tenant.id, body, localeOf(request)),
  );

  route(app, 'obterSegmentoPorId', segmentosRule, ({ query, tenant }) =>
    mustSegmento(s.db, tenant.id, query.segmentoId),
  );
  route(app, 'obterTiposSegmento', segmentosRule, async () => tiposSegmento(s.db));
  route(app, 'obterSegmentos', segmentosRule, ({ query, tenant }) =>
    segmentos(s.db, tenant.id, query),
  );
  route(app, 'adicionarSegmento', segmentosRule, ({ body, tenant, request }) =>
    saveSegmento(s.db, tenant.id, { ...body, Id: undefined }, localeOf(request)),
  );
  route(app, 'atualizarSegmento', segmentosRule, ({ body, tenant, request }) =>
    saveSegmento(s.db, tenant.id, body, localeOf(request)),
  );
  route(app, 'removerSegmento', segmentosRule, async ({ query, tenant }) => {
    await removeSegmento(s.db, tenant.id, query.id);
    return undefined;
  });

  route(app, 'obterNomenclaturas', nomenclatura, ({ body, query, tenant }) =>
    listNomenclaturas(s.db, tenant.id, body, query.paginar ?? true),
  );
  route(app, 'atualizarUmaVersao', nomenclatura, ({ body, tenant }) =>
    mapVersion(s.db, tenant.id, body, s.now()),
  );
  route(app, 'atualizarVersoes', nomenclatura, ({ body, tenant }) =>
    mapVersions(s.db, tenant.id, body, s.now()),
  );
  route(app, 'listarCategoriasVeiculo', async () => categoriasVeiculo(s.db));
}
