// Signed-in clients of a running API (tests and bench): real api-client clients over in-memory
// cookies, and the SSE realtime store over them.
import {
  MemoryCookieDocument,
  createApiClients,
  documentCookieJar,
  serviceKeys,
  settle,
  unwrap,
  type ApiClients,
  type ServiceBaseUrls,
} from '@emplacamento/api-client';
import { createSseRealtime, type RealtimeStore, type SseRealtimeOptions } from '../src';

/** Every demo user has this password (apps/api/src/seed/demo.ts). */
const demoPassword = 'Emplacamento2026';

/** A signed-in session of the test API. */
export interface TestSession {
  clients: ApiClients;
  store: RealtimeStore;
  /** How many times the clients gave up the session. */
  logouts: number;
}

/** Clients and a realtime store for the API at `base`, not signed in yet. */
export function sessionAt(
  base: string,
  tenant = 'abracaf',
  options: Partial<Omit<SseRealtimeOptions, 'clients' | 'tenant'>> = {},
): TestSession {
  const services = Object.fromEntries(serviceKeys.map((key) => [key, base])) as ServiceBaseUrls;
  const session = { logouts: 0 } as TestSession;
  const clients = createApiClients({
    services,
    tenant,
    cookies: documentCookieJar(new MemoryCookieDocument()),
    secureCookies: false,
    currentPath: () => '/',
    onLogout: () => {
      session.logouts += 1;
    },
  });
  session.clients = clients;
  session.store = createSseRealtime({ clients, tenant, baseUrl: base, ...options });
  return session;
}

/** Signs a demo user in to the API at `base` and builds its clients and realtime store. */
export async function signInAt(
  base: string,
  slug: string,
  tenant = 'abracaf',
  options: Partial<Omit<SseRealtimeOptions, 'clients' | 'tenant'>> = {},
): Promise<TestSession> {
  const session = sessionAt(base, tenant, options);
  const login = `${slug}@${tenant === 'default' ? 'emplacamento' : tenant}.demo`;
  const tokens = unwrap(
    await settle(
      session.clients.auth.POST('/Connect/Token', { body: { login, senha: demoPassword } }),
    ),
  );
  session.clients.tokens.write(tokens);
  return session;
}
