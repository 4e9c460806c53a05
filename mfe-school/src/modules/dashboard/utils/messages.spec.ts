import { ApiError } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import {
  dashboardErrorMessage,
  isAuthError,
  isPartialLoad,
  partialLoadMessage,
  paymentCardView,
  paymentStatusColor,
  paymentStatusLabel,
} from './messages';
import { resolveSchoolCode } from './schoolCode';

const apiError = (status: number, code: ApiError['code'] = 'UNKNOWN_ERROR') =>
  new ApiError({ code, status, message: 'server said so' });

describe('dashboardErrorMessage', () => {
  it('words a 401 as an expired authentication', () => {
    expect(dashboardErrorMessage(apiError(401, 'UNAUTHORIZED'))).toBe('Authentication expired. Please login again.');
    expect(isAuthError(apiError(401, 'UNAUTHORIZED'))).toBe(true);
  });

  it('words a 404 as unknown school data', () => {
    expect(dashboardErrorMessage(apiError(404))).toBe('School data not found. Please check your school code.');
    expect(isAuthError(apiError(404))).toBe(false);
  });

  it('words a call that got no answer as a network error', () => {
    expect(dashboardErrorMessage(apiError(0, 'NETWORK_ERROR'))).toBe('Network error. Please check your connection and try again.');
    expect(dashboardErrorMessage(apiError(0, 'REQUEST_TIMEOUT'))).toBe(MSG.loginNetworkError);
  });

  it('falls back to the generic failure for anything else', () => {
    expect(dashboardErrorMessage(apiError(500))).toBe('Failed to load data');
    expect(dashboardErrorMessage(new Error('boom'))).toBe('Failed to load data');
  });
});

describe('partial load', () => {
  it('is partial only when some sources loaded and some failed', () => {
    expect(isPartialLoad({ registrationLoaded: true, mentors: 2, teams: 4 })).toBe(false);
    expect(isPartialLoad({ registrationLoaded: false, mentors: null, teams: null })).toBe(false);
    expect(isPartialLoad({ registrationLoaded: true, mentors: null, teams: 3 })).toBe(true);
  });

  it('names the counts that arrived and what did not', () => {
    expect(partialLoadMessage({ registrationLoaded: true, mentors: null, teams: 3 })).toBe(
      'Partial data loaded (registration: loaded, mentors: not loaded, teams: 3). Some school data could not be loaded.',
    );
  });
});

describe('payment status', () => {
  it('shows submitted as Pending Verification and unknown values as submitted', () => {
    expect(paymentStatusLabel('submitted')).toBe('Pending Verification');
    expect(paymentStatusLabel('something_else')).toBe('Pending Verification');
    expect(paymentStatusLabel(undefined)).toBe('Not Submitted');
    expect(paymentStatusLabel('verified')).toBe('Verified');
    expect(paymentStatusColor('verified')).toBe('success');
    expect(paymentStatusColor('rejected')).toBe('error');
  });
});

describe('payment status card', () => {
  it("says the status is unknown when the registration read failed, never 'Not Submitted'", () => {
    expect(paymentCardView(false, undefined)).toEqual({ label: 'Unknown', color: 'default', detail: 'The payment status could not be loaded.' });
    expect(paymentCardView(false, 'verified').label).toBe('Unknown');
  });

  it('shows the registration status once it loaded', () => {
    expect(paymentCardView(true, undefined).label).toBe('Not Submitted');
    expect(paymentCardView(true, 'submitted')).toMatchObject({ label: 'Pending Verification', color: 'warning' });
  });
});

describe('resolveSchoolCode', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'schoolCode' ? value : null) });

  it('prefers the session user', () => {
    expect(resolveSchoolCode({ schoolCode: ' 1001 ' }, storage('2002'))).toBe('1001');
  });

  it('falls back to the stored schoolCode', () => {
    expect(resolveSchoolCode({ schoolCode: null }, storage('2002'))).toBe('2002');
    expect(resolveSchoolCode(null, storage('2002'))).toBe('2002');
  });

  it('gives null when neither knows the school', () => {
    expect(resolveSchoolCode({ schoolCode: '' }, storage(null))).toBeNull();
    expect(resolveSchoolCode(undefined, null)).toBeNull();
  });
});
