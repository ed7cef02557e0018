import { lazy, type ComponentType } from 'react';
import type { AppShellProps } from '@emplacamento/features';
import { withChunkTimeout } from './lazy-page';

let loaded: ComponentType<AppShellProps> | null = null;

/**
 * Fetches the menu shell's chunk (once). The router awaits it with the chunk of any route shown
 * in the shell, so the page and its frame appear together and the focus can move to the page's
 * heading on arrival.
 */
export function loadShell(): Promise<ComponentType<AppShellProps>> {
  return withChunkTimeout(() => import('./Shell')).then((module) => {
    loaded = module.default;
    return loaded;
  });
}

const LazyShell = lazy(() => loadShell().then((component) => ({ default: component })));

/** The shell to render: the loaded component, or a lazy one that suspends until it arrives. */
export function shellComponent(): ComponentType<AppShellProps> {
  return loaded ?? LazyShell;
}
