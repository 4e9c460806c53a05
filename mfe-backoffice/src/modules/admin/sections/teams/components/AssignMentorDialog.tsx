import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { isApiError } from '@hackathon/api-client';
import { LIMITS, MSG, type AdminTeamRow } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useSchoolMentors, useUpdateTeam } from '../hooks/useTeamWrites';
import { canAssign, currentMentorId, mentorOptions } from '../utils/mentorOptions';
import { mentorLabel } from '../../../../shared/utils/labels';
import { useT } from '../../../../../i18n';

export interface AssignMentorDialogProps {
  team: AdminTeamRow | null;
  onClose: () => void;
}

/**
 * The assign-mentor modal (back-office spec): the active mentors of the team's school, FULL ones
 * (2 teams) shown but not selectable; Assign sets the mentor, Remove Mentor sets it to null.
 */
export function AssignMentorDialog({ team, onClose }: AssignMentorDialogProps) {
  const t = useT();
  return (
    <Dialog open={team !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="assign-mentor-title">
      <DialogTitle id="assign-mentor-title">{t('backoffice.teams.assignMentor')}</DialogTitle>
      {team ? <AssignMentorForm team={team} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AssignMentorForm({ team, onClose }: { team: AdminTeamRow; onClose: () => void }) {
  const t = useT();
  const mentors = useSchoolMentors(team.schoolCode);
  const update = useUpdateTeam();
  const [chosen, setChosen] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // spec: 'Failed to fetch mentors' as a toast (the modal also keeps a Try Again)
  const fetchError = mentors.error;
  useEffect(() => {
    if (fetchError && !fetchError.shouldLogout) toast.error(MSG.failedFetchMentors);
  }, [fetchError]);

  const options = mentors.data ? mentorOptions(mentors.data.items, team) : [];
  const current = currentMentorId(team);

  const save = (assignedMentor: string | null) => {
    setServerError(null);
    const removing = assignedMentor === null;
    update.mutate(
      { id: team._id, body: { assignedMentor } },
      {
        onSuccess: () => {
          toast.success(removing ? MSG.mentorRemoved : MSG.mentorAssigned);
          onClose();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          toast.error(removing ? MSG.failedRemoveMentor : MSG.failedAssignMentor);
          // e.g. the mentor filled up meanwhile: the server's reason stays in the modal
          if (isApiError(error) && error.isClientError) setServerError(error.message);
          void mentors.refetch();
        },
      },
    );
  };

  const assign = () => {
    const option = options.find((o) => o._id === chosen);
    if (!option) {
      toast.error(MSG.selectMentor);
      return;
    }
    if (canAssign(option)) save(option._id);
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.teams.dialogCaption', { teamName: team.teamName, teamId: team.teamId, schoolName: team.schoolName, schoolCode: team.schoolCode })}
          </Typography>
          <Typography variant="body2">{t('backoffice.teams.currentMentor', { mentor: mentorLabel(team) })}</Typography>
          {serverError ? <Alert severity="error">{serverError}</Alert> : null}
          {mentors.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void mentors.refetch()}>
                  {t('backoffice.common.tryAgain')}
                </Button>
              }
            >
              {MSG.failedFetchMentors}
            </Alert>
          ) : !mentors.data ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={18} />
              <Typography variant="body2" color="text.secondary">
                {t('backoffice.lists.loadingMentors')}
              </Typography>
            </Stack>
          ) : options.length === 0 ? (
            <Typography color="text.secondary" data-testid="no-mentors">
              {MSG.noAvailableMentors}
            </Typography>
          ) : (
            // a radio group of mentors (a <ul> may hold only <li>): each option is named by what it shows
            <List component="div" role="radiogroup" dense aria-label={t('backoffice.field.mentors')} disablePadding>
              {options.map((option) => (
                <ListItemButton
                  key={option._id}
                  selected={chosen === option._id}
                  disabled={option.isFull}
                  onClick={() => setChosen(option._id)}
                  role="radio"
                  aria-checked={chosen === option._id}
                  data-mentor-id={option._id}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {chosen === option._id ? <RadioButtonCheckedIcon color="primary" /> : <RadioButtonUncheckedIcon />}
                  </ListItemIcon>
                  <ListItemText
                    primary={t('backoffice.common.nameWithId', { name: option.name, id: option.mentorId })}
                    secondary={t('backoffice.teams.mentorOption', { designation: option.designation || t('backoffice.field.mentor'), teams: option.teams, capacity: LIMITS.mentorTeamCapacity })}
                  />
                  {option.isFull ? <Chip size="small" color="error" label={t('backoffice.mentors.full')} /> : null}
                  {option.isCurrent ? <Chip size="small" color="primary" variant="outlined" label={t('backoffice.teams.current')} /> : null}
                </ListItemButton>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {current ? (
          <Button color="error" onClick={() => save(null)} disabled={update.isPending} sx={{ mr: 'auto' }}>
            {t('backoffice.teams.removeMentor')}
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={update.isPending}>
          {t('backoffice.common.cancel')}
        </Button>
        <Button variant="contained" onClick={assign} disabled={update.isPending || (chosen !== null && !canAssign(options.find((o) => o._id === chosen)))}>
          {update.isPending ? t('backoffice.common.saving') : t('backoffice.teams.assignMentor')}
        </Button>
      </DialogActions>
    </>
  );
}
