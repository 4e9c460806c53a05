import type { SyntheticEvent } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Judge } from '@hackathon/contracts';
import { useT } from '../../../../../i18n';
import { InviteButton } from '../../shared/InviteButton';
import { JUDGE_INVITE_LABELS, type JudgeActions } from '../utils/judgeActions';

// in a table row the click and the keys stay the button's (the row's own Enter and click open the detail)
const own = (event: SyntheticEvent) => event.stopPropagation();

/** A table row's actions: Invite / Resend invitation, Edit, Delete. */
export function JudgeRowActions({ row, actions, tabIndex }: { row: Judge; actions: JudgeActions; tabIndex?: number }) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <InviteButton row={row} name={row.name} labels={JUDGE_INVITE_LABELS} onInvite={actions.onInvite} sending={actions.sending === row._id} tabIndex={tabIndex} inRow />
      <Tooltip title={t('backoffice.judges.edit')}>
        <IconButton
          size="small"
          tabIndex={tabIndex}
          aria-label={t('backoffice.judges.editOne', { name: row.name })}
          onClick={(event) => {
            own(event);
            actions.onEdit(row);
          }}
          onKeyDown={own}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('backoffice.common.delete')}>
        <IconButton
          size="small"
          color="error"
          tabIndex={tabIndex}
          aria-label={t('backoffice.judges.deleteOne', { name: row.name })}
          onClick={(event) => {
            own(event);
            actions.onDelete(row);
          }}
          onKeyDown={own}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
