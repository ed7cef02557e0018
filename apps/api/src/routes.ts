// Every route module of the API, registered in one place.
import type { FastifyInstance } from 'fastify';
import type { Services } from './app.js';
import { registerGeneralRoutes } from './admin/general-routes.js';
import { registerPasswordRoutes } from './admin/password-routes.js';
import { registerProfileRoutes } from './admin/profile-routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerCacheRoutes } from './cache/routes.js';
import { registerGeneralReferenceRoutes } from './general/routes.js';
import { registerCompanyRoutes } from './companies/routes.js';
import { registerExportRoutes } from './exports/routes.js';
import { registerFileRoutes } from './files/routes.js';
import { registerPlaceRoutes } from './places/routes.js';
import { registerRealtimeRoutes } from './realtime/routes.js';
import { registerUserRoutes } from './users/routes.js';
import { registerVehicleRoutes } from './vehicles/routes.js';

/** Registers the API's routes (the pipeline hooks must already be installed). */
export function registerRoutes(app: FastifyInstance, services: Services): void {
  registerAuthRoutes(app, services);
  registerPasswordRoutes(app, services);
  registerProfileRoutes(app, services);
  registerUserRoutes(app, services);
  registerGeneralRoutes(app, services);
  registerPlaceRoutes(app, services);
  registerCompanyRoutes(app, services);
  registerVehicleRoutes(app, services);
  registerGeneralReferenceRoutes(app, services);
  registerFileRoutes(app, services);
  registerCacheRoutes(app, services);
  registerRealtimeRoutes(app, services);
  registerExportRoutes(app, services);
}
