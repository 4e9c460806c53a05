import { Chip, Stack, Typography } from '@mui/material';
import type { JudgedTeam } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/** What judging needs of a team: its ID, category, members and classes; its school only when the round is not blind. */
export function TeamFacts({ team, blind }: { team: JudgedTeam; blind: boolean }) {
  const t = useT();
  const members = t('team.judgePortal.members', { n: team.memberCount });
  const classes = team.classes.length > 0 ? t('team.judgePortal.classes', { classes: team.classes.join(', ') }) : null;
  const school = team.schoolName ?? (blind ? t('team.judgePortal.schoolHidden') : null);
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" variant="outlined" label={t('team.info.teamIdChip', { teamId: team.teamId })} />
        <Chip size="small" variant="outlined" label={t('team.category', { category: team.category })} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {classes ? `${members} · ${classes}` : members}
      </Typography>
      {school ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', fontStyle: team.schoolName ? undefined : 'italic' }} data-school>
          {school}
        </Typography>
      ) : null}
    </Stack>
  );
}
