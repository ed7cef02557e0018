// Small readers of request values the reference-data routes share (after the pipeline has
// validated the query against the contract, so the shapes hold).
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session.js';

/** The signed-in user's tenant. */
export const tenantOf = (request: FastifyRequest): string => sessionOf(request).tenantId;

/** The `id` query parameter of the "one row" calls. */
export const idOf = (request: FastifyRequest): number => (request.query as { id: number }).id;

/** The `paginar` query parameter of list calls (default true). */
export const paginarOf = (request: FastifyRequest): boolean =>
  (request.query as { paginar?: boolean }).paginar ?? true;
