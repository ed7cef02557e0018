import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ToastQueue } from '@emplacamento/ui';
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
  readonly children: ReactNode;
}

/** Gives widgets the session (API clients, logged user) and the toast queue. */
export function SessionProvider({ session, toasts, children }: SessionProviderProps) {
  return <PortalContext.Provider value={{ session, toasts }}>{children}</PortalContext.Provider>;
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
