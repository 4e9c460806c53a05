import { formatNumber, type AdminTeamCounters, type TeamStatus } from '@hackathon/contracts';
import type { StatCardProps } from '@hackathon/ui';
import { tr } from '../../../../../i18n';

export type TeamStat = StatCardProps & { key: string; filter?: { key: string; value: string } };

/** The stat tiles, over the whole list (the /counters call); a tile with a filter narrows the list to it. */
export function teamStats(counters: AdminTeamCounters | undefined): TeamStat[] {
  const n = (value: number | undefined) => (counters ? formatNumber(value ?? 0) : '—');
  const status = (s: TeamStatus) => counters?.byStatus[s];
  return [
    {
      key: 'total',
      title: tr('backoffice.teams.total'),
      value: n(counters?.total),
      subtitle: counters ? tr('backoffice.teams.byCategory', { jr: n(counters.byCategory.jr), sr: n(counters.byCategory.sr) }) : undefined,
      color: 'primary',
    },
    { key: 'active', title: tr('backoffice.common.active'), value: n(status('ACTIVE')), color: 'success', filter: { key: 'status', value: 'ACTIVE' } },
    { key: 'inactive', title: tr('backoffice.common.inactive'), value: n(status('INACTIVE')), color: 'warning', filter: { key: 'status', value: 'INACTIVE' } },
    { key: 'suspended', title: tr('backoffice.teams.suspended'), value: n(status('SUSPENDED')), color: 'error', filter: { key: 'status', value: 'SUSPENDED' } },
    { key: 'finalist', title: tr('backoffice.teams.finalists'), value: n(status('FINALIST')), color: 'secondary', filter: { key: 'status', value: 'FINALIST' } },
    { key: 'eliminated', title: tr('backoffice.teams.eliminated'), value: n(status('ELIMINATED')), color: 'error', filter: { key: 'status', value: 'ELIMINATED' } },
    { key: 'with-mentor', title: tr('backoffice.teams.withMentor'), value: n(counters?.withMentor), color: 'info', filter: { key: 'mentor', value: 'assigned' } },
    { key: 'without-mentor', title: tr('backoffice.teams.withoutMentor'), value: n(counters?.withoutMentor), color: 'warning', filter: { key: 'mentor', value: 'unassigned' } },
    { key: 'members', title: tr('backoffice.teams.studentsInTeams'), value: n(counters?.members), color: 'info' },
  ];
}

/**
 * Mark Active / Mark Inactive (spec section 4: the admin sets active or inactive). An active team
 * can be marked inactive, an inactive or suspended one active. Finalist, winner and eliminated
 * belong to Phase Management, so those teams offer neither (null).
 */
export function statusToggle(status: TeamStatus): { status: 'ACTIVE' | 'INACTIVE'; label: string } | null {
  if (status === 'ACTIVE') return { status: 'INACTIVE', label: tr('backoffice.teams.markInactive') };
  if (status === 'INACTIVE' || status === 'SUSPENDED') return { status: 'ACTIVE', label: tr('backoffice.teams.markActive') };
  return null;
}
