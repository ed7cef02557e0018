import { useState, type ReactNode } from 'react';
import { createI18n, type Language } from '@emplacamento/i18n';
import { I18nProvider } from '@emplacamento/i18n/react';
import {
  MemoryCookieDocument,
  createTokenStore,
  documentCookieJar,
  type UsersApi,
} from '@emplacamento/api-client';
import { ToastQueue, ToastRegion, type Skin } from '@emplacamento/ui';
import { parseRuntimeConfig } from '../config/runtime-config';
import { Session, storageKeys } from '../session/session';
import { PreferencesProvider, preferenceKeys, type MenuLayout } from '../shell/preferences';
import { tokens } from './api-fixtures';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from '../data/query-client';
import { MemoryStorage } from './memory-storage';

/** Props of {@link StoryPortal}. */
export interface StoryPortalProps {
  /** Cookies present before the widget renders (e.g. the logout notice). @default none */
  readonly cookies?: Readonly<Record<string, string>>;
  /** Signs this user in before the first render (tokens in cookies, user in storage). */
  readonly user?: UsersApi.components['schemas']['UsuarioLogado'];
  /**
   * Wraps the widget in the real `PreferencesProvider` (menu shell, switchers), starting from
   * this skin and menu layout. @default no preferences provider
   */
  readonly preferences?: { readonly skin: Skin; readonly layout?: MenuLayout };
  /** The tenant's EMP_ASSOCIACAO_GRUPO_ECONOMICO, as if loaded at sign-in. @default not loaded */
  readonly economicGroupParameter?: string;
  /** The reader's language. @default 'pt-BR' */
  readonly language?: Language;
  readonly children: ReactNode;
}

/**
 * The providers a widget needs in a story: a real `Session` (real clients, real middleware) over
 * in-memory cookies and storage, the toasts and the translations (pt-BR unless told). The API is answered by the
 * story's msw handlers (`parameters.msw`) at the network edge. Stories only; no widget imports this.
 */
export function StoryPortal({
  cookies = {},
  user,
  preferences,
  economicGroupParameter,
  language = 'pt-BR',
  children,
}: StoryPortalProps) {
  const [setup] = useState(() => {
    const doc = new MemoryCookieDocument();
    const jar = documentCookieJar(doc);
    for (const [name, value] of Object.entries(cookies)) {
      jar.set(name, value, { maxAgeSeconds: 60, sameSite: 'Strict', secure: false, path: '/' });
    }
    const storage = new MemoryStorage();
    if (user) {
      createTokenStore(jar, { secure: false }).write(tokens());
      storage.setItem(storageKeys.user, JSON.stringify(user));
    }
    if (economicGroupParameter !== undefined) {
      storage.setItem(storageKeys.economicGroupParameter, economicGroupParameter);
    }
    if (preferences) {
      storage.setItem(preferenceKeys.skin, preferences.skin);
      storage.setItem(preferenceKeys.layout, preferences.layout ?? 'vertical');
    }
    const session = new Session({
      config: parseRuntimeConfig({ tenants: [{ id: 'default', nome: 'Portal Emplacamento' }] }),
      tenant: {
        id: 'default',
        nome: 'Portal Emplacamento',
        hosts: [],
        tema: null,
        corPrimaria: null,
        logo: null,
        services: null,
        realtime: { provider: 'sse' },
      },
      storage,
      cookies: jar,
    });
    // A cache per story, so no story sees another's answers; retries wait for nothing, so an
    // error state shows as soon as the handlers have refused every try.
    const queryClient = createQueryClient({ retryDelay: () => 0 });
    return { session, storage, queryClient, toasts: new ToastQueue(), i18n: createI18n(language) };
  });
  const content = (
    <SessionProvider session={setup.session} toasts={setup.toasts} queryClient={setup.queryClient}>
      {children}
      <ToastRegion queue={setup.toasts} />
    </SessionProvider>
  );
  return preferences ? (
    <PreferencesProvider i18n={setup.i18n} tenant="default" storage={setup.storage}>
      {content}
    </PreferencesProvider>
  ) : (
    <I18nProvider instance={setup.i18n}>{content}</I18nProvider>
  );
}
