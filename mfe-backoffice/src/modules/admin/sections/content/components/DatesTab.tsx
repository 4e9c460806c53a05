import { Box, FormControl, FormControlLabel, FormLabel, Grid, Radio, RadioGroup, Stack, Switch, TextField, Typography } from '@mui/material';
import { CONTENT_LIMITS, HEADLINE_COUNT_KEYS, type HeadlineCountKey, type MessageId } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { fieldId, istInputValue, istIsoFromInput } from '../utils/contentDraft';
import { BilingualField } from './BilingualField';
import { useT } from '../../../../../i18n';

/** Dates and switches: the countdown, the registration texts and switch, and the headline counts. */
export function DatesTab() {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  const targetPath = 'countdown.target';
  const open = draft.registration.open;
  return (
    <Stack spacing={3}>
      <Stack component="section" aria-labelledby="content-countdown-heading" spacing={1.5}>
        <Typography id="content-countdown-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('backoffice.content.dates.countdown')}
        </Typography>
        <TextField
          id={fieldId(targetPath)}
          type="datetime-local"
          label={t('backoffice.content.field.countdownTarget')}
          value={istInputValue(draft.countdown.target)}
          onChange={(event) => set(targetPath, istIsoFromInput(event.target.value))}
          error={Boolean(problems[targetPath])}
          helperText={problems[targetPath] ?? t('backoffice.content.dates.istHelp')}
          size="small"
          sx={{ maxWidth: 320 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <BilingualField path="countdown.label" label={t('backoffice.content.field.countdownLabel')} />
      </Stack>

      <Stack component="section" aria-labelledby="content-registration-heading" spacing={1.5}>
        <Typography id="content-registration-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('backoffice.content.dates.registration')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              id={fieldId('registration.open')}
              checked={open}
              onChange={(event) => set('registration.open', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'content-registration-open-help' } }}
            />
          }
          label={t('backoffice.content.field.registrationOpen')}
        />
        <Typography id="content-registration-open-help" variant="body2" color={open ? 'text.secondary' : 'warning.main'} sx={{ mt: '0 !important' }}>
          {t(open ? 'backoffice.content.dates.registrationOpenHelp' : 'backoffice.content.dates.registrationClosedHelp')}
        </Typography>
        <BilingualField path="registration.deadline" label={t('backoffice.content.field.registrationDeadline')} />
        <BilingualField path="registration.currentStatus" label={t('backoffice.content.field.currentStatus')} />
      </Stack>

      <Stack component="section" aria-labelledby="content-counts-heading" spacing={1.5}>
        <Typography id="content-counts-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('backoffice.content.dates.counts')}
        </Typography>
        <Grid container spacing={2}>
          {HEADLINE_COUNT_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 12, md: 4 }}>
              <CountField countKey={key} />
            </Grid>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}

/** One headline count: announced (the number typed here) or live (counted when the page is served). */
function CountField({ countKey }: { countKey: HeadlineCountKey }) {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  const count = draft.stats[countKey];
  const path = `stats.${countKey}`;
  const name = t(`backoffice.content.count.${countKey}` as MessageId);
  const labelId = `${fieldId(path)}-label`;
  const valueProblem = problems[`${path}.value`];
  return (
    <Box>
      <FormControl error={Boolean(problems[`${path}.mode`])}>
        <FormLabel id={labelId}>{name}</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={count.mode} onChange={(event) => set(`${path}.mode`, event.target.value)}>
          <FormControlLabel value="announced" control={<Radio id={fieldId(`${path}.mode`)} />} label={t('backoffice.content.count.announced')} />
          <FormControlLabel value="live" control={<Radio />} label={t('backoffice.content.count.live')} />
        </RadioGroup>
      </FormControl>
      {count.mode === 'announced' ? (
        <TextField
          id={fieldId(`${path}.value`)}
          type="number"
          label={t('backoffice.content.count.value', { count: name })}
          value={Number.isFinite(count.value) ? String(count.value) : ''}
          onChange={(event) => set(`${path}.value`, event.target.value === '' ? Number.NaN : Number(event.target.value))}
          error={Boolean(valueProblem)}
          helperText={valueProblem}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: CONTENT_LIMITS.count, step: 1, inputMode: 'numeric' } }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('backoffice.content.count.liveHelp')}
        </Typography>
      )}
    </Box>
  );
}
