import { Box, Chip, Grid, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { formatNumber, RUBRIC_LIMITS } from '@hackathon/contracts';
import { fieldId } from '../utils/roundForm';
import type { CriterionDraft } from '../utils/rubric';
import { useT } from '../../../../../i18n';

export interface CriterionFieldsProps {
  index: number;
  count: number;
  criterion: CriterionDraft;
  /** Its weight's share of the total (0-1); null while its weight is not a valid number. */
  share: number | null;
  problems: Readonly<Record<string, string>>;
  onChange: (next: CriterionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One criterion: key, weight and maximum, name and description in both languages, its share, and moving or removing it. */
export function CriterionFields({ index, count, criterion, share, problems, onChange, onMove, onRemove }: CriterionFieldsProps) {
  const t = useT();
  const at = `criteria[${index}]`;
  const title = t('judging.rubric.criterionN', { n: index + 1 });
  const text = (path: string, label: string, value: string, write: (value: string) => void, max: number, options: { multiline?: boolean; helper?: string; lang?: string } = {}) => (
    <TextField
      id={fieldId(path)}
      label={label}
      value={value}
      onChange={(event) => write(event.target.value)}
      error={Boolean(problems[path.replace(/\.(en|hi)$/, '')] ?? problems[path])}
      helperText={problems[path] ?? options.helper}
      slotProps={{ htmlInput: { maxLength: max, lang: options.lang } }}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      size="small"
      fullWidth
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={title} data-criterion={criterion.key}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h4">
          {title}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={share === null ? t('judging.rubric.shareUnknown') : t('judging.rubric.share', { share: formatNumber(Math.round(share * 1000) / 10) })} data-share={criterion.key} />
        <Box sx={{ ml: 'auto !important' }}>
          <IconButton size="small" onClick={() => onMove(-1)} disabled={index === 0} aria-label={t('judging.rubric.moveUp', { n: index + 1 })}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={t('judging.rubric.moveDown', { n: index + 1 })}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" color="error" onClick={onRemove} disabled={count === 1} aria-label={t('judging.rubric.remove', { n: index + 1 })}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 4 }}>
          {text(`${at}.key`, t('judging.rubric.key'), criterion.key, (key) => onChange({ ...criterion, key }), RUBRIC_LIMITS.keyMax, { helper: t('judging.rubric.keyHelp') })}
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          {text(`${at}.weight`, t('judging.rubric.weight'), criterion.weight, (weight) => onChange({ ...criterion, weight }), 6)}
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          {text(`${at}.max`, t('judging.rubric.max'), criterion.max, (max) => onChange({ ...criterion, max }), 6, { helper: t('judging.rubric.maxHelp') })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text(`${at}.name`, t('judging.rubric.nameEn'), criterion.name.en, (en) => onChange({ ...criterion, name: { ...criterion.name, en } }), RUBRIC_LIMITS.nameMax, { lang: 'en' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text(`${at}.name.hi`, t('judging.rubric.nameHi'), criterion.name.hi, (hi) => onChange({ ...criterion, name: { ...criterion.name, hi } }), RUBRIC_LIMITS.nameMax, { lang: 'hi' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text(`${at}.description`, t('judging.rubric.descriptionEn'), criterion.description.en, (en) => onChange({ ...criterion, description: { ...criterion.description, en } }), RUBRIC_LIMITS.descriptionMax, {
            multiline: true,
            lang: 'en',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {text(`${at}.description.hi`, t('judging.rubric.descriptionHi'), criterion.description.hi, (hi) => onChange({ ...criterion, description: { ...criterion.description, hi } }), RUBRIC_LIMITS.descriptionMax, {
            multiline: true,
            lang: 'hi',
          })}
        </Grid>
      </Grid>
    </Paper>
  );
}
