import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesOwnErrors`: the screen shows this call's failure itself, so the global dialog stays quiet. */
    queryMeta: { handlesOwnErrors?: boolean };
    mutationMeta: { handlesOwnErrors?: boolean };
  }
}

/** A client error (bad input, not found, not allowed) will not change on a second try; a network or server hiccup may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < 1;
}

/** Every failed query or mutation reaches `onError` (SPEC §8's dialog) unless it handles its own errors. */
export function createAppQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesOwnErrors) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesOwnErrors) onError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
