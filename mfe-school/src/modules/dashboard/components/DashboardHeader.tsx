import { Box, Button, Chip, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SchoolIcon from '@mui/icons-material/School';
import { formatDate, formatTime, type Registration } from '@hackathon/contracts';
import { isKnown, orDash } from '../utils/format';
import { LabeledValue } from '@hackathon/ui';

export interface DashboardHeaderProps {
  schoolCode: string;
  registration: Registration | undefined;
  lastUpdated: number | null;
  refreshing: boolean;
  onRefresh: () => void;
  /**
   * The server's first screen (src/first-screen): Refresh disabled, and the text that depends on
   * the reader's clock (the refresh time) as dashes. Dates are IST for every reader, so the
   * registration date is the same on the server.
   */
  frozen?: boolean;
}

/** Volatile text in a frozen copy, as the prerender step writes it (prerender/src/freeze.ts). */
const FROZEN_TEXT = '--';

function DetailField(props: { label: string; value: string }) {
  return <LabeledValue {...props} size={{ xs: 6, md: 4, lg: 3 }} variant="body2" />;
}

/** The school's identity and registration facts, with the last refresh time and Refresh. */
export function DashboardHeader({ schoolCode, registration, lastUpdated, refreshing, onRefresh, frozen = false }: DashboardHeaderProps) {
  const reg = registration;
  const code = reg?.schoolCode || reg?.kvCode || schoolCode;
  return (
    <Paper component="header" sx={{ p: { xs: 2, md: 3 } }} aria-label="School details">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
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
            disabled={refreshing || frozen}
            startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          >
            Refresh
          </Button>
          <Typography variant="caption" color="text.secondary">
            Last updated: {frozen ? FROZEN_TEXT : formatTime(lastUpdated)}
          </Typography>
        </Stack>
      </Stack>

      {reg ? (
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <DetailField label="District" value={orDash(reg.district)} />
          <DetailField label="Region" value={orDash(reg.region)} />
          <DetailField label="Zone" value={orDash(reg.zone)} />
          {isKnown(reg.state) ? <DetailField label="State" value={reg.state} /> : null}
          <DetailField label="Contact" value={orDash(reg.contactNumber)} />
          <DetailField label="Email" value={orDash(reg.email)} />
          <DetailField label="Admin name" value={orDash(reg.fullName)} />
          <DetailField label="Reference" value={orDash(reg.referenceNumber)} />
          <DetailField label="Registration date" value={formatDate(reg.registrationTimestamp)} />
          <DetailField label="Method" value={orDash(reg.registrationMethod)} />
          <DetailField label="Terms accepted" value={reg.termsAccepted ? 'Yes' : 'No'} />
          <DetailField label="Source" value={orDash(reg.registrationSource)} />
        </Grid>
      ) : null}
    </Paper>
  );
}
