import { useState, type FormEvent } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { isApiError } from '@hackathon/api-client';
import { LIMITS, MSG, PHASE_MSG, type PhaseNumber, type PhaseTeam } from '@hackathon/contracts';
import { DialogForm, FormDialog, menuOptions, toast } from '@hackathon/ui';
import { useSetScore } from '../hooks/usePhases';
import { parseScore, phaseLabel, phaseScore, scorablePhases } from '../utils/phaseActions';
import { useT } from '../../../../../i18n';

/** What the score modal reads of a team: Phase Management's row or the Teams section's. */
export type ScorableTeam = Pick<PhaseTeam, '_id' | 'teamId' | 'teamName' | 'currentPhase' | 'phaseScores'>;

export interface ScoreDialogProps {
  team: ScorableTeam | null;
  onClose: () => void;
}

/** The score modal: a phase the team has reached and a whole-number score from 0 to 100. */
export function ScoreDialog({ team, onClose }: ScoreDialogProps) {
  const t = useT();
  return (
    <FormDialog open={team !== null} onClose={onClose} title={t('backoffice.phases.updateScore')} titleId="score-title" maxWidth="xs">
      {team ? <ScoreForm team={team} onClose={onClose} /> : null}
    </FormDialog>
  );
}

const scoreText = (team: ScorableTeam, phase: PhaseNumber) => {
  const score = phaseScore(team, phase);
  return score === null ? '' : String(score);
};

function ScoreForm({ team, onClose }: { team: ScorableTeam; onClose: () => void }) {
  const t = useT();
  const phases = scorablePhases(team);
  const [phase, setPhase] = useState<PhaseNumber>(phases[phases.length - 1]);
  const [text, setText] = useState(() => scoreText(team, phases[phases.length - 1]));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSetScore();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseScore(text);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    setText(String(parsed.score));
    setServerError(null);
    save.mutate(
      { id: team._id, phase, score: parsed.score },
      {
        onSuccess: () => {
          toast.success(PHASE_MSG.scoreUpdated);
          onClose();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          toast.error(MSG.failedUpdateScore);
          // the server's reason (e.g. the team has not reached that phase) stays in the dialog
          if (isApiError(error) && error.isClientError) setServerError(error.message);
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={serverError} saving={save.isPending} submitLabel={t('backoffice.phases.saveScore')} savingLabel={t('backoffice.common.saving')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('backoffice.common.nameWithId', { name: team.teamName, id: team.teamId })}
        </Typography>
        <TextField
          id="score-phase"
          select
          label={t('backoffice.field.phase')}
          value={phase}
          onChange={(event) => {
            const next = Number(event.target.value) as PhaseNumber;
            setPhase(next);
            setText(scoreText(team, next));
            setFieldError(null);
          }}
          fullWidth
        >
          {menuOptions(phases, phaseLabel)}
        </TextField>
        <TextField
          id="score-value"
          label={t('backoffice.phases.scoreLabel', { min: LIMITS.scoreMin, max: LIMITS.scoreMax })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(null);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('backoffice.phases.scoreHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
          autoFocus
        />
      </Stack>
    </DialogForm>
  );
}
