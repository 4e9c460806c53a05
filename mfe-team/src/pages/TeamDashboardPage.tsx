import { useSearchParams } from 'react-router-dom';
import { Box, Chip, Container, Grid, Paper, Stack } from '@mui/material';
import { StandingOverview } from '../modules/standing';
import {
  AssignmentSection,
  ContentSection,
  DashboardSidebar,
  FaqSection,
  StudentDetailsSection,
  sectionFromQuery,
  sectionPanelId,
  sectionTabId,
  type DashboardSectionKey,
} from '../modules/team-dashboard';
import { TeamHeading, TeamPageFrame, studentDetails, type TeamInfo, type TeamRecord } from '../modules/team-info';

function SectionContent({ section, info, record }: { section: DashboardSectionKey; info: TeamInfo; record: TeamRecord }) {
  switch (section) {
    case 'students':
      return <StudentDetailsSection students={studentDetails(record.members)} />;
    case 'faq':
      return <FaqSection />;
    case 'content':
      return <ContentSection />;
    case 'assignment':
      return <AssignmentSection />;
    default:
      return <StandingOverview teamId={info.teamId} />;
  }
}

/** /team-dashboard: the sidebar variant, with the team's real status, phases, scores, rank and statistics. */
export function TeamDashboardPage() {
  const [params, setParams] = useSearchParams();
  const section = sectionFromQuery(params.get('section'));
  const select = (key: DashboardSectionKey) => setParams(key === 'dashboard' ? {} : { section: key }, { replace: true });

  return (
    <TeamPageFrame>
      {({ info, record, errorAlert }) => (
        <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            {errorAlert}
            <Paper sx={{ p: { xs: 2, md: 2.5 } }}>
              <TeamHeading info={info}>
                <Chip size="small" variant="outlined" label={info.schoolName} />
              </TeamHeading>
            </Paper>
            <Grid container spacing={{ xs: 2, md: 3 }}>
              <Grid size={{ xs: 12, md: 3 }}>
                <DashboardSidebar value={section} onChange={select} />
              </Grid>
              <Grid size={{ xs: 12, md: 9 }}>
                <Box role="tabpanel" id={sectionPanelId(section)} aria-labelledby={sectionTabId(section)}>
                  <SectionContent section={section} info={info} record={record} />
                </Box>
              </Grid>
            </Grid>
          </Stack>
        </Container>
      )}
    </TeamPageFrame>
  );
}
