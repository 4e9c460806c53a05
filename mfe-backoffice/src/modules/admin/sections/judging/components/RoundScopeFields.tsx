import { Autocomplete, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Grid, TextField } from '@mui/material';
import { CATEGORIES, CATEGORY_LABEL, JUDGING_ROUND_LIMITS, type JudgingPhase } from '@hackathon/contracts';
import { menuOptions } from '@hackathon/ui';
import { fieldId, type RoundDraft, type SetRoundField } from '../utils/roundForm';
import { phaseText, REGION_NAMES, ZONE_CODES, zoneLabel } from '../utils/judgingView';
import { useT } from '../../../../../i18n';

const PHASES: readonly JudgingPhase[] = [1, 2, 3];

export interface RoundFieldsProps {
  draft: RoundDraft;
  set: SetRoundField;
  problems: Readonly<Record<string, string>>;
}

/** Name, and which teams the round judges: its phase, categories, regions and zones (none named: all). */
export function RoundScopeFields({ draft, set, problems }: RoundFieldsProps) {
  const t = useT();
  const toggleCategory = (category: (typeof CATEGORIES)[number], on: boolean) =>
    set('categories', on ? CATEGORIES.filter((c) => c === category || draft.categories.includes(c)) : draft.categories.filter((c) => c !== category));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          id={fieldId('name')}
          label={t('backoffice.field.name')}
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          error={Boolean(problems.name)}
          helperText={problems.name}
          slotProps={{ htmlInput: { maxLength: JUDGING_ROUND_LIMITS.nameMax } }}
          required
          fullWidth
          autoFocus
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField id={fieldId('phase')} select label={t('backoffice.field.phase')} value={draft.phase} onChange={(event) => set('phase', Number(event.target.value) as JudgingPhase)} fullWidth>
          {menuOptions(PHASES, phaseText)}
        </TextField>
      </Grid>
      <Grid size={12}>
        <FormControl component="fieldset" error={Boolean(problems.categories)}>
          <FormLabel component="legend">{t('backoffice.field.category')}</FormLabel>
          <FormGroup row>
            {CATEGORIES.map((category) => (
              <FormControlLabel
                key={category}
                control={<Checkbox checked={draft.categories.includes(category)} onChange={(event) => toggleCategory(category, event.target.checked)} />}
                label={CATEGORY_LABEL[category]}
              />
            ))}
          </FormGroup>
          <FormHelperText>{problems.categories ?? t('judging.form.categoriesHelp')}</FormHelperText>
        </FormControl>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Autocomplete
          multiple
          id={fieldId('regions')}
          options={REGION_NAMES}
          value={draft.regions}
          onChange={(_event, regions) => set('regions', regions)}
          renderInput={(params) => (
            <TextField {...params} label={t('judging.form.regions')} placeholder={t('judging.scope.allRegions')} error={Boolean(problems.regions)} helperText={problems.regions ?? t('judging.form.regionsHelp')} />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete
          multiple
          id={fieldId('zones')}
          options={ZONE_CODES}
          getOptionLabel={zoneLabel}
          value={draft.zones}
          onChange={(_event, zones) => set('zones', zones)}
          renderInput={(params) => (
            <TextField {...params} label={t('judging.form.zones')} placeholder={t('judging.scope.allZones')} error={Boolean(problems.zones)} helperText={problems.zones ?? t('judging.form.zonesHelp')} />
          )}
        />
      </Grid>
      <Grid size={12}>
        {/* typed codes (a venue's schools): Enter or a comma adds one */}
        <Autocomplete
          multiple
          freeSolo
          id={fieldId('schoolCodes')}
          options={[]}
          value={draft.schoolCodes}
          onChange={(_event, codes) => set('schoolCodes', codes.map((code) => code.trim()).filter(Boolean))}
          renderInput={(params) => (
            <TextField {...params} label={t('judging.form.schoolCodes')} placeholder={t('judging.scope.allSchools')} error={Boolean(problems.schoolCodes)} helperText={problems.schoolCodes ?? t('judging.form.schoolCodesHelp')} />
          )}
        />
      </Grid>
    </Grid>
  );
}
