import { MSG } from '@hackathon/contracts';
import { ApiError, errorFromResponse, errorFromThrown, errorMessage } from './errors';
import { shouldRetry } from './query';

describe('error catalogue mapping', () => {
  it('passes the server message, error and details on for other server errors', () => {
    const details = [{ path: 'email', msg: 'Please enter a valid email address' }];
    const error = errorFromResponse(400, { success: false, message: 'Validation failed', error: 'Bad Request', details });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.serverMessage).toBe('Validation failed');
    expect(error.error).toBe('Bad Request');
    expect(error.details).toEqual(details);
    expect(error.isClientError).toBe(true);
  });

  it("falls back to 'An error occurred' when the server gives no message", () => {
    const error = errorFromResponse(500, {});
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.message).toBe(MSG.unknownError);
    expect(error.serverMessage).toBeUndefined();
  });

  it('uses the server error field when there is no message', () => {
    expect(errorFromResponse(409, { error: 'Conflict' }).message).toBe('Conflict');
  });

  it('maps 401 to UNAUTHORIZED with shouldLogout', () => {
    const error = errorFromResponse(401, { success: false, message: 'Unauthorized' });
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.shouldLogout).toBe(true);
    expect(error.message).toBe('Unauthorized');
    expect(errorFromResponse(401, undefined).message).toBe(MSG.sessionExpired);
  });

  it('maps a gateway page (API down behind a proxy) to SERVER_NO_RESPONSE', () => {
    const error = errorFromResponse(502, '<html>Bad gateway</html>', false);
    expect(error.code).toBe('SERVER_NO_RESPONSE');
    expect(error.message).toBe(MSG.serverNoResponse);
  });

  it('maps thrown failures: network, timeout, unexpected', () => {
    expect(errorFromThrown(new TypeError('Failed to fetch'), 'failed')).toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: MSG.networkError,
    });
    expect(errorFromThrown(new Error('aborted'), 'timeout')).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: MSG.requestTimeout,
    });
    expect(errorFromThrown(new RangeError('boom'), 'failed')).toMatchObject({
      code: 'UNEXPECTED_ERROR',
      message: MSG.unexpected,
    });
  });

  it('gives a displayable message for anything caught', () => {
    expect(errorMessage(errorFromResponse(404, { message: 'Registration not found' }))).toBe('Registration not found');
    expect(errorMessage('weird')).toBe(MSG.unexpected);
    expect(errorMessage(undefined, 'Failed to load data')).toBe('Failed to load data');
  });
});

describe('query retry policy', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, errorFromResponse(404, {}))).toBe(false);
    expect(shouldRetry(0, errorFromResponse(401, {}))).toBe(false);
  });
  it('retries network failures and 5xx at most twice', () => {
    const network = errorFromThrown(new TypeError('x'), 'failed');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, errorFromResponse(500, {}))).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
  });
});
