import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createI18n, detectStoredLanguage } from '@emplacamento/i18n';
import {
  PreferencesProvider,
  Session,
  SessionProvider,
  createQueryClient,
  loadRuntimeConfig,
  embeddedRuntimeConfig,
  TenantLogo,
  tenantForHost,
  themeOf,
} from '@emplacamento/features';
import { ToastQueue, ToastRegion } from '@emplacamento/ui';
import { createPortalRouter } from './router';
import { StartupError } from './StartupError';

async function start(root: HTMLElement): Promise<void> {
  const i18n = createI18n(detectStoredLanguage(localStorage));
  document.documentElement.lang = i18n.language;
  const view = createRoot(root);
  let config;
  try {
    config = embeddedRuntimeConfig(document) ?? (await loadRuntimeConfig());
  } catch (error) {
    console.error(error);
    view.render(<StartupError i18n={i18n} />);
    return;
  }
  const tenant = tenantForHost(config, window.location.hostname);
  const session = new Session({
    config,
    tenant,
    storage: localStorage,
    language: () => i18n.language,
  });
  // §4 cache purge: stale stored data is dropped and the page starts again from clean.
  if (session.purgeCacheIfNeeded()) {
    window.location.reload();
    return;
  }
  const router = createPortalRouter(session);
  const loginAgain = ({ redirectTo }: { redirectTo: string }) =>
    void router.navigate(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { replace: true });
  session.onExpired = loginAgain;
  session.watchLogoutCookie(() => window.location.pathname + window.location.search);
  const toasts = new ToastQueue();
  view.render(
    <StrictMode>
      <SessionProvider session={session} toasts={toasts} queryClient={createQueryClient()}>
        <PreferencesProvider
          i18n={i18n}
          tenant={themeOf(tenant)}
          {...(tenant.corPrimaria ? { brandColor: tenant.corPrimaria } : {})}
          logo={<TenantLogo tenant={tenant} />}
        >
          <RouterProvider router={router} />
          <ToastRegion
            queue={toasts}
            label={i18n.t('notifications.title')}
            closeLabel={i18n.t('actions.close')}
          />
        </PreferencesProvider>
      </SessionProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
