import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ToastQueue } from '@emplacamento/ui';
import { createQueryClient } from '../data/query-client';
import type { Session, SessionState } from './session';

interface PortalContextValue {
  readonly session: Session;
  readonly toasts: ToastQueue;
}

const PortalContext = createContext<PortalContextValue | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The one session of the app (or of a story, over Mock Service Worker). */
  readonly session: Session;
  /** The toast queue the app's ToastRegion shows. */
  readonly toasts: ToastQueue;
  /** The data layer's cache (TanStack Query). @default a new client with the portal's policy */
  readonly queryClient?: QueryClient;
  readonly children: ReactNode;
}

/**
 * Gives widgets the session (API clients, logged user), the toast queue and the data layer
 * (TanStack Query). The cache is emptied whenever the signed-in user changes, so nothing one user
 * read is shown to the next on the same browser.
 */
export function SessionProvider({ session, toasts, queryClient, children }: SessionProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const userId = useSyncExternalStore(
    session.subscribe,
    () => session.getState().user?.id ?? null,
    () => session.getState().user?.id ?? null,
  );
  const [cachedFor, setCachedFor] = useState(userId);
  useEffect(() => {
    if (userId === cachedFor) return;
    client.clear();
    setCachedFor(userId);
  }, [client, userId, cachedFor]);
  return (
    <QueryClientProvider client={client}>
      <PortalContext.Provider value={{ session, toasts }}>{children}</PortalContext.Provider>
    </QueryClientProvider>
  );
}

function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (value === null) throw new Error('SessionProvider is missing above this widget.');
  return value;
}

/** The session object (clients, login, logout). */
export function useSession(): Session {
  return usePortal().session;
}

/** The session's current state; re-renders when the user signs in or out. */
export function useSessionState(): SessionState {
  const { session } = usePortal();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** The app's toast queue. */
export function useToasts(): ToastQueue {
  return usePortal().toasts;
}
