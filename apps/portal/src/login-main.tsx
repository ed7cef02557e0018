// The sign-in page's own entry (login.html, served by the API for /login; ADR 0216). It shows the
// app's sign-in card with the tenant's branding, skin and language, and loads none of what only
// the signed-in app needs: no router, data layer, i18next, abilities, shell or realtime. Whatever
// the card does not handle is handed to the app's own entry (main.tsx) on the same page, which
// does it as before: a user already signed in (the router's guard sends them on, or back to a
// client system with a single sign-on code), social login, the cache purge's reload, a missing
// configuration. After signing in, the next page is a full navigation.
// (Not `import('./main')`: an entry that another entry imports on demand makes Vite turn
// index.html into a list of every chunk as a script.)
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { safeRedirectTarget } from '@emplacamento/access';
import type { ApiClients } from '@emplacamento/api-client';
import { detectStoredLanguage, type Language } from '@emplacamento/i18n';
import {
  SignInCard,
  SignInPreferences,
  TenantLogo,
  TextsProvider,
  embeddedRuntimeConfig,
  loginQuery,
  markSignInArrival,
  preferenceKeys,
  purgeStoredSession,
  signIn,
  signedInUser,
  storedSkin,
  tenantClients,
  tenantForHost,
  themeOf,
  writePreference,
  type Translate,
} from '@emplacamento/features/sign-in';
import { FullLayout, Stack, UiProvider, type Skin } from '@emplacamento/ui/basics';
import ptBR from 'virtual:sign-in-messages/pt-BR';

type Messages = Readonly<Record<string, string>>;
type TenantConfig = ReturnType<typeof tenantForHost>;

const otherLanguages: Record<Exclude<Language, 'pt-BR'>, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:sign-in-messages/en'),
  fr: () => import('virtual:sign-in-messages/fr'),
  de: () => import('virtual:sign-in-messages/de'),
};

/** The sign-in page's messages of a language; pt-BR (in the entry) when its chunk fails. */
async function messagesOf(language: Language): Promise<Messages> {
  if (language === 'pt-BR') return ptBR;
  try {
    return (await otherLanguages[language]()).default;
  } catch (error) {
    console.error(error);
    return ptBR;
  }
}

/** The app's entry files, which the build lists in the page (scripts/sign-in-entry.ts). */
interface AppFiles {
  readonly scripts: readonly string[];
  readonly preloads: readonly string[];
  readonly styles: readonly string[];
}

function appFiles(): AppFiles {
  const listed = document.getElementById('app-files')?.textContent;
  return listed ? (JSON.parse(listed) as AppFiles) : { scripts: [], preloads: [], styles: [] };
}

function addLink(rel: string, href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  // As the app's own tags ask for them, so one cached answer serves both.
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Asks the browser to fetch the app's entry files while the user types: they are in the cache
 * when the first screen after signing in asks for them. Not before the user acts, so the sign-in
 * page's own load stays what it is.
 */
function prefetchAppOnFirstInput(): void {
  const { scripts, preloads, styles } = appFiles();
  const prefetch = () => {
    for (const href of [...scripts, ...preloads, ...styles]) addLink('prefetch', href);
  };
  document.addEventListener('focusin', prefetch, { once: true });
}

/**
 * Hands the page to the app: its entry starts on this same page and address, with the tags
 * index.html would have (the style sheets first, so the app never shows unstyled).
 */
function startApp(): void {
  const { scripts, preloads, styles } = appFiles();
  for (const href of preloads) addLink('modulepreload', href);
  for (const href of styles) addLink('stylesheet', href);
  for (const src of scripts) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = src;
    document.head.append(script);
  }
}

/** Where the user goes after signing in, and whether it is a page of the app. */
function nextPage(query: URLSearchParams): { url: string; inApp: boolean } {
  // Single sign-on: this same address again, now signed in; the app's guard sends the user back
  // to the client system with a code, as it does for anyone signed in who opens it.
  if (query.get(loginQuery.clientId) && query.get(loginQuery.redirectUri))
    return { url: window.location.pathname + window.location.search, inApp: false };
  return { url: safeRedirectTarget(query.get(loginQuery.redirectTo)) ?? '/', inApp: true };
}

interface SignInPageProps {
  readonly tenant: TenantConfig;
  readonly clients: ApiClients;
  readonly language: Language;
  readonly messages: Messages;
  readonly onLanguage: (language: Language) => void;
}

/** The sign-in page as the app's router frames it: the full layout, the card, the switchers. */
function SignInPage({ tenant, clients, language, messages, onLanguage }: SignInPageProps) {
  const [skin, setSkinState] = useState<Skin>(() => storedSkin(localStorage));
  const [notice] = useState(() => clients.tokens.takeLogoutNotice());
  const t = useCallback<Translate>((key) => messages[key] ?? key, [messages]);
  const title = t('routes.auth-login');

  useEffect(() => {
    document.title = `${title} · ${tenant.nome}`;
  }, [title, tenant.nome]);

  const onSignIn = async (email: string, password: string) => {
    const result = await signIn({ clients, storage: localStorage }, email, password);
    if ('kind' in result) return result;
    const next = nextPage(new URLSearchParams(window.location.search));
    // The app's first page then takes the focus, as after an in-app navigation.
    if (next.inApp) markSignInArrival();
    window.location.assign(next.url);
    return undefined;
  };

  return (
    <UiProvider
      tenant={themeOf(tenant)}
      skin={skin}
      locale={language}
      logo={<TenantLogo tenant={tenant} />}
      {...(tenant.corPrimaria ? { brandColor: tenant.corPrimaria } : {})}
    >
      <TextsProvider t={t}>
        <FullLayout>
          <Stack gap="6">
            <SignInCard notice={notice} onSignIn={onSignIn} />
            <SignInPreferences
              language={language}
              onLanguage={onLanguage}
              skin={skin}
              onSkin={(next) => {
                writePreference(localStorage, preferenceKeys.skin, next);
                setSkinState(next);
              }}
            />
          </Stack>
        </FullLayout>
      </TextsProvider>
    </UiProvider>
  );
}

async function start(root: HTMLElement): Promise<void> {
  let config;
  try {
    config = embeddedRuntimeConfig(document);
  } catch (error) {
    console.error(error);
  }
  // Without the configuration in the page (the dev server's) the app fetches it, or shows its
  // start-up error.
  if (config === undefined) {
    startApp();
    return;
  }
  const tenant = tenantForHost(config, window.location.hostname);
  let language = detectStoredLanguage(localStorage);
  const clients = tenantClients(config, tenant, { language: () => language });
  const context = { clients, storage: localStorage };
  // §4 cache purge: stale stored data is dropped and the page starts again from clean.
  if (purgeStoredSession(context)) {
    window.location.reload();
    return;
  }
  const query = new URLSearchParams(window.location.search);
  if (signedInUser(context) !== null || query.get(loginQuery.socialLogin) !== null) {
    startApp();
    return;
  }

  const view = createRoot(root);
  const show = (messages: Messages) => {
    document.documentElement.lang = language;
    view.render(
      <StrictMode>
        <SignInPage
          tenant={tenant}
          clients={clients}
          language={language}
          messages={messages}
          onLanguage={(next) => {
            writePreference(localStorage, preferenceKeys.language, next);
            // Switched once the language's messages are in, as the app does.
            void messagesOf(next).then((nextMessages) => {
              language = next;
              show(nextMessages);
            });
          }}
        />
      </StrictMode>,
    );
  };
  show(await messagesOf(language));
  prefetchAppOnFirstInput();
}

const root = document.getElementById('root');
if (root) void start(root);
