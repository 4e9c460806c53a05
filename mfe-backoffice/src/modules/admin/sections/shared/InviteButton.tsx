import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { mentorInviteAction, type MentorAccount, type MessageId } from '@hackathon/contracts';
import { useT } from '../../../../i18n';

/** The accessible names of Invite and Resend invitation, each with `{name}` (they say which portal). */
export interface InviteLabels {
  invite: MessageId;
  resend: MessageId;
}

export interface InviteButtonProps {
  /** A mentor or a judge: the same account shape and the same rule. */
  row: { _id: string; isActive: boolean; account: MentorAccount };
  /** The person's name, for the accessible name. */
  name: string;
  labels: InviteLabels;
  /** Sends the invitation (the row's `_id`). */
  onInvite: (id: string) => void;
  /** This row's invitation is on its way. */
  sending: boolean;
  /** A grid cell's tab index (`params.tabIndex`). */
  tabIndex?: number;
  /** In a table row: the click stays the button's (the row's own click opens the detail). */
  inRow?: boolean;
}

/** Invite or Resend invitation, as the account allows (nothing for an active account or an inactive person). */
export function InviteButton({ row, name, labels, onInvite, sending, tabIndex, inRow = false }: InviteButtonProps) {
  const t = useT();
  const action = mentorInviteAction(row);
  if (!action) return null;
  return (
    <Button
      size="small"
      startIcon={<SendIcon fontSize="small" />}
      disabled={sending}
      tabIndex={tabIndex}
      data-invite={row._id}
      aria-label={t(action === 'invite' ? labels.invite : labels.resend, { name })}
      onClick={(event) => {
        if (inRow) event.stopPropagation();
        onInvite(row._id);
      }}
      onKeyDown={inRow ? (event) => event.stopPropagation() : undefined}
    >
      {action === 'invite' ? t('backoffice.mentors.invite') : t('backoffice.mentors.resendInvitation')}
    </Button>
  );
}
