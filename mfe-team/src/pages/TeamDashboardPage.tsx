import { useSearchParams } from 'react-router-dom';
import { Box, Chip, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { StandingOverview } from '../modules/standing/components/StandingOverview';
import { AssignmentSection } from '../modules/team-dashboard/components/AssignmentSection';
import { ContentSection } from '../modules/team-dashboard/components/ContentSection';
import { DashboardSidebar, sectionPanelId, sectionTabId } from '../modules/team-dashboard/components/DashboardSidebar';
import { FaqSection } from '../modules/team-dashboard/components/FaqSection';
import { StudentDetailsSection } from '../modules/team-dashboard/components/StudentDetailsSection';
import { sectionFromQuery, type DashboardSectionKey } from '../modules/team-dashboard/utils/sections';
import { TeamPageFrame } from '../modules/team-info/components/TeamPageFrame';
import { studentDetails, type TeamInfo, type TeamRecord } from '../modules/team-info/utils/teamInfo';

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
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {info.teamName}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
                <Chip size="small" label={`Team ID: ${info.teamId}`} />
                <Chip size="small" color={info.category === 'sr' ? 'secondary' : 'primary'} label={info.categoryLabel} />
                <Chip size="small" variant="outlined" label={info.schoolName} />
              </Stack>
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
