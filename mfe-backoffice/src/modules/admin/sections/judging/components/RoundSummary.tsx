import type { Ref } from 'react';
import { Button, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { formatDateTime, type JudgingRound, type MessageId } from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { phaseText, roundScope, roundStatusColor, roundStatusLabel, scoreChoiceLabel } from '../utils/judgingView';
import { useT } from '../../../../../i18n';

export interface RoundSummaryProps {
  round: JudgingRound;
  /** Edit round: offered while the round is a draft (the server refuses later edits). */
  onEdit?: () => void;
  /** The heading, focused when the detail opens (a keyboard and a screen reader land on the round). */
  headingRef?: Ref<HTMLHeadingElement>;
}

const yesNo = (value: boolean): MessageId => (value ? 'backoffice.common.yes' : 'backoffice.common.no');

/** The round's name, status and settings, with Edit while it is a draft. */
export function RoundSummary({ round, onEdit, headingRef }: RoundSummaryProps) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', outline: 'none' }}>
          {round.name}
        </Typography>
        <Chip size="small" label={roundStatusLabel(round.status)} color={roundStatusColor(round.status)} data-status={round.status} />
        {onEdit ? (
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} sx={{ ml: 'auto !important' }}>
            {t('judging.detail.edit')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {roundScope(round)}
      </Typography>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <LabeledValue label={t('backoffice.field.phase')} value={phaseText(round.phase)} size={{ xs: 6, md: 3 }} />
        <LabeledValue label={t('judging.field.deadline')} value={formatDateTime(round.deadline)} size={{ xs: 6, md: 3 }} />
        <LabeledValue label={t('judging.field.judges')} value={t('judging.detail.judgesLine', { judges: round.judgeIds.length, perTeam: round.judgesPerTeam })} size={{ xs: 6, md: 3 }} />
        <LabeledValue label={t('backoffice.field.teams')} value={String(round.teamCount)} size={{ xs: 6, md: 3 }} />
        <LabeledValue label={t('judging.form.blind')} value={t(yesNo(round.blind))} size={{ xs: 6, md: 3 }} />
        <LabeledValue label={t('judging.form.excludeSameRegion')} value={t(yesNo(round.excludeSameRegion))} size={{ xs: 6, md: 3 }} />
        <LabeledValue label={t('judging.form.shareComments')} value={t(yesNo(round.shareComments))} size={{ xs: 6, md: 3 }} />
        <LabeledValue label={t('judging.field.threshold')} value={String(round.disagreementThreshold)} size={{ xs: 6, md: 3 }} />
      </Grid>
      {round.publishedAt ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="round-published">
          {t('judging.detail.published', { at: formatDateTime(round.publishedAt), score: scoreChoiceLabel(round.publishedScore ?? 'normalised') })}
        </Typography>
      ) : null}
    </Paper>
  );
}
