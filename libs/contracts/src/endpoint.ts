/**
 * One declaration per endpoint (ADR 0008): its method, its path as Express writes it
 * ('/payment/info/:id'), and the types it takes and gives. From it come the API handler's binding
 * (`@ApiEndpoint`, a compile error when the handler answers another shape), the client's typed
 * call, hook and query key (api-client), and the OpenAPI operation (tools/contracts/gen-schemas.mjs
 * reads the type arguments as written here and turns them into JSON Schema).
 */
export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the success answer is: `json` the envelope `{ success, message, data }`; `verdict` the same
 * envelope whose `success` is the answer (a 200 either way: the spec's password check); `binary` and
 * `csv` the file's bytes; `redirect` a 302 with a Location. Files and redirects declare `data: Blob`.
 */
export type EndpointKind = 'json' | 'verdict' | 'binary' | 'csv' | 'redirect';

/** The types of one endpoint: `data` inside the success envelope, and the request's `body` and `query`. */
export interface EndpointTypes {
  data: unknown;
  body?: unknown;
  query?: unknown;
}

/** A multipart/form-data body whose file travels in the named field (the generator documents it so). */
export type Multipart<TField extends string> = FormData & { readonly __fileField?: TField };

/** The path parameters of '/a/:type/:id', in order: [string | number, string | number]. */
export type PathParams<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...PathParams<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

export interface Endpoint<TResponse, TBody = void, TParams extends unknown[] = [], TQuery = void, TKind extends EndpointKind = EndpointKind> {
  readonly method: HttpVerb;
  /** The path under /api as published, with Express parameters ('/payment/info/:id'). */
  readonly template: string;
  /** The success status: 201 for a POST unless declared, 200 otherwise. */
  readonly status: number;
  readonly kind: TKind;
  /** The path under /api with the parameters filled in (each encoded). */
  readonly path: (...params: TParams) => string;
  /** Phantom fields: they carry the types, never a value. */
  readonly __response?: TResponse;
  readonly __body?: TBody;
  readonly __query?: TQuery;
}

/** Any declaration, whatever its types (for lists and generic helpers). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any, any>;

/** A read without path parameters, whatever its query (for helpers over several lists or exports). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReadEndpoint<TData> = Endpoint<TData, void, [], any, any>;

export type EndpointResponse<E> = E extends { readonly __response?: infer R } ? R : never;
export type EndpointBody<E> = E extends { readonly __body?: infer B } ? B : never;
export type EndpointQuery<E> = E extends { readonly __query?: infer Q } ? Q : never;
export type EndpointParams<E> = E extends { readonly path: (...params: infer P) => string } ? P : never;

type BodyOf<T> = T extends { body: infer B } ? B : void;
type QueryOf<T> = T extends { query: infer Q } ? Q : void;

export interface EndpointOptions<K extends EndpointKind = EndpointKind> {
  status?: number;
  kind?: K;
  /** A file's possible media types (the document lists them; default by kind). */
  types?: readonly string[];
  /** Fields of `data` the spec also shows at the envelope's top level (a sign-in's user and token). */
  alsoAtTop?: readonly string[];
}

/** `endpoint<{ data: Mentor; body: MentorInput }>()('POST', '/mentors')` */
export function endpoint<T extends EndpointTypes>() {
  return <P extends string, K extends EndpointKind = 'json'>(
    method: HttpVerb,
    template: P,
    options: EndpointOptions<K> = {},
  ): Endpoint<T['data'], BodyOf<T>, PathParams<P>, QueryOf<T>, K> => {
    const parts = template.split(/(:[A-Za-z_]\w*)/);
    const path = (...params: unknown[]): string => {
      let next = 0;
      return parts.map((part) => (part.startsWith(':') ? seg(params[next++] as string | number) : part)).join('');
    };
    return { method, template, status: options.status ?? (method === 'POST' ? 201 : 200), kind: options.kind ?? ('json' as K), path: path as never };
  };
}

/** A path segment from a caller's value: never lets '/', '?' or '#' change the route. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

/** The operation's name, as the document's `x-endpoint` and the query keys write it: 'GET /payment/info/:id'. */
export const endpointName = (e: Pick<AnyEndpoint, 'method' | 'template'>): string => `${e.method} ${e.template}`;

/**
 * The query key of a read: its name, then its path parameters, then its query when it has one, so
 * `invalidateQueries({ queryKey: endpointKey(E) })` reaches every page and filter of that list.
 */
export function endpointKey<E extends AnyEndpoint>(e: E, params?: EndpointParams<E>, query?: EndpointQuery<E>): readonly unknown[] {
  const key: unknown[] = [endpointName(e)];
  if (params) key.push(...params.map(String));
  if (query !== undefined && query !== null) key.push(query);
  return key;
}
