import { OVERVIEW_METRICS, readAdminStats } from './overview';

describe('readAdminStats', () => {
  const stats = {
    schools: 1000,
    registrations: 900,
    mentors: 1500,
    teams: 3600,
    totalStudents: 15000,
    activeTeams: 3400,
    totalPaymentSubmitted: 700,
    paymentPending: 120,
    verifiedPayments: 580,
  };

  it('reads the stats object of the call', () => {
    expect(readAdminStats(stats)).toEqual(stats);
  });

  it('reads stats nested under `stats`', () => {
    expect(readAdminStats({ stats, schools: [] })).toEqual(stats);
  });

  it('turns missing or malformed counts into 0', () => {
    expect(readAdminStats({ schools: '12', mentors: null, teams: -3 })).toMatchObject({ schools: 12, mentors: 0, teams: 0, registrations: 0 });
    expect(readAdminStats(undefined).schools).toBe(0);
  });
});

describe('OVERVIEW_METRICS', () => {
  it('lists the eight cards of the spec in order', () => {
    expect(OVERVIEW_METRICS.map((m) => m.title)).toEqual([
      'Total Schools',
      'Registrations',
      'Mentors',
      'Teams',
      'Students',
      'Active Teams',
      'Total Payment Submitted',
      'Verified Payments',
    ]);
  });
});
