import { readRegionDashboard } from './dashboard';

describe('readRegionDashboard', () => {
  it('reads the stats and the region', () => {
    const data = readRegionDashboard({
      stats: { schools: 40, teams: 120, registrations: 35, mentors: 70, activeTeams: 110, pendingRegistrations: 5, approvedRegistrations: 30 },
      region: ' Bhopal ',
    });
    expect(data).toEqual({
      stats: { schools: 40, teams: 120, registrations: 35, mentors: 70, activeTeams: 110, pendingRegistrations: 5, approvedRegistrations: 30 },
      region: 'Bhopal',
    });
  });

  it('fills missing or bad counts with zeros and reads no region as null', () => {
    const data = readRegionDashboard({ stats: { schools: '12', teams: -3, mentors: 'x' }, region: null });
    expect(data.stats).toEqual({ schools: 12, teams: 0, registrations: 0, mentors: 0, activeTeams: 0, pendingRegistrations: 0, approvedRegistrations: 0 });
    expect(data.region).toBeNull();
    expect(readRegionDashboard(undefined).region).toBeNull();
  });
});
