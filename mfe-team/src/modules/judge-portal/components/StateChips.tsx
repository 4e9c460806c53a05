import { Chip, Stack } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { JudgeAssignment } from '@hackathon/contracts';
import { totalText } from '../utils/score';
import { useT } from '../../../i18n';

const COLOR = { pending: 'default', draft: 'info', submitted: 'success' } as const;

/** A sheet's state (pending, draft, submitted), its total once known, and whether it waits on this device. */
export function StateChips({ assignment, waiting }: { assignment: JudgeAssignment; waiting: boolean }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Chip size="small" color={COLOR[assignment.state]} label={t('team.judgePortal.state', { state: assignment.state })} />
      {assignment.total !== null ? <Chip size="small" variant="outlined" label={t('team.judgePortal.total', { total: totalText(assignment.total) })} /> : null}
      {waiting ? <Chip size="small" color="warning" variant="outlined" icon={<CloudOffIcon />} label={t('team.judgePortal.waiting')} /> : null}
    </Stack>
  );
}
