import { useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { RouterLinks } from '../shell/router-links';

/** Props of {@link StoryRouter}. */
export interface StoryRouterProps {
  /** The address the story opens at (path and query). */
  readonly initialPath: string;
  readonly children: ReactNode;
  /** Other routes beside the widget's (which answers every other path). @default none */
  readonly routes?: readonly RouteObject[];
}

/**
 * A data router in memory around a widget, as the portal's router gives it: the address's query
 * (list state), navigation and the unsaved-changes blocker all work. Stories only.
 */
export function StoryRouter({ initialPath, children, routes = [] }: StoryRouterProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <RouterLinks>{children}</RouterLinks> }, ...routes], {
      initialEntries: [initialPath],
    }),
  );
  return <RouterProvider router={router} />;
}
