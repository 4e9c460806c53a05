import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Mentor } from '@hackathon/contracts';
import { EditDeleteButtons } from '../../shared/lock/LockableButton';
import { isActiveMentor } from '../utils/mentorFilters';
import { MentorAccountStatus } from './MentorAccountStatus';
import { useT } from '../../../i18n';

export interface MentorCardProps {
  mentor: Mentor;
  /** The school whose lists an invitation refreshes. */
  schoolCode: string;
  /** Locks Edit and Delete only: inviting stays open while locked. */
  locked: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const DASH = '—';

export function MentorCard({ mentor, schoolCode, locked, onView, onEdit, onDelete }: MentorCardProps) {
  const t = useT();
  const teams = Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams : [];
  const active = isActiveMentor(mentor);
  const name = mentor.name || t('school.mentors.unknown');
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={t('school.mentors.cardLabel', { name })}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {mentor.designation || t('school.mentors.unknown')}
            </Typography>
          </div>
          <Chip size="small" label={t(active ? 'school.mentors.active' : 'school.mentors.inactive')} color={active ? 'success' : 'default'} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('school.mentors.mentorIdLine', { id: mentor.mentorId || DASH })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('school.mentors.contactLine', { contact: mentor.contactNumber || DASH, email: mentor.emailId || DASH })}
        </Typography>
        <MentorAccountStatus mentor={mentor} schoolCode={schoolCode} />
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {teams.length === 0 ? (
            <Chip size="small" variant="outlined" label={t('school.mentors.notAssigned')} />
          ) : (
            teams.map((team) => <Chip key={team.teamId} size="small" variant="outlined" label={`${team.teamName} (${team.members})`} />)
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" startIcon={<VisibilityIcon />} onClick={onView} aria-label={t('school.actions.viewName', { name })}>
          {t('school.actions.view')}
        </Button>
        <EditDeleteButtons locked={locked} subject="mentors" name={name} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
