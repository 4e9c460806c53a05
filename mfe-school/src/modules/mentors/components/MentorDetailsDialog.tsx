import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { CATEGORY_LABEL, DEFAULTS, type Mentor } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { isActiveMentor } from '../utils/mentorFilters';

export interface MentorDetailsDialogProps {
  mentor: Mentor | null;
  locked: boolean;
  onClose: () => void;
  onEdit: (mentor: Mentor) => void;
  onDelete: (mentor: Mentor) => void;
}

const or = (value: string | null | undefined, fallback = '—') => (value && value.trim() ? value : fallback);

/** The View dialog: every field the spec lists; Edit and Delete disabled with '(Locked)' while locked. */
export function MentorDetailsDialog({ mentor, locked, onClose, onEdit, onDelete }: MentorDetailsDialogProps) {
  const teams = mentor && Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams : [];
  return (
    <Dialog open={mentor !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="mentor-details-title">
      {mentor ? (
        <>
          <DialogTitle id="mentor-details-title">
            {or(mentor.name, DEFAULTS.unknown)}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {or(mentor.designation, DEFAULTS.unknown)}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Chip
                label={isActiveMentor(mentor) ? 'Active' : 'Inactive'}
                color={isActiveMentor(mentor) ? 'success' : 'default'}
                size="small"
                aria-label={`Status: ${isActiveMentor(mentor) ? 'Active' : 'Inactive'}`}
              />
            </Stack>
            <Grid container spacing={2}>
              <LabeledValue label="Mentor ID" value={or(mentor.mentorId)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label="Teacher ID" value={or(mentor.teacherId)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label="Contact Number" value={or(mentor.contactNumber)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label="Email" value={or(mentor.emailId)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label="School" value={or(mentor.schoolName)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label="School Code" value={or(mentor.schoolCode)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label="District" value={or(mentor.district, DEFAULTS.unknown)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label="Region" value={or(mentor.region, DEFAULTS.region)} size={{ xs: 12, sm: 6 }} />
            </Grid>
            <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              Assigned Teams ({teams.length})
            </Typography>
            {teams.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Not assigned to any team.
              </Typography>
            ) : (
              <Stack spacing={1}>
                {teams.map((team) => (
                  <Stack key={team.teamId} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {team.teamName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {team.teamId} · {CATEGORY_LABEL[team.category === 'sr' ? 'sr' : 'jr']} · {team.members}{' '}
                      {team.members === 1 ? 'member' : 'members'}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => onEdit(mentor)} disabled={locked} startIcon={locked ? <LockIcon /> : undefined}>
              {locked ? 'Edit (Locked)' : 'Edit'}
            </Button>
            <Button onClick={() => onDelete(mentor)} disabled={locked} color="error" startIcon={locked ? <LockIcon /> : undefined}>
              {locked ? 'Delete (Locked)' : 'Delete'}
            </Button>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
