import { useId } from 'react';
import { Box, FormHelperText, Slider, Stack, TextField, Typography } from '@mui/material';
import type { RubricCriterionDef } from '@hackathon/contracts';
import { checkScore, SCORE_STEP } from '../utils/score';
import { useLanguage, useT } from '../../../i18n';

export interface CriterionScoreProps {
  criterion: RubricCriterionDef;
  /** The score field's id (the form moves focus to a field to correct). */
  fieldId: string;
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
  /** After a refused submit: an empty field is marked too. */
  requireScore: boolean;
}

/**
 * One criterion of the rubric, in the reader's language: a slider for the thumb and a number field
 * (step 0.5) for the exact score, kept in step; both are named by the criterion.
 */
export function CriterionScore({ criterion, fieldId, text, onChange, disabled, requireScore }: CriterionScoreProps) {
  const t = useT();
  const language = useLanguage();
  const nameId = useId();
  const descriptionId = useId();
  const helpId = useId();
  const check = checkScore(text, criterion.max);
  const wrong = check.kind === 'invalid' || (requireScore && check.kind === 'empty');
  const help = check.kind === 'invalid' ? t('team.judgePortal.scoreInvalid', { max: criterion.max }) : check.kind === 'empty' ? t('team.judgePortal.notScored') : null;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }} data-criterion={criterion.key}>
      <Typography id={nameId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {criterion.name[language] || criterion.name.en}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {criterion.description[language] || criterion.description.en}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('team.judgePortal.criterionMeta', { weight: criterion.weight, max: criterion.max })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Slider
          value={check.kind === 'ok' ? check.value : 0}
          min={0}
          max={criterion.max}
          step={SCORE_STEP}
          disabled={disabled}
          onChange={(_event, value) => onChange(String(value))}
          getAriaValueText={(value) => (check.kind === 'ok' ? t('team.judgePortal.scoreValueText', { value, max: criterion.max }) : t('team.judgePortal.notScored'))}
          slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': descriptionId } }}
          sx={{ flex: 1, mx: 1 }}
        />
        <TextField
          id={fieldId}
          type="number"
          size="small"
          label={t('team.judgePortal.scoreLabel', { max: criterion.max })}
          value={text}
          disabled={disabled}
          error={wrong}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: criterion.max, step: SCORE_STEP, inputMode: 'decimal', 'aria-labelledby': `${nameId} ${fieldId}-label`, 'aria-describedby': help ? helpId : undefined } }}
          sx={{ width: '8.5rem', flexShrink: 0 }}
        />
      </Stack>
      {help ? (
        <FormHelperText id={helpId} error={wrong} sx={{ textAlign: 'right' }}>
          {help}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
