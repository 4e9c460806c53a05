import {
  useMutation,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { endpointKey, type AnyEndpoint, type ApiSuccess, type Endpoint, type EndpointResponse } from '@hackathon/contracts';
import type { ApiError } from './errors';
import type { ApiQueryOptions } from './query';
import { apiRequest, buildUrl, type ApiRequestOptions, type QueryParams } from './request';

/**
 * What a call adds to an endpoint's declaration: its path parameters, and its body and query
 * where the declaration has them (typed by it), plus request options.
 */
export type EndpointCall<TBody, TParams extends unknown[], TQuery = void> = Omit<ApiRequestOptions, 'method' | 'body' | 'query'> &
  (TParams extends [] ? { params?: [] } : { params: TParams }) &
  ([TBody] extends [void] ? { body?: undefined } : { body: TBody }) &
  QueryPart<TQuery>;

/** No query where none is declared; a helper over several declarations (`ReadEndpoint`, any query) takes any. */
type QueryPart<TQuery> = 0 extends 1 & TQuery ? { query?: QueryParams } : [TQuery] extends [void] ? { query?: undefined } : { query?: TQuery };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDeclaration<TResponse, TBody, TParams extends unknown[], TQuery> = Endpoint<TResponse, TBody, TParams, TQuery, any>;

/** Calls an endpoint through its declaration; the whole envelope comes back, typed by it. */
export function callEndpoint<TResponse, TBody, TParams extends unknown[], TQuery>(
  endpoint: AnyDeclaration<TResponse, TBody, TParams, TQuery>,
  call: NoInfer<EndpointCall<TBody, TParams, TQuery>>,
): Promise<ApiSuccess<TResponse>> {
  const { params, body, query, ...options } = call as EndpointCall<unknown, TParams, QueryParams> & { body?: unknown };
  return apiRequest<TResponse>(endpoint.path(...((params ?? []) as TParams)), { ...options, query, method: endpoint.method, body });
}

/** The URL of a declared endpoint (a file to link to, a frame's src, an upload's target). */
export function endpointUrl<TParams extends unknown[], TQuery>(
  endpoint: AnyDeclaration<unknown, unknown, TParams, TQuery>,
  params: TParams,
  query?: TQuery & QueryParams,
): string {
  return buildUrl(endpoint.path(...params), query);
}

/**
 * A server read through its declaration. `call: null` keeps the query idle (e.g. until a code is
 * known). The query key is derived from the declaration, `endpointKey(E, params, query)` with the
 * query that is sent, unless one is given. `caller` goes into the key and is never sent: for a read
 * the server answers by the caller's token rather than by its path (a team's own record, a region
 * admin's scope), since a 401 drops the session without clearing the cache, and the next person
 * signing in on that tab must not see the previous one's answer.
 */
export function useEndpointQuery<TResponse, TParams extends unknown[], TSelected = TResponse, TQuery = unknown>(
  queryKey: QueryKey | null,
  endpoint: AnyDeclaration<TResponse, void, TParams, TQuery>,
  params: TParams | null,
  options: ApiQueryOptions<TResponse, TSelected> & { query?: TQuery; caller?: string | null } = {},
): UseQueryResult<TSelected, ApiError> {
  const { request, enabled, query = request?.query as TQuery | undefined, caller, ...queryOptions } = options;
  const derived = endpointKey(endpoint, params ?? undefined, query as never);
  return useQuery<TResponse, ApiError, TSelected, QueryKey>({
    ...queryOptions,
    queryKey: queryKey ?? (caller === undefined ? derived : [...derived, { caller }]),
    enabled: params !== null && (enabled ?? true),
    // a read has no body; params and query are the declaration's own, checked where the hook is called
    queryFn: async ({ signal }) => (await callEndpoint(endpoint, { ...request, params, query, signal } as never)).data,
  });
}

/**
 * After a write: marks every cached read of these declarations stale and re-reads those on screen.
 * `endpointKey(E)` (its name alone) is a prefix of each of the declaration's keys, so every page, filter and
 * caller of a list is reached; `params` narrows each to those path parameters (one school's reads).
 */
export async function invalidateEndpoints(client: QueryClient, endpoints: readonly AnyEndpoint[], params?: readonly (string | number)[]): Promise<void> {
  await Promise.all(endpoints.map((endpoint) => client.invalidateQueries({ queryKey: endpointKey(endpoint, params && [...params]) })));
}

/** Rewrites every cached answer of one declaration in place (each page and filter of a list), without a re-read. */
export function setEndpointQueriesData<E extends AnyEndpoint>(
  client: QueryClient,
  endpoint: E,
  update: (data: EndpointResponse<E> | undefined) => EndpointResponse<E> | undefined,
): void {
  client.setQueriesData<EndpointResponse<E>>({ queryKey: endpointKey(endpoint) }, update);
}

/** A server write through its declaration; `toCall` turns the form's variables into params and body. */
export function useEndpointMutation<TResponse, TBody, TParams extends unknown[], TQuery, TVariables>(
  endpoint: AnyDeclaration<TResponse, TBody, TParams, TQuery>,
  toCall: (variables: TVariables) => NoInfer<EndpointCall<TBody, TParams, TQuery>>,
  options: Omit<UseMutationOptions<ApiSuccess<TResponse>, ApiError, TVariables>, 'mutationFn'> = {},
): UseMutationResult<ApiSuccess<TResponse>, ApiError, TVariables> {
  return useMutation<ApiSuccess<TResponse>, ApiError, TVariables>({
    ...options,
    mutationFn: (variables) => callEndpoint(endpoint, toCall(variables)),
  });
}

