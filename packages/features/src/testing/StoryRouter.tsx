import { useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';

/** Props of {@link StoryRouter}. */
export interface StoryRouterProps {
  /** The address the story opens at (path and query). */
  readonly initialPath: string;
  readonly children: ReactNode;
}

/**
 * A data router in memory around a widget, as the portal's router gives it: the address's query
 * (list state), navigation and the unsaved-changes blocker all work. Stories only.
 */
export function StoryRouter({ initialPath, children }: StoryRouterProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: [initialPath] }),
  );
  return <RouterProvider router={router} />;
}
