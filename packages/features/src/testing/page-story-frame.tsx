// The frame of the stories of a whole page: the story user signed in, a query client of the
// story's own (nothing cached between stories, no silent retries) and the page's padding.
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loggedUser } from './api-fixtures';
import { StoryPortal } from './StoryPortal';

function Queries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The decorator of a page's stories. */
export const pageStoryFrame = (Story: () => ReactNode) => (
  <StoryPortal user={loggedUser()}>
    <Queries>
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </Queries>
  </StoryPortal>
);
