import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { DEFAULTS, type Mentor } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { isActiveMentor } from '../utils/mentorFilters';
import { CATEGORY_LABEL } from '../../shared/utils/labels';
import { MentorAccountStatus } from './MentorAccountStatus';
import { useT } from '../../../i18n';

export interface MentorDetailsDialogProps {
  mentor: Mentor | null;
  /** The school whose lists an invitation refreshes. */
  schoolCode: string;
  locked: boolean;
  onClose: () => void;
  onEdit: (mentor: Mentor) => void;
  onDelete: (mentor: Mentor) => void;
}

const or = (value: string | null | undefined, fallback = '—') => (value && value.trim() ? value : fallback);

/**
 * The View dialog: every field the spec lists and the portal account (Invite / Resend stay open
 * while locked); Edit and Delete disabled with '(Locked)' while locked.
 */
export function MentorDetailsDialog({ mentor, schoolCode, locked, onClose, onEdit, onDelete }: MentorDetailsDialogProps) {
  const t = useT();
  const unknown = t('school.mentors.unknown');
  const teams = mentor && Array.isArray(mentor.assignedTeams) ? mentor.assignedTeams : [];
  return (
    <Dialog open={mentor !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="mentor-details-title">
      {mentor ? (
        <>
          <DialogTitle id="mentor-details-title">
            {or(mentor.name, unknown)}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {or(mentor.designation, unknown)}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <Chip
                label={t(isActiveMentor(mentor) ? 'school.mentors.active' : 'school.mentors.inactive')}
                color={isActiveMentor(mentor) ? 'success' : 'default'}
                size="small"
                aria-label={t('school.mentors.statusAria', { active: isActiveMentor(mentor) ? 'yes' : 'no' })}
              />
            </Stack>
            <Grid container spacing={2}>
              <LabeledValue label={t('school.mentors.field.mentorId')} value={or(mentor.mentorId)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label={t('school.mentors.field.teacherId')} value={or(mentor.teacherId)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label={t('school.mentors.field.contactNumber')} value={or(mentor.contactNumber)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label={t('school.mentors.field.emailId')} value={or(mentor.emailId)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label={t('school.mentors.field.school')} value={or(mentor.schoolName)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label={t('school.mentors.field.schoolCode')} value={or(mentor.schoolCode)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label={t('school.mentors.field.district')} value={or(mentor.district, unknown)} size={{ xs: 12, sm: 6 }} />
              <LabeledValue label={t('school.mentors.field.region')} value={or(mentor.region, DEFAULTS.region)} size={{ xs: 12, sm: 6 }} />
            </Grid>
            <MentorAccountStatus mentor={mentor} schoolCode={schoolCode} />
            <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {t('school.mentors.details.assignedTeams', { n: teams.length })}
            </Typography>
            {teams.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('school.mentors.details.noTeams')}
              </Typography>
            ) : (
              <Stack spacing={1}>
                {teams.map((team) => (
                  <Stack key={team.teamId} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {team.teamName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('school.mentors.details.teamLine', {
                        teamId: team.teamId,
                        category: CATEGORY_LABEL[team.category === 'sr' ? 'sr' : 'jr'],
                        members: team.members,
                      })}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => onEdit(mentor)} disabled={locked} startIcon={locked ? <LockIcon /> : undefined}>
              {t(locked ? 'school.actions.editLocked' : 'school.actions.edit')}
            </Button>
            <Button onClick={() => onDelete(mentor)} disabled={locked} color="error" startIcon={locked ? <LockIcon /> : undefined}>
              {t(locked ? 'school.actions.deleteLocked' : 'school.actions.delete')}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {t('school.actions.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
