/**
 * Typed clients of the Emplacamento services. The types are generated from openapi/ into
 * src/generated/ (`pnpm generate`); each service has its own `paths`/`components` namespace.
 */
export type * as AuthApi from './generated/auth';
export type * as AdministrationApi from './generated/administration';
export type * as CoverageAreasApi from './generated/coverageAreas';
export type * as BusinessApi from './generated/business';
export type * as GeneralApi from './generated/general';
export type * as UsersApi from './generated/users';
export type * as VehiclesApi from './generated/vehicles';
export type * as RegistrationApi from './generated/registration';
export type * as BrandValidationApi from './generated/brandValidation';
export type * as PlatformApi from './generated/platform';
