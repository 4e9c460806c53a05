import {
  QueryClient,
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiSuccess } from '@hackathon/contracts';
import { ApiError } from './errors';
import { apiRequest, type ApiRequestOptions } from './request';

const MAX_RETRIES = 2;

/** Retry only what may succeed on a second try: no answer at all, or a 5xx. Never a 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return error.code !== 'UNEXPECTED_ERROR';
  return error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // back from a dropped network what is shown may be old whatever its age: read it again
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false },
    },
  });
}

export type ApiQueryOptions<T, TSelected = T> = Omit<
  UseQueryOptions<T, ApiError, TSelected, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Passed to apiRequest (timeout, query string...). */
  request?: Omit<ApiRequestOptions, 'signal' | 'method' | 'body'>;
};

/**
 * A server read. `data` is the envelope's `data`. A null path keeps the query idle
 * (e.g. until the school code is known).
 */
export function useApiQuery<T, TSelected = T>(
  queryKey: QueryKey,
  path: string | null,
  options: ApiQueryOptions<T, TSelected> = {},
): UseQueryResult<TSelected, ApiError> {
  const { request, enabled, ...queryOptions } = options;
  return useQuery<T, ApiError, TSelected, QueryKey>({
    ...queryOptions,
    queryKey,
    enabled: path !== null && (enabled ?? true),
    queryFn: async ({ signal }) => (await apiRequest<T>(path as string, { ...request, signal })).data,
  });
}

/** What a mutation sends: a path plus apiRequest options (method defaults to POST). */
export interface ApiCall extends ApiRequestOptions {
  path: string;
}

/**
 * A server write. `build` turns the variables into the call; the result is the whole envelope
 * so screens can show the server's success message.
 */
export function useApiMutation<TData = unknown, TVariables = void>(
  build: (variables: TVariables) => ApiCall,
  options: Omit<UseMutationOptions<ApiSuccess<TData>, ApiError, TVariables>, 'mutationFn'> = {},
): UseMutationResult<ApiSuccess<TData>, ApiError, TVariables> {
  return useMutation<ApiSuccess<TData>, ApiError, TVariables>({
    ...options,
    mutationFn: (variables) => {
      const { path, ...call } = build(variables);
      return apiRequest<TData>(path, { method: 'POST', ...call });
    },
  });
}
