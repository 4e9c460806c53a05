import { Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import type { TeamInfo } from '../utils/teamInfo';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Grid>
  );
}

/** Team name, ID, category (Junior/Senior) and the school's details. */
export function TeamInfoPanel({ info }: { info: TeamInfo }) {
  return (
    <Paper component="section" aria-label="Team information" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <GroupsIcon color="primary" sx={{ fontSize: 40, display: { xs: 'none', sm: 'block' } }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {info.teamName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={`Team ID: ${info.teamId}`} />
            <Chip size="small" color={info.category === 'sr' ? 'secondary' : 'primary'} label={info.categoryLabel} />
          </Stack>
        </Box>
      </Stack>
      <Grid container spacing={2}>
        <Field label="Team name" value={info.teamName} />
        <Field label="Team ID" value={info.teamId} />
        <Field label="Category" value={info.categoryLabel} />
        <Field label="School" value={info.schoolName} />
        <Field label="District" value={info.district} />
        <Field label="State" value={info.state} />
        <Field label="Zone" value={info.zone} />
      </Grid>
    </Paper>
  );
}
