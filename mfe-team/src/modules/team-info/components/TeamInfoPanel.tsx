import type { ReactNode } from 'react';
import { Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { LabeledValue } from '@hackathon/ui';
import type { TeamInfo } from '../utils/teamInfo';
import { useT } from '../../../i18n';

function DetailField(props: { label: string; value: string }) {
  return <LabeledValue {...props} size={{ xs: 12, sm: 6, md: 4 }} />;
}

/** The page's heading: the team's name with its ID, category and any more chips (both team pages). */
export function TeamHeading({ info, children }: { info: TeamInfo; children?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {info.teamName}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={t('team.info.teamIdChip', { teamId: info.teamId })} />
        <Chip size="small" color={info.category === 'sr' ? 'secondary' : 'primary'} label={info.categoryLabel} />
        {children}
      </Stack>
    </>
  );
}

/** Team name, ID, category (Junior/Senior) and the school's details. */
export function TeamInfoPanel({ info }: { info: TeamInfo }) {
  const t = useT();
  return (
    <Paper component="section" aria-label={t('team.info.aria')} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', mb: 2 }}>
        <GroupsIcon color="primary" sx={{ fontSize: 40, display: { xs: 'none', sm: 'block' } }} />
        <Box sx={{ minWidth: 0 }}>
          <TeamHeading info={info} />
        </Box>
      </Stack>
      <Grid container spacing={2}>
        <DetailField label={t('team.info.teamName')} value={info.teamName} />
        <DetailField label={t('team.info.teamId')} value={info.teamId} />
        <DetailField label={t('team.info.category')} value={info.categoryLabel} />
        <DetailField label={t('team.info.school')} value={info.schoolName} />
        <DetailField label={t('team.info.district')} value={info.district} />
        <DetailField label={t('team.info.state')} value={info.state} />
        <DetailField label={t('team.info.zone')} value={info.zone} />
      </Grid>
    </Paper>
  );
}
