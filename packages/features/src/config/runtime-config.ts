import type { ServiceBaseUrls, ServiceKey } from '@emplacamento/api-client';
import { tenants, type TenantTheme } from '@emplacamento/ui/basics';

/** A tenant as `/config.json` lists it. */
export interface TenantConfig {
  /** The `Domain` header value. */
  readonly id: string;
  /** Display name (the page title and the text logo). */
  readonly nome: string;
  /** Host names that pick this tenant. */
  readonly hosts: readonly string[];
  /** The design-system theme the tenant asks for (`tema`), if any. */
  readonly tema: string | null;
  /** The brand colour (`cores.primaria`, `#rrggbb`); the theme's shades are derived from it. */
  readonly corPrimaria: string | null;
  /** Address of the tenant's logo (SVG), if the configuration gives one. */
  readonly logo: string | null;
  /** Service base URLs of this tenant, over the file's top-level ones. */
  readonly services: ServiceBaseUrls | null;
  /** Where the tenant's realtime collections live (the API's SSE unless the file says Firestore). */
  readonly realtime: TenantRealtime;
  /** Base of the tenant's report pages over the file's top-level one (a legacy report server). */
  readonly reportsBaseUrl?: string | null;
}

/** The web configuration of a tenant's Firebase app (never a secret: browsers receive it). */
export interface FirebaseWebConfig {
  readonly projectId: string;
  readonly apiKey: string;
  readonly appId?: string;
  readonly authDomain?: string;
  /** Local emulators (development and tests): Firestore `host:port`, Auth URL. */
  readonly emulators?: { readonly firestore: string; readonly auth: string };
}

/** The realtime provider of a tenant. */
export type TenantRealtime =
  | { readonly provider: 'sse' }
  | { readonly provider: 'firestore'; readonly firestore: FirebaseWebConfig };

/** The portal's runtime configuration (one build serves every tenant). */
export interface RuntimeConfig {
  readonly defaultTenant: string;
  readonly tenants: readonly TenantConfig[];
  readonly services: ServiceBaseUrls;
  readonly reportsBaseUrl: string;
  readonly languages: readonly string[];
}

// The API's /config.json names services in Portuguese (its own vocabulary); the client keys are
// English. Either spelling is accepted so the file can be written by hand in both.
const serviceAliases: Readonly<Record<ServiceKey, readonly string[]>> = {
  auth: ['auth'],
  administration: ['administration', 'administracao'],
  coverageAreas: ['coverageAreas', 'areasAbrangencia'],
  business: ['business', 'gerenciarEmpresas'],
  general: ['general', 'geral'],
  users: ['users', 'usuarios'],
  vehicles: ['vehicles', 'veiculos'],
  registration: ['registration', 'emplacamento'],
  brandValidation: ['brandValidation', 'validacaoMarca'],
  platform: ['platform'],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

function parseServices(value: unknown): ServiceBaseUrls {
  const services = isRecord(value) ? value : {};
  return Object.fromEntries(
    Object.entries(serviceAliases).map(([key, aliases]) => {
      const found = aliases.map((alias) => services[alias]).find((url) => typeof url === 'string');
      return [key, typeof found === 'string' ? found.replace(/\/+$/, '') : ''];
    }),
  ) as Record<ServiceKey, string>;
}

/** Firestore only with a usable web configuration; anything else is the API's SSE. */
function parseRealtime(value: unknown): TenantRealtime {
  if (!isRecord(value) || value.provider !== 'firestore' || !isRecord(value.firestore))
    return { provider: 'sse' };
  const { projectId, apiKey, appId, authDomain, emulators } = value.firestore;
  if (typeof projectId !== 'string' || typeof apiKey !== 'string') return { provider: 'sse' };
  const local =
    isRecord(emulators) &&
    typeof emulators.firestore === 'string' &&
    typeof emulators.auth === 'string'
      ? { emulators: { firestore: emulators.firestore, auth: emulators.auth } }
      : {};
  return {
    provider: 'firestore',
    firestore: {
      projectId,
      apiKey,
      ...(typeof appId === 'string' ? { appId } : {}),
      ...(typeof authDomain === 'string' ? { authDomain } : {}),
      ...local,
    },
  };
}

function parseTenant(value: unknown): TenantConfig | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return null;
  return {
    id: value.id,
    nome: stringOr(value.nome, value.id),
    hosts: Array.isArray(value.hosts)
      ? value.hosts.filter((host): host is string => typeof host === 'string')
      : [],
    tema: typeof value.tema === 'string' ? value.tema : null,
    corPrimaria:
      isRecord(value.cores) &&
      typeof value.cores.primaria === 'string' &&
      /^#[0-9a-f]{6}$/i.test(value.cores.primaria)
        ? value.cores.primaria
        : null,
    logo: typeof value.logo === 'string' && value.logo !== '' ? value.logo : null,
    services: isRecord(value.services) ? parseServices(value.services) : null,
    realtime: parseRealtime(value.realtime),
    reportsBaseUrl: typeof value.reportsBaseUrl === 'string' ? value.reportsBaseUrl : null,
  };
}

/**
 * Reads `/config.json` defensively: a missing service is the same origin (`""`), a malformed
 * tenant is dropped, and the default tenant always exists, so a half-written file still starts
 * the portal instead of a blank page.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const source = isRecord(value) ? value : {};
  const defaultTenant = stringOr(source.defaultTenant, 'default');
  const parsed = (Array.isArray(source.tenants) ? source.tenants : [])
    .map(parseTenant)
    .filter((tenant): tenant is TenantConfig => tenant !== null);
  const withDefault = parsed.some((tenant) => tenant.id === defaultTenant)
    ? parsed
    : [
        ...parsed,
        {
          id: defaultTenant,
          nome: 'Emplacamento',
          hosts: [],
          tema: null,
          corPrimaria: null,
          logo: null,
          services: null,
          realtime: { provider: 'sse' as const },
        },
      ];
  return {
    defaultTenant,
    tenants: withDefault,
    services: parseServices(source.services),
    reportsBaseUrl: stringOr(source.reportsBaseUrl, ''),
    languages: Array.isArray(source.languages)
      ? source.languages.filter((language): language is string => typeof language === 'string')
      : [],
  };
}

/**
 * The tenant of a host name: an exact host of a tenant, else the first label of the host as a
 * tenant id (`abracaf.localhost`, `abracaf.example.com.br`), else the default tenant.
 */
export function tenantForHost(config: RuntimeConfig, hostname: string): TenantConfig {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const exact = config.tenants.find((tenant) =>
    tenant.hosts.some((candidate) => candidate.toLowerCase() === host),
  );
  if (exact) return exact;
  const label = host.split('.')[0] ?? '';
  const byLabel = config.tenants.find((tenant) => tenant.id.toLowerCase() === label);
  if (byLabel && host.includes('.')) return byLabel;
  const fallback = config.tenants.find((tenant) => tenant.id === config.defaultTenant);
  // parseRuntimeConfig guarantees the default tenant exists.
  return fallback ?? (config.tenants[0] as TenantConfig);
}

/** The design-system theme of a tenant (tenants without one use the default theme). */
export function themeOf(tenant: TenantConfig): TenantTheme {
  const wanted = tenant.tema ?? tenant.id;
  return (tenants as readonly string[]).includes(wanted) ? (wanted as TenantTheme) : 'default';
}

/** The service base URLs a tenant uses: its own when the file gives them, else the shared ones. */
export function servicesOf(config: RuntimeConfig, tenant: TenantConfig): ServiceBaseUrls {
  return tenant.services ?? config.services;
}

/** Where a tenant's report pages are served ("" = the portal's own origin). */
export function reportsBaseUrlOf(config: RuntimeConfig, tenant: TenantConfig): string {
  return tenant.reportsBaseUrl ?? config.reportsBaseUrl;
}

/**
 * Whether a tenant's report pages come from another origin than the portal's (`origin`): only
 * then does a report route frame them; the portal's own reports render in the route.
 */
export function reportsServedElsewhere(reportsBaseUrl: string, origin: string): boolean {
  if (reportsBaseUrl === '') return false;
  try {
    return new URL(reportsBaseUrl, origin).origin !== origin;
  } catch {
    return true;
  }
}

/** The short name of a tenant for the logo (`ABRACAF — Associação …` → `ABRACAF`). */
export function shortNameOf(tenant: TenantConfig): string {
  return tenant.nome.split(/\s+[—–-]\s+/)[0] ?? tenant.nome;
}

/**
 * The configuration the API wrote into the page (a JSON script element `#runtime-config`), which
 * spares the start a round trip; undefined when the page has none (the dev server's page), and an
 * error like {@link loadRuntimeConfig}'s when it is not a valid configuration.
 */
export function embeddedRuntimeConfig(
  page: Pick<Document, 'getElementById'>,
): RuntimeConfig | undefined {
  const text = page.getElementById('runtime-config')?.textContent;
  return text ? parseRuntimeConfig(JSON.parse(text)) : undefined;
}

/** Fetches and parses `/config.json`; a failure is the caller's error page. */
export async function loadRuntimeConfig(
  fetcher: (input: string, init?: RequestInit) => Promise<Response> = (input, init) =>
    fetch(input, init),
): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
