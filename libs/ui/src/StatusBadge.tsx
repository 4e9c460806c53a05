import { Chip, type ChipProps } from '@mui/material';

type BadgeColor = NonNullable<ChipProps['color']>;

/** Labels of the statuses the specs show (payment, registration, team, active flags). */
const LABELS: Record<string, string> = {
  not_submitted: 'Not Submitted',
  submitted: 'Pending Verification',
  verified: 'Verified',
  rejected: 'Rejected',
  pending: 'Pending',
  approved: 'Approved',
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  eliminated: 'Eliminated',
  finalist: 'Finalist',
  winner: 'Winner',
};

const COLORS: Record<string, BadgeColor> = {
  not_submitted: 'default',
  submitted: 'warning',
  pending: 'warning',
  verified: 'success',
  approved: 'success',
  active: 'success',
  winner: 'success',
  finalist: 'secondary',
  rejected: 'error',
  eliminated: 'error',
  suspended: 'error',
  inactive: 'default',
};

function key(status: string | boolean | null | undefined): string {
  if (status === true) return 'active';
  if (status === false) return 'inactive';
  return (status ?? '').toString().trim().toLowerCase();
}

/** 'submitted' -> 'Pending Verification'; unknown values are shown as given (or 'Pending' if empty). */
export function statusLabel(status: string | boolean | null | undefined): string {
  const normalised = key(status);
  if (!normalised) return LABELS.pending;
  return LABELS[normalised] ?? String(status);
}

export function statusColor(status: string | boolean | null | undefined): BadgeColor {
  return COLORS[key(status)] ?? 'default';
}

/** The participant spec's team statuses: ACTIVE, ELIMINATED, FINALIST, WINNER; the school and the team see anything else as pending. */
const PARTICIPANT_TEAM_STATUSES: readonly string[] = ['ACTIVE', 'ELIMINATED', 'FINALIST', 'WINNER'];

/** A team's status as a participant's screen shows it (a StatusBadge status): one of the four, else 'pending'. */
export function participantTeamStatus(status: string | null | undefined): string {
  return status && PARTICIPANT_TEAM_STATUSES.includes(status) ? status : 'pending';
}

export interface StatusBadgeProps {
  status: string | boolean | null | undefined;
  /** Overrides the computed label. */
  label?: string;
  size?: 'small' | 'medium';
}

export function StatusBadge({ status, label, size = 'small' }: StatusBadgeProps) {
  return <Chip size={size} label={label ?? statusLabel(status)} color={statusColor(status)} data-status={key(status)} />;
}
