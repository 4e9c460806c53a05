import { useLocation, useNavigate } from 'react-router-dom';
import { AppBar, Box, Chip, Container, Dialog, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { useT } from '../../i18n';
import { schoolOf, withoutSchool } from '../shared/utils/schoolPage';
import { ActivityPanel } from './components/ActivityPanel';
import { PaymentHistory } from './components/PaymentHistory';
import { MentorsPanel, TeamsPanel } from './components/PeoplePanels';
import { RegistrationPanel } from './components/RegistrationPanel';
import { SchedulePanel } from './components/SchedulePanel';
import { useSchoolPage } from './hooks/useSchoolPage';

export interface SchoolPageDialogProps {
  /**
   * The region and super admins' view: no actions (the server refuses them anyway). The admin's
   * view links to what it can do elsewhere: edit the registration, the whole Activity.
   */
  readOnly: boolean;
}

const TITLE_ID = 'school-page-title';

/**
 * One page per school (issue 25), full screen over the dashboard that listed it, opened by
 * `?school=<code>` (a school's name or code in a list links there; the link can be shared and
 * reloaded; Escape, the close button and Back close it). Sections stack on a phone.
 */
export function SchoolPageDialog({ readOnly }: SchoolPageDialogProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const code = schoolOf(location.search);
  const query = useSchoolPage(code);
  const page = query.data;
  const close = () => navigate({ pathname: location.pathname, search: withoutSchool(location.search) }, { replace: true });

  let body;
  if (query.error && !page) {
    // the server's words for a refusal (403) or an unknown school (404); ours for a failed read
    const refused = query.error.isClientError && query.error.serverMessage;
    body = (
      <LoadErrorAlert message={refused ? query.error.serverMessage! : t('backoffice.schoolPage.failed')} detail={refused ? undefined : query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (!page) {
    body = <LoadingSpinner label={t('backoffice.schoolPage.loading')} />;
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <RegistrationPanel page={page} readOnly={readOnly} />
        <PaymentHistory payments={page.payments} />
        <MentorsPanel mentors={page.mentors} />
        <TeamsPanel teams={page.teams} />
        <SchedulePanel schedule={page.schedule} />
        <ActivityPanel activity={page.activity} schoolCode={page.school.schoolCode} showFullActivity={!readOnly} />
      </Box>
    );
  }

  return (
    <Dialog open={code !== null} onClose={close} fullScreen aria-labelledby={TITLE_ID} data-testid="school-page">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1, alignItems: 'center', py: 1, px: { xs: 1.5, sm: 3 } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={TITLE_ID} component="h1" variant="h6" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {page ? page.school.schoolName : t('backoffice.schoolPage.title')}
            </Typography>
            {page ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('backoffice.schoolPage.caption', { code: page.school.schoolCode, district: page.school.district, state: page.school.state, region: page.school.region })}
              </Typography>
            ) : null}
          </Box>
          <IconButton edge="end" onClick={close} aria-label={t('backoffice.schoolPage.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
        {readOnly ? (
          <Stack direction="row" sx={{ mb: 1.5 }}>
            <Chip icon={<VisibilityIcon />} label={t('backoffice.schoolPage.readOnly')} variant="outlined" color="info" size="small" />
          </Stack>
        ) : null}
        {body}
      </Container>
    </Dialog>
  );
}
