import { Box, Button, Chip, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SchoolIcon from '@mui/icons-material/School';
import type { Registration } from '@hackathon/contracts';
import { formatDate, formatTime, isKnown, orDash } from '../utils/format';

export interface DashboardHeaderProps {
  schoolCode: string;
  registration: Registration | undefined;
  lastUpdated: number | null;
  refreshing: boolean;
  onRefresh: () => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 6, md: 4, lg: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Grid>
  );
}

/** The school's identity and registration facts, with the last refresh time and Refresh. */
export function DashboardHeader({ schoolCode, registration, lastUpdated, refreshing, onRefresh }: DashboardHeaderProps) {
  const reg = registration;
  const code = reg?.schoolCode || reg?.kvCode || schoolCode;
  return (
    <Paper component="header" sx={{ p: { xs: 2, md: 3 } }} aria-label="School details">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <SchoolIcon color="primary" sx={{ fontSize: 40, display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {reg?.kvName || `School ${code}`}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip size="small" label={`Code: ${code}`} />
            </Stack>
          </Box>
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, flexShrink: 0 }}>
          <Button
            variant="contained"
            onClick={onRefresh}
            disabled={refreshing}
            startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          >
            Refresh
          </Button>
          <Typography variant="caption" color="text.secondary">
            Last updated: {formatTime(lastUpdated)}
          </Typography>
        </Stack>
      </Stack>

      {reg ? (
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <Field label="District" value={orDash(reg.district)} />
          <Field label="Region" value={orDash(reg.region)} />
          <Field label="Zone" value={orDash(reg.zone)} />
          {isKnown(reg.state) ? <Field label="State" value={reg.state} /> : null}
          <Field label="Contact" value={orDash(reg.contactNumber)} />
          <Field label="Email" value={orDash(reg.email)} />
          <Field label="Admin name" value={orDash(reg.fullName)} />
          <Field label="Reference" value={orDash(reg.referenceNumber)} />
          <Field label="Registration date" value={formatDate(reg.registrationTimestamp)} />
          <Field label="Method" value={orDash(reg.registrationMethod)} />
          <Field label="Terms accepted" value={reg.termsAccepted ? 'Yes' : 'No'} />
          <Field label="Source" value={orDash(reg.registrationSource)} />
        </Grid>
      ) : null}
    </Paper>
  );
}
