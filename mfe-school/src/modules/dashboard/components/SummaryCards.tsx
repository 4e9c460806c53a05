import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import GroupsIcon from '@mui/icons-material/Groups';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PaymentIcon from '@mui/icons-material/Payment';
import type { MentorSummary, TeamSummary } from '../../shared/utils/summary';
import { studentsTone, teamsTone, toneColor } from '../utils/expectation';
import { paymentCardView } from '../utils/messages';
import { LIMITS } from '@hackathon/contracts';
import { useT } from '../../../i18n';

export interface SummaryCardsProps {
  mentors: MentorSummary;
  teams: TeamSummary;
  status: 'Active' | 'Offline' | 'Error';
  paymentStatus: string | null | undefined;
  /** False when the registration read failed: the payment status is unknown, not 'Not Submitted'. */
  registrationLoaded: boolean;
  /** False when that list failed to load: its counts are unknown, not zero. */
  mentorsLoaded: boolean;
  teamsLoaded: boolean;
}

const UNKNOWN = '—';

/** The big figure: smaller on a phone, where the four cards sit two by two. */
const FIGURE_SX = { fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.125rem' } } as const;

function SummaryCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    // two columns below 600 px too: four stacked cards pushed the tabs off a phone's first screen
    <Grid size={{ xs: 6, lg: 3 }}>
      <Card sx={{ height: '100%' }} component="section" aria-label={title}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 3 } } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" color="text.secondary">
              {title}
            </Typography>
            {icon}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

const STATUS_DETAIL = { Active: 'school.summary.connected', Offline: 'school.summary.offline', Error: 'school.summary.someFailed' } as const;

/** The four summary cards: Mentors n/2, Teams n/4, Status, Payment Status. */
export function SummaryCards({ mentors, teams, status, paymentStatus, registrationLoaded, mentorsLoaded, teamsLoaded }: SummaryCardsProps) {
  const t = useT();
  const teamColor = teamsLoaded ? toneColor(teamsTone(teams.total)) : 'text.primary';
  const studentColor = teamsLoaded ? toneColor(studentsTone(teams.students)) : 'text.primary';
  const payment = paymentCardView(registrationLoaded, paymentStatus);
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }}>
      <SummaryCard title={t('school.summary.mentors')} icon={<PersonIcon color="primary" />}>
        <Typography variant="h4" component="p" sx={FIGURE_SX}>
          {mentorsLoaded ? mentors.total : UNKNOWN}/{mentors.max}
        </Typography>
        <Detail>
          {mentorsLoaded ? t('school.summary.mentorCounts', { assigned: mentors.assigned, available: mentors.available }) : t('school.summary.mentorsNotLoaded')}
        </Detail>
      </SummaryCard>

      <SummaryCard title={t('school.summary.teams')} icon={<GroupsIcon color="primary" />}>
        <Typography variant="h4" component="p" sx={{ ...FIGURE_SX, color: teamColor }} data-testid="teams-count">
          {teamsLoaded ? teams.total : UNKNOWN}/{teams.max}
        </Typography>
        <Detail>{teamsLoaded ? t('school.summary.teamCounts', { junior: teams.junior, senior: teams.senior }) : t('school.summary.teamsNotLoaded')}</Detail>
        <Typography variant="body2" sx={{ color: studentColor, fontWeight: 500 }} data-testid="students-count">
          {t('school.summary.students', { count: teamsLoaded ? teams.students : UNKNOWN, expected: LIMITS.expectedStudentsPerSchool })}
        </Typography>
      </SummaryCard>

      <SummaryCard
        title={t('school.summary.status')}
        icon={status === 'Active' ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
      >
        <Typography variant="h4" component="p" sx={{ ...FIGURE_SX, color: status === 'Active' ? 'success.main' : 'error.main' }}>
          {t('school.summary.statusValue', { status })}
        </Typography>
        <Detail>{t(STATUS_DETAIL[status])}</Detail>
      </SummaryCard>

      <SummaryCard title={t('school.summary.paymentStatus')} icon={<PaymentIcon color="primary" />}>
        <Box sx={{ py: 0.75 }}>
          {/* the label wraps in a half-width card rather than being cut off */}
          <Chip
            label={payment.label}
            color={payment.color}
            data-testid="payment-status-chip"
            sx={{ height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        </Box>
        <Detail>{payment.detail}</Detail>
      </SummaryCard>
    </Grid>
  );
}
