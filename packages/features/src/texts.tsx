import { createContext, useContext, type ReactNode } from 'react';
import type { SignInMessageKey } from './auth/SignInCard/messages';

/** Looks a message of the sign-in page up by its key in the locale files. */
export type Translate = (key: SignInMessageKey) => string;

const TextsContext = createContext<Translate | null>(null);

/** Props of {@link TextsProvider}. */
export interface TextsProviderProps {
  readonly t: Translate;
  readonly children: ReactNode;
}

/**
 * The translation function of widgets that must not need i18next: the sign-in page's own entry
 * gives a small translator of the same locale files (ADR 0216), the app gives i18next's `t`.
 */
export function TextsProvider({ t, children }: TextsProviderProps) {
  return <TextsContext.Provider value={t}>{children}</TextsContext.Provider>;
}

/** The translation function of the nearest {@link TextsProvider}. */
export function useTexts(): Translate {
  const t = useContext(TextsContext);
  if (t === null) throw new Error('TextsProvider is missing above this widget.');
  return t;
}
