import { participantTeamStatus, statusColor, statusLabel } from './StatusBadge';

describe('status badges', () => {
  it("shows a participant the spec's four team statuses and anything else as Pending", () => {
    const shown = ['ACTIVE', 'ELIMINATED', 'FINALIST', 'WINNER', 'INACTIVE', 'SUSPENDED', undefined, null].map(participantTeamStatus);
    expect(shown.map(statusLabel)).toEqual(['Active', 'Eliminated', 'Finalist', 'Winner', 'Pending', 'Pending', 'Pending', 'Pending']);
    expect(shown.map(statusColor)).toEqual(['success', 'error', 'secondary', 'success', 'warning', 'warning', 'warning', 'warning']);
  });
});
