import { expectationColor, mentorLoad } from './people';
import { registrationTiles } from './registrationList';
import { REGISTRATION_FILTERS, STUDENT_FILTERS } from '../../shared/utils/filters';
import { systemStatus } from './sidebar';
import { QUICK_ACTIONS, OVERVIEW_METRICS } from './overview';

describe('mentor load', () => {
  it('is FULL at two teams', () => {
    expect(mentorLoad({ assignedTeamsCount: 0, isFull: false })).toBe('0/2');
    expect(mentorLoad({ assignedTeamsCount: 1, isFull: false })).toBe('1/2');
    expect(mentorLoad({ assignedTeamsCount: 2, isFull: true })).toBe('FULL');
    expect(mentorLoad({ assignedTeamsCount: 3, isFull: false })).toBe('FULL');
  });
});

describe('school colour-coding against the expected 4 teams and 20 students', () => {
  it('is green when reached, amber when started, red when none', () => {
    expect(expectationColor(4, 4)).toBe('success');
    expect(expectationColor(25, 20)).toBe('success');
    expect(expectationColor(1, 4)).toBe('warning');
    expect(expectationColor(0, 20)).toBe('error');
  });
});

describe('registration list', () => {
  it('builds the stat cards from the counters, each applying its payment filter', () => {
    const tiles = registrationTiles({
      total: 10,
      byPaymentStatus: { submitted: 3, verified: 4, rejected: 1, not_submitted: 2 },
      byRegistrationStatus: { pending: 5, approved: 4, rejected: 1 },
      otpVerified: 9,
    });
    expect(tiles.map((t) => [t.title, t.value, t.paymentStatus])).toEqual([
      ['Total Registrations', 10, ''],
      ['Payment Pending', 3, 'submitted'],
      ['Payment Verified', 4, 'verified'],
      ['Payment Rejected', 1, 'rejected'],
      ['Not Submitted', 2, 'not_submitted'],
    ]);
    expect(registrationTiles(undefined).every((t) => t.value === undefined)).toBe(true);
  });

  it("offers the spec's filters with the API's parameter names", () => {
    expect(REGISTRATION_FILTERS.map((f) => f.key)).toEqual(['paymentStatus', 'region', 'state', 'category', 'registrationStatus']);
    const payment = REGISTRATION_FILTERS[0];
    expect(payment.options.map((o) => o.label)).toEqual(['Pending', 'Verified', 'Rejected', 'Not Submitted']);
    expect(payment.options[0].value).toBe('submitted');
    expect(REGISTRATION_FILTERS[1].options.map((o) => o.value)).toEqual(['North', 'South', 'East', 'West', 'Central', 'Northeast']);
    expect(REGISTRATION_FILTERS[2].options.length).toBeGreaterThanOrEqual(36);
    expect(REGISTRATION_FILTERS[3].options.map((o) => o.value)).toEqual(['jr', 'sr']);
  });

  it('offers the student class filter 9-12', () => {
    expect(STUDENT_FILTERS[0]).toMatchObject({ key: 'class' });
    expect(STUDENT_FILTERS[0].options.map((o) => o.value)).toEqual(['9', '10', '11', '12']);
  });
});

describe('sidebar status', () => {
  it("reads 'System Online' while the API answers", () => {
    expect(systemStatus('Connected')).toEqual({ label: 'System Online', color: 'success' });
    expect(systemStatus('Loading').label).toBe('System Online');
    expect(systemStatus('Error')).toEqual({ label: 'System Offline', color: 'error' });
  });
});

describe('overview', () => {
  it('says what the Teams card counts', () => {
    expect(OVERVIEW_METRICS.find((m) => m.key === 'teams')?.hint).toBe('All teams, whatever their status');
    expect(OVERVIEW_METRICS.find((m) => m.key === 'activeTeams')?.hint).toBe('Active, finalist and winner');
  });

  it('offers the four quick actions, Payment Verification with the pending count', () => {
    expect(QUICK_ACTIONS.map((a) => a.label)).toEqual(['Schools', 'Teams', 'Payment Verification', 'Phase Management']);
    expect(QUICK_ACTIONS.find((a) => a.section === 'payment-verification')?.countKey).toBe('paymentPending');
  });
});
