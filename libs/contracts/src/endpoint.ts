/**
 * One contract per endpoint: its method, its path and the types it takes and gives, written once
 * here and used by the API's DTOs (which `implements` the request type), by the api-client
 * (`callEndpoint`, `useEndpointQuery`, `useEndpointMutation`) and by the screens.
 */
export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<TResponse, TBody = void, TParams extends unknown[] = []> {
  readonly method: HttpVerb;
  /** The path under /api, built from the path parameters (each encoded). */
  readonly path: (...params: TParams) => string;
  /** The name of the response type, as /api/docs shows it (e.g. 'Mentor', 'Team[]'). */
  readonly responseType: string;
  /** Phantom fields: they carry the types, never a value. */
  readonly __response?: TResponse;
  readonly __body?: TBody;
}

export type EndpointResponse<E> = E extends Endpoint<infer R, unknown, never> ? R : never;
export type EndpointBody<E> = E extends Endpoint<unknown, infer B, never> ? B : never;

/** `endpoint<Mentor, MentorInput>()('POST', 'Mentor', () => '/mentors')` */
export function endpoint<TResponse, TBody = void>() {
  return <TParams extends unknown[] = []>(
    method: HttpVerb,
    responseType: string,
    path: (...params: TParams) => string,
  ): Endpoint<TResponse, TBody, TParams> => ({ method, responseType, path });
}

/** A path segment from a caller's value: never lets '/', '?' or '#' change the route. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
