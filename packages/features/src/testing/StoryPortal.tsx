import { useState, type ReactNode } from 'react';
import { createI18n } from '@emplacamento/i18n';
import { I18nProvider } from '@emplacamento/i18n/react';
import { MemoryCookieDocument, documentCookieJar } from '@emplacamento/api-client';
import { ToastQueue, ToastRegion } from '@emplacamento/ui';
import { parseRuntimeConfig } from '../config/runtime-config';
import { Session } from '../session/session';
import { SessionProvider } from '../session/SessionProvider';
import { MemoryStorage } from './memory-storage';

/** A handler answering the API at the network edge (`fetch`), for stories. */
export type NetworkHandler = (request: Request) => Response | Promise<Response>;

/** A JSON response, for handlers. */
export function json(body: unknown, status = 200, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** Props of {@link StoryPortal}. */
export interface StoryPortalProps {
  /** Answers every API call of the real clients. @default 404 for everything */
  readonly network?: NetworkHandler;
  /** Cookies present before the widget renders (e.g. the logout notice). @default none */
  readonly cookies?: Readonly<Record<string, string>>;
  readonly children: ReactNode;
}

/**
 * The providers a widget needs in a story: a real `Session` (real clients, real middleware) over
 * in-memory cookies and storage, whose `fetch` is the story's network handler, the toasts and
 * pt-BR translations. Stories only; no widget imports this.
 */
export function StoryPortal({ network, cookies = {}, children }: StoryPortalProps) {
  const [setup] = useState(() => {
    const doc = new MemoryCookieDocument();
    const jar = documentCookieJar(doc);
    for (const [name, value] of Object.entries(cookies)) {
      jar.set(name, value, { maxAgeSeconds: 60, sameSite: 'Strict', secure: false, path: '/' });
    }
    const session = new Session({
      config: parseRuntimeConfig({ tenants: [{ id: 'default', nome: 'Portal Emplacamento' }] }),
      tenant: { id: 'default', nome: 'Portal Emplacamento', hosts: [], tema: null, services: null },
      storage: new MemoryStorage(),
      cookies: jar,
      fetch: async (request) => (network ? network(request) : json({}, 404)),
    });
    return { session, toasts: new ToastQueue(), i18n: createI18n('pt-BR') };
  });
  return (
    <I18nProvider instance={setup.i18n}>
      <SessionProvider session={setup.session} toasts={setup.toasts}>
        {children}
        <ToastRegion queue={setup.toasts} />
      </SessionProvider>
    </I18nProvider>
  );
}
