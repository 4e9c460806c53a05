import { useMutation, useQuery, type QueryKey, type UseMutationOptions, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { endpointKey, type ApiSuccess, type Endpoint } from '@hackathon/contracts';
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
 * known). The query key is derived from the declaration (`endpointKey`), unless one is given.
 */
export function useEndpointQuery<TResponse, TParams extends unknown[], TSelected = TResponse, TQuery = unknown>(
  queryKey: QueryKey | null,
  endpoint: AnyDeclaration<TResponse, void, TParams, TQuery>,
  params: TParams | null,
  options: ApiQueryOptions<TResponse, TSelected> & { query?: TQuery } = {},
): UseQueryResult<TSelected, ApiError> {
  const { request, enabled, query, ...queryOptions } = options;
  return useQuery<TResponse, ApiError, TSelected, QueryKey>({
    ...queryOptions,
    queryKey: queryKey ?? endpointKey(endpoint, params ?? undefined, query),
    enabled: params !== null && (enabled ?? true),
    // a read has no body; params and query are the declaration's own, checked where the hook is called
    queryFn: async ({ signal }) => (await callEndpoint(endpoint, { ...request, params, query: query ?? request?.query, signal } as never)).data,
  });
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

