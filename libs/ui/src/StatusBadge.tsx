import { Chip, type ChipProps } from '@mui/material';
import { translate, type MessageId } from '@hackathon/contracts';
import { useT } from './i18n';

type BadgeColor = NonNullable<ChipProps['color']>;

/** Labels of the statuses the specs show (payment, registration, team, active flags), in the language of the moment. */
const LABELS: Record<string, MessageId> = {
  not_submitted: 'common.status.not_submitted',
  submitted: 'common.status.submitted',
  verified: 'common.status.verified',
  rejected: 'common.status.rejected',
  pending: 'common.status.pending',
  approved: 'common.status.approved',
  active: 'common.status.active',
  inactive: 'common.status.inactive',
  suspended: 'common.status.suspended',
  eliminated: 'common.status.eliminated',
  finalist: 'common.status.finalist',
  winner: 'common.status.winner',
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
  if (!normalised) return translate(LABELS.pending);
  const label = Object.prototype.hasOwnProperty.call(LABELS, normalised) ? LABELS[normalised] : undefined;
  return label ? translate(label) : String(status);
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
  useT(); // re-renders on a language switch
  return <Chip size={size} label={label ?? statusLabel(status)} color={statusColor(status)} data-status={key(status)} />;
}
