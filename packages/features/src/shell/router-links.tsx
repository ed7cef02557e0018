import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { RouterProvider as AriaRouterProvider } from '@emplacamento/ui';

/**
 * React-aria's links and rows navigate through react-router (client-side, with the router's
 * hrefs): the portal's root and the stories' router both wrap their routes in it.
 */
export function RouterLinks({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to: string) => void navigate(to)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
