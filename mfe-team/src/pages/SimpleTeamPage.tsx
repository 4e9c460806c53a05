import { Container, Grid, Stack } from '@mui/material';
import { TeamCertificates } from '../modules/certificates';
import { CredentialsPanel } from '../modules/credentials';
import { ResourcesPanel } from '../modules/resources';
import { SchedulePanel } from '../modules/schedule';
import { MentorCard, StudentCards, TeamInfoPanel, TeamNotices, TeamPageFrame, WelcomeBanner } from '../modules/team-info';

/**
 * /simple-team: banners and notices, team info, Go to LMS Bootcamp, credentials, mentor, students,
 * the members' certificates, the school's schedule for the team's category, resources and the
 * arrival note.
 */
export function SimpleTeamPage() {
  return (
    <TeamPageFrame>
      {({ info, schoolCode, errorAlert }) => (
        <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            {errorAlert}
            <WelcomeBanner info={info} />
            <TeamNotices />
            <TeamInfoPanel info={info} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 7 }}>
                <CredentialsPanel teamEmail={info.teamEmail} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <MentorCard mentorName={info.mentorName} designation={info.mentorDesignation} />
              </Grid>
            </Grid>
            <StudentCards students={info.students} />
            <TeamCertificates />
            <SchedulePanel schoolCode={schoolCode} category={info.category} categoryLabel={info.categoryLabel} />
            <ResourcesPanel />
          </Stack>
        </Container>
      )}
    </TeamPageFrame>
  );
}
