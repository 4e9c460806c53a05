import { useState } from 'react';
import { DialogContentText, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { JUDGING_MSG, JUDGING_SCORE_CHOICES, type JudgingRound, type JudgingScoreChoice, type PublishRoundResult } from '@hackathon/contracts';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { usePublishRound } from '../hooks/useJudgingWrites';
import { scoreChoiceLabel } from '../utils/judgingView';
import { useT } from '../../../../../i18n';

export interface PublishDialogProps {
  open: boolean;
  round: JudgingRound;
  onClose: () => void;
  onPublished: (result: PublishRoundResult) => void;
}

/**
 * Publish: the score to publish (normalised or the plain mean) and what follows, in words, before
 * the countdown lets it go: the phase scores change and teams, mentors and school admins are told.
 */
export function PublishDialog({ open, round, onClose, onPublished }: PublishDialogProps) {
  const t = useT();
  const [score, setScore] = useState<JudgingScoreChoice>(round.publishedScore ?? 'normalised');
  const publish = usePublishRound(round._id);

  const confirm = () =>
    publish.mutate(score, {
      onSuccess: (answer) => {
        toast.success(answer.message || JUDGING_MSG.published(answer.data.published));
        onPublished(answer.data);
        onClose();
      },
      onError: (error) => {
        onClose();
        if (!error.shouldLogout) toast.error(error.message);
      },
    });

  return (
    <ConfirmDialog
      open={open}
      title={t('judging.publish.title', { name: round.name })}
      confirmText={t('judging.publish.confirm')}
      busy={publish.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      message={
        <>
          <FormControl sx={{ mb: 1 }}>
            <FormLabel id="judging-publish-score">{t('judging.publish.choose')}</FormLabel>
            <RadioGroup aria-labelledby="judging-publish-score" value={score} onChange={(event) => setScore(event.target.value as JudgingScoreChoice)}>
              {JUDGING_SCORE_CHOICES.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={scoreChoiceLabel(choice)} />
              ))}
            </RadioGroup>
          </FormControl>
          <DialogContentText data-testid="publish-consequence">{t('judging.publish.consequence', { phase: round.phase, score: scoreChoiceLabel(score) })}</DialogContentText>
        </>
      }
    />
  );
}
