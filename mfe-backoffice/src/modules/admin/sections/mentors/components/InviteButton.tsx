import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { mentorInviteAction, type AdminMentorRow } from '@hackathon/contracts';
import { useT } from '../../../../../i18n';

export interface InviteButtonProps {
  row: AdminMentorRow;
  /** Sends the invitation (the mentor's `_id`). */
  onInvite: (mentorId: string) => void;
  /** This mentor's invitation is on its way. */
  sending: boolean;
  /** A grid cell's tab index (`params.tabIndex`). */
  tabIndex?: number;
  /** In a table row: the click stays the button's (the row's own click opens the detail). */
  inRow?: boolean;
}

/** Invite or Resend invitation, as the mentor's account allows (nothing for an active account or an inactive mentor). */
export function InviteButton({ row, onInvite, sending, tabIndex, inRow = false }: InviteButtonProps) {
  const t = useT();
  const action = mentorInviteAction(row);
  if (!action) return null;
  const name = row.fullName || row.name;
  return (
    <Button
      size="small"
      startIcon={<SendIcon fontSize="small" />}
      disabled={sending}
      tabIndex={tabIndex}
      data-invite={row._id}
      aria-label={action === 'invite' ? t('backoffice.mentors.inviteOne', { name }) : t('backoffice.mentors.resendOne', { name })}
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
