import { useMutation, useQuery, type QueryKey, type UseMutationOptions, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { ApiSuccess, Endpoint } from '@hackathon/contracts';
import type { ApiError } from './errors';
import type { ApiQueryOptions } from './query';
import { apiRequest, type ApiRequestOptions } from './request';

/** What a call adds to an endpoint contract: its path parameters, body and request options. */
export interface EndpointCall<TBody, TParams extends unknown[]> extends Omit<ApiRequestOptions, 'method' | 'body'> {
  params: TParams;
  body?: TBody;
}

/** Calls an endpoint contract; the whole envelope comes back, typed by the contract. */
export function callEndpoint<TResponse, TBody, TParams extends unknown[]>(
  endpoint: Endpoint<TResponse, TBody, TParams>,
  call: EndpointCall<TBody, TParams>,
): Promise<ApiSuccess<TResponse>> {
  const { params, body, ...options } = call;
  return apiRequest<TResponse>(endpoint.path(...params), { ...options, method: endpoint.method, body });
}

/** A server read through its contract. `params: null` keeps the query idle (e.g. until a code is known). */
export function useEndpointQuery<TResponse, TParams extends unknown[], TSelected = TResponse>(
  queryKey: QueryKey,
  endpoint: Endpoint<TResponse, void, TParams>,
  params: TParams | null,
  options: ApiQueryOptions<TResponse, TSelected> = {},
): UseQueryResult<TSelected, ApiError> {
  const { request, enabled, ...queryOptions } = options;
  return useQuery<TResponse, ApiError, TSelected, QueryKey>({
    ...queryOptions,
    queryKey,
    enabled: params !== null && (enabled ?? true),
    queryFn: async ({ signal }) => (await callEndpoint(endpoint, { ...request, params: params as TParams, signal })).data,
  });
}

/** A server write through its contract; `toCall` turns the form's variables into params and body. */
export function useEndpointMutation<TResponse, TBody, TParams extends unknown[], TVariables>(
  endpoint: Endpoint<TResponse, TBody, TParams>,
  toCall: (variables: TVariables) => EndpointCall<TBody, TParams>,
  options: Omit<UseMutationOptions<ApiSuccess<TResponse>, ApiError, TVariables>, 'mutationFn'> = {},
): UseMutationResult<ApiSuccess<TResponse>, ApiError, TVariables> {
  return useMutation<ApiSuccess<TResponse>, ApiError, TVariables>({
    ...options,
    mutationFn: (variables) => callEndpoint(endpoint, toCall(variables)),
  });
}
