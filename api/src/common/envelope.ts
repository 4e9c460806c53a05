import type { ApiSuccess } from '@hackathon/contracts';

/** The success envelope every controller returns: `return ok(data, MSG.something)`. */
export function ok<T>(data: T, message = 'OK'): ApiSuccess<T> {
  return { success: true, message, data };
}
