import { ApiError } from '@hackathon/api-client';
import { API_MSG, MSG } from '@hackathon/contracts';
import { fieldErrors, loginErrorMessage, loginErrorOr, messageOr, requiresVerification, signInCodeRequired } from './errors';

const refused = (status: number, body: Record<string, unknown>) =>
  new ApiError({
    code: status === 401 ? 'UNAUTHORIZED' : 'UNKNOWN_ERROR',
    status,
    message: typeof body.message === 'string' ? body.message : MSG.unknownError,
    serverMessage: typeof body.message === 'string' ? body.message : undefined,
    error: typeof body.error === 'string' ? body.error : undefined,
    details: body.details as never,
    body,
  });

describe('signInCodeRequired (the second step of a sign-in under attack)', () => {
  it("is the server's codeRequired flag, on the 403 that mails the code and the 401 of a wrong code", () => {
    const sent = refused(403, { success: false, message: API_MSG.signInCodeSent, error: 'SIGN_IN_CODE_REQUIRED', codeRequired: true });
    expect(signInCodeRequired(sent)).toBe(true);
    expect(loginErrorOr(sent, MSG.loginFailedRetry)).toBe(API_MSG.signInCodeSent);
    expect(signInCodeRequired(refused(401, { success: false, message: API_MSG.invalidSignInCode, codeRequired: true }))).toBe(true);
    expect(signInCodeRequired(refused(403, { success: false, message: MSG.verifyBeforeLogin, requiresVerification: true }))).toBe(false);
    expect(signInCodeRequired(new Error('x'))).toBe(false);
  });
});

describe('loginErrorMessage', () => {
  it('asks to verify the email when the server says so', () => {
    const error = refused(403, { success: false, message: MSG.verifyBeforeLogin, requiresVerification: true });
    expect(requiresVerification(error)).toBe(true);
    expect(loginErrorMessage(error)).toBe(MSG.verifyBeforeLogin);
  });

  it('shows the server message, then its error field', () => {
    expect(loginErrorMessage(refused(401, { message: MSG.invalidCredentials }))).toBe(MSG.invalidCredentials);
    expect(loginErrorMessage(refused(429, { error: 'Too many requests' }))).toBe('Too many requests');
  });

  it('falls back by status when the server sent no message', () => {
    expect(loginErrorMessage(refused(401, {}))).toBe(MSG.invalidCredentials);
    expect(loginErrorMessage(refused(500, {}))).toBe('Server error (500). Please try again.');
  });

  it('words a missing answer as a network problem', () => {
    expect(loginErrorMessage(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: MSG.networkError }))).toBe(MSG.loginNetworkError);
    expect(loginErrorMessage(new ApiError({ code: 'UNEXPECTED_ERROR', status: 0, message: MSG.unexpected }))).toBe(MSG.unableToConnect);
    expect(loginErrorMessage('boom')).toBe(MSG.unableToConnect);
  });

  it('passes on a client-side failure (token missing in the response)', () => {
    expect(loginErrorMessage(new Error(MSG.tokenMissingInResponse))).toBe(MSG.tokenMissingInResponse);
  });
});

describe('messageOr', () => {
  it('prefers the server, then the network wording, then the fallback', () => {
    expect(messageOr(refused(400, { message: MSG.invalidOtp }), MSG.failedSendOtp)).toBe(MSG.invalidOtp);
    expect(messageOr(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: MSG.networkError }), MSG.failedSendOtp, MSG.networkErrorRetry)).toBe(MSG.networkErrorRetry);
    expect(messageOr(refused(500, {}), MSG.failedSendOtp)).toBe(MSG.failedSendOtp);
  });
});

describe('fieldErrors', () => {
  it('keys the first message of each field', () => {
    const error = refused(400, { message: 'Validation failed', details: [{ path: 'email', msg: 'bad' }, { path: 'email', msg: 'worse' }, { path: 'contactNumber', msg: 'digits' }] });
    expect(fieldErrors(error)).toEqual({ email: 'bad', contactNumber: 'digits' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('loginErrorOr', () => {
  it("uses the screen's message for a refusal without server wording", () => {
    expect(loginErrorOr(refused(401, {}), MSG.loginFailedRetry)).toBe(MSG.loginFailedRetry);
    expect(loginErrorOr(refused(500, {}), MSG.teamLoginFailedCredentials)).toBe(MSG.teamLoginFailedCredentials);
  });

  it('keeps the server wording and the network messages of loginErrorMessage', () => {
    expect(loginErrorOr(refused(401, { message: 'Invalid team ID' }), MSG.loginFailedRetry)).toBe('Invalid team ID');
    const offline = new ApiError({ code: 'NETWORK_ERROR', status: 0, message: 'offline' });
    expect(loginErrorOr(offline, MSG.loginFailedRetry)).toBe(loginErrorMessage(offline));
  });
});
