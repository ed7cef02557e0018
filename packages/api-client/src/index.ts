/**
 * Typed clients of the Emplacamento services. The types are generated from openapi/ into
 * src/generated/ (`pnpm generate`); each service has its own `paths`/`components` namespace.
 */
export type * as AuthApi from './generated/auth';
export type * as AdministrationApi from './generated/administration';
export type * as UsersApi from './generated/users';
