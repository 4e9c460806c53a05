import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useT } from '../../../i18n';

/** The mentor the school assigned to this team. */
export function MentorCard({ mentorName, designation }: { mentorName: string | null; designation?: string | null }) {
  const t = useT();
  return (
    <Card component="section" aria-label={t('team.mentor.aria')} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2" sx={{ mb: 1 }}>
          {t('team.mentor.title')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <PersonIcon />
          </Avatar>
          <div>
            <Typography variant="h6" component="p" color={mentorName ? 'text.primary' : 'text.secondary'}>
              {mentorName ?? t('team.mentor.none')}
            </Typography>
            {mentorName && designation ? (
              <Typography variant="body2" color="text.secondary">
                {designation}
              </Typography>
            ) : null}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
