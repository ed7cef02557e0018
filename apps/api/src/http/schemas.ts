// The contract's named schemas as TypeScript types, from the files generated from openapi/: a
// service or repository names the shape it takes or gives (`Schema<'business', 'GrupoEmpresaDados'>`)
// instead of restating it by hand, so a change of the contract shows up as a type error.
import type { components as Administration } from '../generated/administration.js';
import type { components as Auth } from '../generated/auth.js';
import type { components as Business } from '../generated/business.js';
import type { components as CoverageAreas } from '../generated/coverage-areas.js';
import type { components as General } from '../generated/general.js';
import type { components as Platform } from '../generated/platform.js';
import type { components as Users } from '../generated/users.js';
import type { components as Vehicles } from '../generated/vehicles.js';

interface Documents {
  administration: Administration['schemas'];
  auth: Auth['schemas'];
  business: Business['schemas'];
  coverageAreas: CoverageAreas['schemas'];
  general: General['schemas'];
  platform: Platform['schemas'];
  users: Users['schemas'];
  vehicles: Vehicles['schemas'];
}

/** A named schema of one service document. */
export type Schema<D extends keyof Documents, N extends keyof Documents[D]> = Documents[D][N];
