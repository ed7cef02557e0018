// Every route module of the API, registered in one place.
import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';
import { registerAdminRoutes } from './admin/routes.js';
import { registerAnalyticsRoutes } from './analytics/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerBillingRoutes } from './billing/routes.js';
import { registerBrandValidationRoutes } from './brand-validation/routes.js';
import { registerCacheRoutes } from './cache/routes.js';
import { registerGeneralReferenceRoutes } from './general/routes.js';
import { registerCompanyRoutes } from './companies/routes.js';
import { registerExportRoutes } from './exports/routes.js';
import { registerFileRoutes } from './files/routes.js';
import { registerPlaceRoutes } from './places/routes.js';
import { registerFirebaseRoutes } from './realtime/firebase-routes.js';
import { registerRealtimeRoutes } from './realtime/routes.js';
import { registerRegistrationRoutes } from './registrations/routes.js';
import { registerReportRoutes } from './reports/routes.js';
import { registerUserRoutes } from './users/routes.js';
import { registerVehicleRoutes } from './vehicles/routes.js';
import { registerViewRoutes } from './views/routes.js';

/** Registers the API's routes (the pipeline hooks must already be installed). */
export function registerRoutes(app: FastifyInstance, services: Services): void {
  registerAuthRoutes(app, services);
  registerAdminRoutes(app, services);
  registerUserRoutes(app, services);
  registerPlaceRoutes(app, services);
  registerCompanyRoutes(app, services);
  registerVehicleRoutes(app, services);
  registerGeneralReferenceRoutes(app, services);
  registerFileRoutes(app, services);
  registerCacheRoutes(app, services);
  registerRealtimeRoutes(app, services);
  registerExportRoutes(app, services);
  registerFirebaseRoutes(app, services);
  registerRegistrationRoutes(app, services);
  registerBillingRoutes(app, services);
  registerAnalyticsRoutes(app, services);
  registerReportRoutes(app, services);
  registerViewRoutes(app, services);
  registerBrandValidationRoutes(app, services);
}
