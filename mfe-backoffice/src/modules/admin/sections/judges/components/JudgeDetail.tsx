import { Button, Grid } from '@mui/material';
import { formatDateTime, mentorAccountText, type Judge } from '@hackathon/contracts';
import { LabeledValue, statusLabel } from '@hackathon/ui';
import { useT } from '../../../../../i18n';
import { InviteButton } from '../../shared/InviteButton';
import { JUDGE_INVITE_LABELS, type JudgeActions } from '../utils/judgeActions';
import { judgeSchool } from '../utils/judgeView';

/** Every field of a judge (the detail dialog). */
export function JudgeDetail({ judge }: { judge: Judge }) {
  const t = useT();
  const none = t('backoffice.common.none');
  const fields: [string, string][] = [
    [t('backoffice.field.email'), judge.email],
    [t('backoffice.judges.organisation'), judge.organisation || none],
    [t('backoffice.judges.expertise'), judge.expertise || none],
    [t('backoffice.judges.homeRegion'), judge.homeRegion ?? none],
    [t('backoffice.field.school'), judgeSchool(judge) ?? none],
    [t('backoffice.field.status'), statusLabel(judge.isActive)],
    [t('backoffice.mentors.account.title'), mentorAccountText(judge.account)],
    [t('backoffice.field.added'), formatDateTime(judge.createdAt)],
  ];
  return (
    <Grid container spacing={2}>
      {fields.map(([label, value]) => (
        <LabeledValue key={label} label={label} value={value} />
      ))}
    </Grid>
  );
}

/** The detail's buttons: Invite / Resend invitation (the detail stays, showing the new state), Edit and Delete (they close it first). */
export function JudgeDetailActions({ judge, actions, close }: { judge: Judge; actions: JudgeActions; close: () => void }) {
  const t = useT();
  return (
    <>
      <InviteButton row={judge} name={judge.name} labels={JUDGE_INVITE_LABELS} onInvite={actions.onInvite} sending={actions.sending === judge._id} />
      <Button
        onClick={() => {
          close();
          actions.onEdit(judge);
        }}
      >
        {t('backoffice.judges.edit')}
      </Button>
      <Button
        color="error"
        onClick={() => {
          close();
          actions.onDelete(judge);
        }}
      >
        {t('backoffice.common.delete')}
      </Button>
    </>
  );
}
