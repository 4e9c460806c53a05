import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { LIMITS, type Mentor } from '@hackathon/contracts';
import type { MentorSummary } from '../utils/summary';
import { LockedNotice } from './LockedNotice';

/** Read-only list of the school's mentors (the management screen comes later). */
export function MentorsList({ mentors, summary }: { mentors: Mentor[]; summary: MentorSummary }) {
  return (
    <section aria-label="Mentors">
      <LockedNotice subject="mentors" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={`Mentors: ${summary.total}/${LIMITS.maxMentorsPerSchool}`} color="primary" />
        <Chip label={`Assigned: ${summary.assigned}`} variant="outlined" />
        <Chip label={`Unassigned: ${summary.unassigned}`} variant="outlined" />
        <Chip label={`Available: ${summary.available}`} variant="outlined" />
      </Stack>
      {mentors.length === 0 ? (
        <Typography color="text.secondary" role="status">
          No mentors have been added for this school yet.
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {mentors.map((mentor) => (
            <Grid key={mentor.mentorId || mentor._id} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                    <div>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                        {mentor.name || 'Unknown'}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {mentor.designation || 'Unknown'}
                      </Typography>
                    </div>
                    <Chip
                      size="small"
                      label={mentor.isActive === false ? 'Inactive' : 'Active'}
                      color={mentor.isActive === false ? 'default' : 'success'}
                    />
                  </Stack>
                  <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                    Mentor ID: {mentor.mentorId || '—'} · Teacher ID: {mentor.teacherId || '—'}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {mentor.emailId || '—'} · {mentor.contactNumber || '—'}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                    {(mentor.assignedTeams ?? []).length === 0 ? (
                      <Chip size="small" variant="outlined" label="Not assigned" />
                    ) : (
                      (mentor.assignedTeams ?? []).map((team) => (
                        <Chip key={team.teamId} size="small" variant="outlined" label={`${team.teamName} (${team.members})`} />
                      ))
                    )}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}
