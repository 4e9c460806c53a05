import { ApiError } from '@hackathon/api-client';
import { fieldErrorMap, httpStatus, serverFieldErrors, serverMessageOr } from './serverErrors';

const refusal = (status: number, body: unknown, details?: ApiError['details']) =>
  new ApiError({ code: 'UNKNOWN_ERROR', status, message: 'm', serverMessage: 'server words', body, details });

describe('server field errors', () => {
  it('reads `errors` first, then `details`, dropping malformed items', () => {
    const error = refusal(400, { errors: [{ path: 'emailId', msg: 'bad' }, { nope: 1 }] }, [{ path: 'x', msg: 'y' }]);
    expect(serverFieldErrors(error)).toEqual([{ path: 'emailId', msg: 'bad' }]);
    expect(serverFieldErrors(refusal(400, {}, [{ path: 'name', msg: 'req' }]))).toEqual([{ path: 'name', msg: 'req' }]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });

  it('keeps the first message of each path, in server order', () => {
    const map = fieldErrorMap([
      { path: 'teacherId', msg: 'first' },
      { path: 'name', msg: 'n' },
      { path: 'teacherId', msg: 'second' },
    ]);
    expect(map).toEqual({ teacherId: 'first', name: 'n' });
    expect(Object.keys(map)[0]).toBe('teacherId');
  });

  it('gives the status and the server message with a fallback', () => {
    expect(httpStatus(refusal(409, {}))).toBe(409);
    expect(httpStatus('x')).toBeNull();
    expect(serverMessageOr(refusal(400, {}), 'fallback')).toBe('server words');
    expect(serverMessageOr(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'net' }), 'fallback')).toBe('fallback');
  });
});
