import { Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';

/** The mentor the school assigned to this team. */
export function MentorCard({ mentorName, designation }: { mentorName: string | null; designation?: string | null }) {
  return (
    <Card component="section" aria-label="Assigned mentor" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2" sx={{ mb: 1 }}>
          Assigned Mentor
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <PersonIcon />
          </Avatar>
          <div>
            <Typography variant="h6" component="p" color={mentorName ? 'text.primary' : 'text.secondary'}>
              {mentorName ?? 'No mentor assigned yet'}
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
