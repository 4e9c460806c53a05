import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField } from '@mui/material';
import { JUDGING_ROUND_LIMITS, type JudgeAssignment, type JudgeRound } from '@hackathon/contracts';
import { ConfirmDialog } from '@hackathon/ui';
import type { SheetOutbox } from '../hooks/useSheetOutbox';
import { useSheetForm } from '../hooks/useSheetForm';
import { readScores, weightedTotal } from '../utils/score';
import { CriterionScore } from './CriterionScore';
import { SheetTotal } from './SheetTotal';
import { SyncNotice } from './SyncNotice';
import { useT } from '../../../i18n';

export interface SheetFormProps {
  round: JudgeRound;
  assignment: JudgeAssignment;
  outbox: SheetOutbox;
  /** "I know this team": the panel opens the conflict dialog. */
  onConflict: () => void;
}

const scoreFieldId = (assignmentId: string, key: string) => `judge-score-${assignmentId}-${key}`;
const focusField = (id: string) => document.getElementById(id)?.focus();

/**
 * The sheet being scored: each criterion, the live total, the comment to the team and the private
 * note; Save draft, and Submit after a confirmation (a submitted score is locked). While a submit
 * waits on this device the fields are read only, so what is sent is what was confirmed.
 */
export function SheetForm({ round, assignment, outbox, onConflict }: SheetFormProps) {
  const t = useT();
  const form = useSheetForm(assignment);
  const [problem, setProblem] = useState<'fix' | 'scoreAll' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const status = outbox.statusOf(assignment._id);
  const sending = status.kind === 'sending';
  const locked = sending || (status.kind === 'waiting' && status.mode === 'submit');
  const { scores, invalid, complete } = readScores(round.criteria, form.fields.scores);
  const scored = Object.keys(scores).length;

  const check = (forSubmit: boolean): boolean => {
    const firstEmpty = round.criteria.find((c) => scores[c.key] === undefined)?.key;
    const wrong = invalid[0] ?? (forSubmit && !complete ? firstEmpty : undefined);
    setProblem(invalid.length > 0 ? 'fix' : wrong ? 'scoreAll' : null);
    if (wrong) focusField(scoreFieldId(assignment._id, wrong));
    return !wrong;
  };
  const saveDraft = () => {
    if (check(false)) outbox.queue(assignment, 'draft');
  };
  const askSubmit = () => {
    if (check(true)) setConfirming(true);
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {form.restored ? <Alert severity="info">{t('team.judgePortal.restored')}</Alert> : null}
      {round.criteria.map((criterion) => (
        <CriterionScore
          key={criterion.key}
          criterion={criterion}
          fieldId={scoreFieldId(assignment._id, criterion.key)}
          text={form.fields.scores[criterion.key] ?? ''}
          onChange={(text) => form.setScore(criterion.key, text)}
          disabled={locked}
          requireScore={problem === 'scoreAll'}
        />
      ))}
      <TextField
        id={`judge-comment-${assignment._id}`}
        label={t('team.judgePortal.comment')}
        helperText={`${t('team.judgePortal.commentHint')} (${form.fields.comment.length}/${JUDGING_ROUND_LIMITS.commentMax})`}
        value={form.fields.comment}
        onChange={(event) => form.setComment(event.target.value)}
        disabled={locked}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: JUDGING_ROUND_LIMITS.commentMax } }}
      />
      <TextField
        id={`judge-note-${assignment._id}`}
        label={t('team.judgePortal.privateNote')}
        helperText={`${t('team.judgePortal.privateNoteHint')} (${form.fields.privateNote.length}/${JUDGING_ROUND_LIMITS.noteMax})`}
        value={form.fields.privateNote}
        onChange={(event) => form.setPrivateNote(event.target.value)}
        disabled={locked}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: JUDGING_ROUND_LIMITS.noteMax } }}
      />
      <SyncNotice status={status} onRetry={() => outbox.send(assignment._id)} />
      {problem ? (
        <Alert severity="error" role="alert">
          {t(problem === 'fix' ? 'team.judgePortal.fixScores' : 'team.judgePortal.scoreAll')}
        </Alert>
      ) : null}
      {/* the total and the actions stay in reach under the thumb while the criteria scroll */}
      <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, zIndex: 1, p: 1.5, mx: { xs: -1, sm: 0 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <SheetTotal total={weightedTotal(round.criteria, scores)} scored={scored} count={round.criteria.length} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={saveDraft} disabled={locked} sx={{ flex: { xs: 1, sm: 'none' } }}>
              {sending && status.mode === 'draft' ? t('team.judgePortal.sending') : t('team.judgePortal.saveDraft')}
            </Button>
            <Button variant="contained" onClick={askSubmit} disabled={locked} sx={{ flex: { xs: 1, sm: 'none' } }}>
              {sending && status.mode === 'submit' ? t('team.judgePortal.sending') : t('team.judgePortal.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Box>
        <Button color="warning" onClick={onConflict} disabled={locked}>
          {t('team.judgePortal.conflictButton')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('team.judgePortal.confirmTitle', { name: assignment.team.teamName })}
        message={t('team.judgePortal.confirmBody')}
        confirmText={t('team.judgePortal.submit')}
        waitSeconds={0}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          outbox.queue(assignment, 'submit');
        }}
      />
    </Stack>
  );
}
