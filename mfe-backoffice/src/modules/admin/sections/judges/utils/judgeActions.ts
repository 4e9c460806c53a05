import type { Judge } from '@hackathon/contracts';
import type { InviteLabels } from '../../shared/InviteButton';

/** What a judge's row, card and detail can do, handed down from the section. */
export interface JudgeActions {
  /** The judge whose invitation is on its way, if any. */
  sending: string | null;
  onInvite: (id: string) => void;
  onEdit: (judge: Judge) => void;
  onDelete: (judge: Judge) => void;
}

export const JUDGE_INVITE_LABELS: InviteLabels = { invite: 'backoffice.judges.inviteOne', resend: 'backoffice.judges.resendOne' };
