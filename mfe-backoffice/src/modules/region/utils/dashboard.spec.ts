import { readRegionDashboard } from './dashboard';

describe('readRegionDashboard', () => {
  it('reads stats, region and school rows', () => {
    const data = readRegionDashboard({
      stats: { schools: 40, teams: 120, registrations: 35, mentors: 70, activeTeams: 110, pendingRegistrations: 5, approvedRegistrations: 30 },
      region: 'Bhopal',
      schools: [{ kvCode: '1001', kvName: 'KV One', registered: true, mentors: 2, jrTeams: 2, srTeams: 1, totalTeams: 3, totalStudents: 14, paymentStatus: 'submitted' }],
    });
    expect(data.stats.activeTeams).toBe(110);
    expect(data.region).toBe('Bhopal');
    expect(data.schools).toEqual([
      { kvCode: '1001', kvName: 'KV One', registered: true, mentors: 2, jrTeams: 2, srTeams: 1, totalTeams: 3, totalStudents: 14, paymentStatus: 'submitted' },
    ]);
  });

  it('fills missing parts with zeros, no region and no schools', () => {
    const data = readRegionDashboard({});
    expect(data.stats).toEqual({ schools: 0, teams: 0, registrations: 0, mentors: 0, activeTeams: 0, pendingRegistrations: 0, approvedRegistrations: 0 });
    expect(data.region).toBeNull();
    expect(data.schools).toEqual([]);
  });

  it('derives total teams from JR and SR when absent, and reads an unregistered school', () => {
    const [school] = readRegionDashboard({ schools: [{ kvCode: 2002, kvName: 'KV Two', jrTeams: 1, srTeams: 2, paymentStatus: null }] }).schools;
    expect(school).toMatchObject({ kvCode: '2002', registered: false, totalTeams: 3, paymentStatus: null, mentors: 0 });
  });
});
