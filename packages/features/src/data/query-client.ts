// The one data layer of the portal: every widget reads and writes through TanStack Query over the
// typed clients. One policy for the whole app: a read is retried only when trying again can help
// (no answer, a time-out, a 5xx), never on a 4xx (the same request gets the same refusal) and never
// after the caller cancelled; writes are never retried (a POST that timed out may have happened).
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@emplacamento/api-client';

/** How many times a read is tried again after its first failure. */
export const READ_RETRIES = 2;

/** Whether a failed read may be tried again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const failure = error.error;
  switch (failure.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'problem':
    case 'http':
      return failure.status >= 500 && failure.status !== 501;
    case 'aborted':
      return false;
  }
}

/** Options of {@link createQueryClient}. */
export interface QueryClientOptions {
  /** Wait before the n-th retry of a read, in ms. @default exponential, 500 ms to 4 s */
  readonly retryDelay?: (attempt: number) => number;
}

/** The portal's query client with the retry policy above; one per app (or per story). */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < READ_RETRIES && isRetryable(error),
        retryDelay: options.retryDelay ?? ((attempt) => Math.min(500 * 2 ** attempt, 4000)),
        // Lists and forms are edited by several staff members: a screen opened again refetches,
        // but moving between tabs of one screen within half a minute does not.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
