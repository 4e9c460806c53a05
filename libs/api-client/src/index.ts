export { ApiError, isApiError, errorFromResponse, errorFromThrown, errorMessage } from './errors';
export type { ApiErrorCode, ApiErrorDetails, ApiErrorInit } from './errors';
export {
  configureApiClient,
  getApiConfig,
  onUnauthorized,
  readStoredToken,
  clearStoredTokens,
  TOKEN_KEYS,
} from './config';
export type { ApiClientConfig, UnauthorizedEvent } from './config';
export { apiRequest, apiData, buildUrl } from './request';
export type { ApiRequestOptions, HttpMethod, QueryParams } from './request';
export { createQueryClient, shouldRetry, useApiQuery, useApiMutation } from './query';
export type { ApiCall, ApiQueryOptions } from './query';
export { callEndpoint, endpointUrl, invalidateEndpoints, setEndpointQueriesData, useEndpointQuery, useEndpointMutation } from './endpoints';
export type { EndpointCall } from './endpoints';
