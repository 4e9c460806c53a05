import { FormControlLabel, Grid, Stack, Switch, TextField, Typography } from '@mui/material';
import { JUDGES_PER_TEAM_MAX, type MessageId } from '@hackathon/contracts';
import { fieldId } from '../utils/roundForm';
import { JudgePicker } from './JudgePicker';
import type { RoundFieldsProps } from './RoundScopeFields';
import { useT } from '../../../../../i18n';

type Toggle = 'blind' | 'excludeSameRegion' | 'shareComments';
const TOGGLES: readonly { key: Toggle; label: MessageId; help: MessageId }[] = [
  { key: 'blind', label: 'judging.form.blind', help: 'judging.form.blindHelp' },
  { key: 'excludeSameRegion', label: 'judging.form.excludeSameRegion', help: 'judging.form.excludeSameRegionHelp' },
  { key: 'shareComments', label: 'judging.form.shareComments', help: 'judging.form.shareCommentsHelp' },
];

/** Who judges and how: the judges, judges per team, the disagreement threshold, the deadline and the three rules. */
export function RoundSettingsFields({ draft, set, problems }: RoundFieldsProps) {
  const t = useT();
  const number = (key: 'judgesPerTeam' | 'disagreementThreshold', label: string, help: string, max: number) => (
    <TextField
      id={fieldId(key)}
      type="number"
      label={label}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(problems[key])}
      helperText={problems[key] ?? help}
      slotProps={{ htmlInput: { min: key === 'judgesPerTeam' ? 1 : 0, max, step: key === 'judgesPerTeam' ? 1 : 'any', inputMode: 'decimal' } }}
      fullWidth
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <JudgePicker value={draft.judges} onChange={(judges) => set('judges', judges)} error={problems.judgeIds} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{number('judgesPerTeam', t('judging.field.judgesPerTeam'), t('judging.form.judgesPerTeamHelp', { max: JUDGES_PER_TEAM_MAX }), JUDGES_PER_TEAM_MAX)}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{number('disagreementThreshold', t('judging.field.threshold'), t('judging.form.thresholdHelp'), 100)}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          id={fieldId('deadline')}
          type="datetime-local"
          label={t('judging.field.deadline')}
          value={draft.deadline}
          onChange={(event) => set('deadline', event.target.value)}
          error={Boolean(problems.deadline)}
          helperText={problems.deadline ?? t('judging.form.deadlineHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
          required
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <Stack spacing={1}>
          {TOGGLES.map(({ key, label, help }) => (
            <div key={key}>
              <FormControlLabel
                control={
                  <Switch
                    id={fieldId(key)}
                    checked={draft[key]}
                    onChange={(event) => set(key, event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `${fieldId(key)}-help` } }}
                  />
                }
                label={t(label)}
              />
              <Typography id={`${fieldId(key)}-help`} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                {t(help)}
              </Typography>
            </div>
          ))}
        </Stack>
      </Grid>
    </Grid>
  );
}
