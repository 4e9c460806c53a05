import { Alert, Grid, Typography } from '@mui/material';
import type { MentorTeam } from '@hackathon/contracts';
import { MentorTeamCard } from './MentorTeamCard';
import { useT } from '../../../i18n';

/** The teams the school admin assigned to this mentor, and only those. */
export function MentorTeams({ teams }: { teams: MentorTeam[] }) {
  const t = useT();
  return (
    <section aria-label={t('team.mentorPortal.teamsAria')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('team.mentorPortal.teamsTitle', { n: teams.length })}
      </Typography>
      {teams.length === 0 ? (
        <Alert severity="info">{t('team.mentorPortal.noTeams')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {teams.map((team) => (
            <Grid key={team._id} size={{ xs: 12, lg: 6 }}>
              <MentorTeamCard team={team} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}
