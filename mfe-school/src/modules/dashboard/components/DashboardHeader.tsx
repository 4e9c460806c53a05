import { useState } from 'react';
import { Box, Button, Chip, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import SchoolIcon from '@mui/icons-material/School';
import { formatDate, formatTime, type Registration } from '@hackathon/contracts';
import { isKnown, orDash } from '../utils/format';
import { LabeledValue } from '@hackathon/ui';
import { useT } from '../../../i18n';

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
  const t = useT();
  const reg = registration;
  const code = reg?.schoolCode || reg?.kvCode || schoolCode;
  // below 600 px the registration facts fold behind a button, so the tabs start on the first screen
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = 'school-header-details';
  return (
    <Paper component="header" sx={{ p: { xs: 2, md: 3 } }} aria-label={t('school.header.ariaLabel')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
          <SchoolIcon color="primary" sx={{ fontSize: 40, display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {reg?.kvName || t('school.header.fallbackName', { code })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip size="small" label={t('school.header.code', { code })} />
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
            {t('school.header.refresh')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('school.header.lastUpdated', { time: frozen ? FROZEN_TEXT : formatTime(lastUpdated) })}
          </Typography>
        </Stack>
      </Stack>

      {reg ? (
        <Button
          size="small"
          onClick={() => setDetailsOpen((open) => !open)}
          disabled={frozen}
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          endIcon={detailsOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, mt: 1, px: 0 }}
          data-testid="header-details-toggle"
        >
          {t(detailsOpen ? 'school.header.hideDetails' : 'school.header.showDetails')}
        </Button>
      ) : null}
      {reg ? (
        <Grid container spacing={2} id={detailsId} sx={{ mt: 2, display: { xs: detailsOpen ? 'flex' : 'none', sm: 'flex' } }}>
          <DetailField label={t('school.header.district')} value={orDash(reg.district)} />
          <DetailField label={t('school.header.region')} value={orDash(reg.region)} />
          <DetailField label={t('school.header.zone')} value={orDash(reg.zone)} />
          {isKnown(reg.state) ? <DetailField label={t('school.header.state')} value={reg.state} /> : null}
          <DetailField label={t('school.header.contact')} value={orDash(reg.contactNumber)} />
          <DetailField label={t('school.header.email')} value={orDash(reg.email)} />
          <DetailField label={t('school.header.adminName')} value={orDash(reg.fullName)} />
          <DetailField label={t('school.header.reference')} value={orDash(reg.referenceNumber)} />
          <DetailField label={t('school.header.registrationDate')} value={formatDate(reg.registrationTimestamp)} />
          <DetailField label={t('school.header.method')} value={orDash(reg.registrationMethod)} />
          <DetailField label={t('school.header.termsAccepted')} value={t(reg.termsAccepted ? 'school.header.yes' : 'school.header.no')} />
          <DetailField label={t('school.header.source')} value={orDash(reg.registrationSource)} />
        </Grid>
      ) : null}
    </Paper>
  );
}
