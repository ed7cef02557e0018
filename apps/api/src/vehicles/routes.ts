// Vehicles service (spec §7, /api/Veiculos): manufacturers, models, segments, version
// nomenclature and vehicle categories.
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { categoriaVeiculo, tipoSegmento } from '../db/schema-reference.js';
import type { PagingRequest } from '../http/paging.js';
import { idOf, paginarOf, tenantOf } from '../http/request-values.js';
import {
  listFabricantes,
  mustFabricante,
  removeFabricante,
  saveFabricante,
  type FabricantePayload,
} from './brands.js';
import { listModelos, mustModelo, saveModelo, type ModeloPayload } from './models.js';
import { listNomenclaturas, mapVersion } from './nomenclature.js';
import {
  mustSegmento,
  removeSegmento,
  saveSegmento,
  segmentos,
  type SegmentoPayload,
} from './segments.js';

const base = '/api/Veiculos';
const rules = (permissao: string) => ({ config: { permissao } });
const FABRICANTES = rules('emp_fabricante');
const MODELOS = rules('emp_modelo');
const SEGMENTOS = rules('emp_segmento');
const NOMENCLATURA = rules('emp_nomenclatura');

/** Registers the vehicles routes. */
export function registerVehicleRoutes(app: FastifyInstance, s: Services): void {
  const fab = `${base}/Fabricante`;
  app.get(`${fab}/ObterFabricantePorId`, FABRICANTES, (request) =>
    mustFabricante(s.db, tenantOf(request), idOf(request)),
  );
  app.post(`${fab}/ListarFabricantes`, FABRICANTES, (request) =>
    listFabricantes(s.db, tenantOf(request), request.body as PagingRequest, paginarOf(request)),
  );
  app.post(fab, FABRICANTES, async (request, reply) =>
    reply.code(201).send(
      await saveFabricante(s.db, tenantOf(request), {
        ...(request.body as FabricantePayload),
        Id: undefined,
      }),
    ),
  );
  app.put(fab, FABRICANTES, (request) =>
    saveFabricante(s.db, tenantOf(request), request.body as FabricantePayload),
  );
  app.delete(fab, FABRICANTES, async (request, reply) => {
    await removeFabricante(s.db, tenantOf(request), idOf(request));
    return reply.code(204).send();
  });

  const mod = `${base}/Modelo`;
  app.get(`${mod}/ObterModelo`, MODELOS, (request) =>
    mustModelo(s.db, tenantOf(request), idOf(request)),
  );
  app.post(`${mod}/ObterModelos`, MODELOS, (request) =>
    listModelos(s.db, tenantOf(request), request.body as PagingRequest, paginarOf(request)),
  );
  app.post(mod, MODELOS, async (request, reply) =>
    reply.code(201).send(
      await saveModelo(s.db, tenantOf(request), {
        ...(request.body as ModeloPayload),
        Id: undefined,
      }),
    ),
  );
  app.put(mod, MODELOS, (request) =>
    saveModelo(s.db, tenantOf(request), request.body as ModeloPayload),
  );

  const seg = `${base}/Segmento`;
  app.get(`${seg}/ObterSegmentoPorId`, SEGMENTOS, (request) =>
    mustSegmento(s.db, tenantOf(request), (request.query as { segmentoId: number }).segmentoId),
  );
  app.get(`${seg}/ObterTiposSegmento`, SEGMENTOS, () =>
    s.db
      .select({ Id: tipoSegmento.id, Nome: tipoSegmento.nome })
      .from(tipoSegmento)
      .orderBy(asc(tipoSegmento.id)),
  );
  app.get(`${seg}/ObterSegmentos`, SEGMENTOS, (request) =>
    segmentos(s.db, tenantOf(request), request.query as object),
  );
  app.post(`${seg}/AdicionarSegmento`, SEGMENTOS, async (request, reply) =>
    reply.code(201).send(
      await saveSegmento(s.db, tenantOf(request), {
        ...(request.body as SegmentoPayload),
        Id: undefined,
      }),
    ),
  );
  app.put(`${seg}/AtualizarSegmento`, SEGMENTOS, (request) =>
    saveSegmento(s.db, tenantOf(request), request.body as SegmentoPayload),
  );
  app.delete(`${seg}/RemoverSegmento`, SEGMENTOS, async (request, reply) => {
    await removeSegmento(s.db, tenantOf(request), idOf(request));
    return reply.code(204).send();
  });

  app.post(`${base}/Nomenclatura/ObterNomenclaturas`, NOMENCLATURA, (request) =>
    listNomenclaturas(s.db, tenantOf(request), request.body as PagingRequest, paginarOf(request)),
  );
  app.put(`${base}/Nomenclatura/AtualizarUmaVersao`, NOMENCLATURA, (request) =>
    mapVersion(s.db, tenantOf(request), request.body as { Id: number; ModeloId: number | null }),
  );
  app.get(`${base}/CategoriaVeiculo`, () =>
    s.db
      .select({ Id: categoriaVeiculo.id, Nome: categoriaVeiculo.nome })
      .from(categoriaVeiculo)
      .orderBy(asc(categoriaVeiculo.nome)),
  );
}
