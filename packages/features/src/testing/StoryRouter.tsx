import { useState, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from '@emplacamento/ui';
import {
  RouterProvider,
  createMemoryRouter,
  useHref,
  useNavigate,
  type RouteObject,
} from 'react-router';

/** React-aria's links and rows navigate through the router, as the portal's root has them. */
function AriaRouter({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to: string) => void navigate(to)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}

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
    createMemoryRouter([{ path: '*', element: <AriaRouter>{children}</AriaRouter> }, ...routes], {
      initialEntries: [initialPath],
    }),
  );
  return <RouterProvider router={router} />;
}
