/** The services of product rules §7 plus our platform document, as keys of the runtime configuration. */
export const serviceKeys = [
  'auth',
  'administration',
  'coverageAreas',
  'business',
  'general',
  'users',
  'vehicles',
  'registration',
  'brandValidation',
  'platform',
] as const;

/** One service of the runtime configuration. */
export type ServiceKey = (typeof serviceKeys)[number];

/**
 * Base URL of each service: what comes before the document paths (`/api/...`, `/Connect/...`).
 * `""` means the portal's own origin.
 */
export type ServiceBaseUrls = Readonly<Record<ServiceKey, string>>;
