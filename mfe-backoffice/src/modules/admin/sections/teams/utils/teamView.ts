import {
  CATEGORIES,
  CATEGORY_LABEL,
  PHASES,
  REGION_GROUPS,
  TEAM_STATUSES,
  KVS_REGIONS,
  type AdminTeamCounters,
  type TeamStatus,
} from '@hackathon/contracts';
import { statusLabel, type FilterDef, type StatCardProps } from '@hackathon/ui';
import { phaseLabel } from '../../phases/utils/phaseActions';

/**
 * The Teams list's dropdowns. Status lists the spec's Active, Inactive and Suspended first, then
 * the states Phase Management gives (Finalist, Winner, Eliminated).
 */
export const TEAM_FILTERS: readonly FilterDef[] = [
  { key: 'status', label: 'Status', options: TEAM_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })), allLabel: 'All Statuses' },
  { key: 'category', label: 'Category', options: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] })), allLabel: 'All Categories' },
  { key: 'phase', label: 'Phase', options: PHASES.map((p) => ({ value: String(p), label: phaseLabel(p) })), allLabel: 'All Phases' },
  {
    key: 'region',
    label: 'Region',
    options: [...REGION_GROUPS.map((g) => ({ value: g, label: g })), ...KVS_REGIONS.map((r) => ({ value: r.name, label: r.name }))],
    allLabel: 'All Regions',
  },
  {
    key: 'mentor',
    label: 'Mentor',
    options: [
      { value: 'assigned', label: 'With Mentor' },
      { value: 'unassigned', label: 'Without Mentor' },
    ],
    allLabel: 'All',
  },
];

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

/** The mentor's words in a list: name and ID, or 'Unassigned'. */
export function mentorLabel(team: { mentor: { name: string; mentorId: string } | null; assignedMentorName: string | null }): string {
  if (team.mentor) return `${team.mentor.name} (${team.mentor.mentorId})`;
  return team.assignedMentorName || 'Unassigned';
}
