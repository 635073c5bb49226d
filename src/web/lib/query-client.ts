import { QueryClient } from '@tanstack/react-query';

/** SPEC §7 defaults: never retried, never refetched on focus, never stale unless told. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
