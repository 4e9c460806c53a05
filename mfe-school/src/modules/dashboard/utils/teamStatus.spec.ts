import { teamStatusColor, teamStatusLabel } from './teamStatus';

describe('team status', () => {
  it('shows the four named states and anything else as pending', () => {
    expect(['ACTIVE', 'ELIMINATED', 'FINALIST', 'WINNER'].map(teamStatusLabel)).toEqual(['ACTIVE', 'ELIMINATED', 'FINALIST', 'WINNER']);
    expect(teamStatusLabel('INACTIVE')).toBe('PENDING');
    expect(teamStatusLabel(undefined)).toBe('PENDING');
    expect(teamStatusColor('ACTIVE')).toBe('success');
    expect(teamStatusColor('ELIMINATED')).toBe('error');
    expect(teamStatusColor('SUSPENDED')).toBe('default');
  });
});
