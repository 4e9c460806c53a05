import type { AdminTeamCounters, TeamStatus } from '@hackathon/contracts';
import type { StatCardProps } from '@hackathon/ui';

export type TeamStat = StatCardProps & { key: string; filter?: { key: string; value: string } };

/** The stat tiles, over the whole list (the /counters call); a tile with a filter narrows the list to it. */
export function teamStats(counters: AdminTeamCounters | undefined): TeamStat[] {
  const n = (value: number | undefined) => (counters ? (value ?? 0).toLocaleString('en-IN') : '—');
  const status = (s: TeamStatus) => counters?.byStatus[s];
  return [
    {
      key: 'total',
      title: 'Total Teams',
      value: n(counters?.total),
      subtitle: counters ? `Junior ${n(counters.byCategory.jr)} · Senior ${n(counters.byCategory.sr)}` : undefined,
      color: 'primary',
    },
    { key: 'active', title: 'Active', value: n(status('ACTIVE')), color: 'success', filter: { key: 'status', value: 'ACTIVE' } },
    { key: 'inactive', title: 'Inactive', value: n(status('INACTIVE')), color: 'warning', filter: { key: 'status', value: 'INACTIVE' } },
    { key: 'suspended', title: 'Suspended', value: n(status('SUSPENDED')), color: 'error', filter: { key: 'status', value: 'SUSPENDED' } },
    { key: 'finalist', title: 'Finalists', value: n(status('FINALIST')), color: 'secondary', filter: { key: 'status', value: 'FINALIST' } },
    { key: 'eliminated', title: 'Eliminated', value: n(status('ELIMINATED')), color: 'error', filter: { key: 'status', value: 'ELIMINATED' } },
    { key: 'with-mentor', title: 'With Mentor', value: n(counters?.withMentor), color: 'info', filter: { key: 'mentor', value: 'assigned' } },
    { key: 'without-mentor', title: 'Without Mentor', value: n(counters?.withoutMentor), color: 'warning', filter: { key: 'mentor', value: 'unassigned' } },
    { key: 'members', title: 'Students in Teams', value: n(counters?.members), color: 'info' },
  ];
}

/**
 * Mark Active / Mark Inactive (spec section 4: the admin sets active or inactive). An active team
 * can be marked inactive, an inactive or suspended one active. Finalist, winner and eliminated
 * belong to Phase Management, so those teams offer neither (null).
 */
export function statusToggle(status: TeamStatus): { status: 'ACTIVE' | 'INACTIVE'; label: string } | null {
  if (status === 'ACTIVE') return { status: 'INACTIVE', label: 'Mark Inactive' };
  if (status === 'INACTIVE' || status === 'SUSPENDED') return { status: 'ACTIVE', label: 'Mark Active' };
  return null;
}
