import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata, type StreamableFile } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { endpointName, type AnyEndpoint, type ApiSuccess, type EndpointResponse } from '@hackathon/contracts';

/** The declarations a handler serves, for the route-access table and the docs test. */
export const ENDPOINT_METADATA = 'hackathon:endpoints';

/**
 * What a handler of these declarations may return: the envelope of the declared `data`, or for a
 * file, a stream or redirect (`data: Blob`) the stream itself or nothing (it writes to `@Res()`).
 */
type HandlerResult<E> = E extends { kind: 'verdict' }
  ? Omit<ApiSuccess<EndpointResponse<E>>, 'success'> & { success: boolean }
  : EndpointResponse<E> extends Blob
    ? StreamableFile | void
    : ApiSuccess<EndpointResponse<E>>;

/**
 * Not `TypedPropertyDescriptor`: its setter would make the check contravariant and refuse every
 * correct handler. With `value` alone a handler answering another shape is TS1241 at the decorator.
 */
interface HandlerOf<E> {
  value?: (...args: never[]) => HandlerResult<E> | Promise<HandlerResult<E>>;
}

/**
 * Binds a handler to its declaration(s) in @hackathon/contracts: the method and full path (under
 * the global /api prefix; the controller is `@Controller()`), the success status, and the
 * operation's `x-endpoint` for the document (api/src/docs/apply-contracts.ts fills in its schemas).
 * Several declarations share a handler only when they are aliases (same method and types).
 */
export function ApiEndpoint<E extends AnyEndpoint>(...endpoints: [E, ...E[]]): (target: object, key: string | symbol, descriptor: HandlerOf<E>) => void {
  const [first] = endpoints;
  const paths = endpoints.map((e) => e.template);
  const decorator = applyDecorators(
    RequestMapping({ path: paths.length === 1 ? paths[0] : paths, method: RequestMethod[first.method] }),
    HttpCode(first.status),
    SetMetadata(ENDPOINT_METADATA, endpoints),
    ApiExtension('x-endpoint', endpoints.map(endpointName)),
  );
  return (target, key, descriptor) => decorator(target, key, descriptor as TypedPropertyDescriptor<unknown>);
}

