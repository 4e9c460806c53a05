import { Autocomplete, Checkbox, FormControlLabel, Grid, TextField } from '@mui/material';
import { CATEGORIES, CATEGORY_LABEL, CERTIFICATE_KIND_LABEL, CERTIFICATE_KINDS, KVS_REGIONS, ZONES, type MessageId } from '@hackathon/contracts';
import { menuOptions } from '@hackathon/ui';
import { kindHolderHint } from '../utils/certificateView';
import { selectionFieldId, type SelectionDraft, type SelectionField, type SelectionProblem } from '../utils/selection';
import { useT } from '../../../../../i18n';

const REGION_NAMES: readonly string[] = KVS_REGIONS.map((region) => region.name);
const ZONE_CODES: readonly string[] = ZONES.map((zone) => zone.code);
const zoneName = (code: string) => ZONES.find((zone) => zone.code === code)?.name ?? code;

const PHASE_CHOICES = ['', '1', '2', '3'] as const;
const PHASE_TEXT: Record<(typeof PHASE_CHOICES)[number], MessageId> = {
  '': 'certificates.form.phase.any',
  '1': 'certificates.form.phase.1',
  '2': 'certificates.form.phase.2',
  '3': 'certificates.form.phase.3',
};

export interface SelectionFieldsProps {
  draft: SelectionDraft;
  set: <F extends SelectionField>(field: F, value: SelectionDraft[F]) => void;
  problems: Partial<Record<SelectionField, SelectionProblem>>;
  disabled: boolean;
}

/** The kind and who qualifies: the phase reached, active teams only, category, regions, zones, schools and named teams (none: every team). */
export function SelectionFields({ draft, set, problems, disabled }: SelectionFieldsProps) {
  const t = useT();
  const problem = (field: SelectionField) => {
    const found = problems[field];
    return found ? t(found.id, found.values) : undefined;
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          id={selectionFieldId('kind')}
          select
          label={t('certificates.field.kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as SelectionDraft['kind'])}
          helperText={kindHolderHint(draft.kind)}
          disabled={disabled}
          fullWidth
        >
          {menuOptions(CERTIFICATE_KINDS, (kind) => CERTIFICATE_KIND_LABEL[kind])}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          id={selectionFieldId('minPhase')}
          select
          label={t('certificates.form.minPhase')}
          value={draft.minPhase}
          onChange={(event) => set('minPhase', event.target.value as SelectionDraft['minPhase'])}
          disabled={disabled}
          fullWidth
          // the empty value is a choice of its own ('Every team'), so the label stays up
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          {menuOptions(PHASE_CHOICES, (phase) => t(PHASE_TEXT[phase]))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          id={selectionFieldId('category')}
          select
          label={t('backoffice.field.category')}
          value={draft.category}
          onChange={(event) => set('category', event.target.value as SelectionDraft['category'])}
          disabled={disabled}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          {menuOptions(['', ...CATEGORIES] as const, (category) => (category ? CATEGORY_LABEL[category] : t('certificates.form.bothCategories')))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Checkbox id={selectionFieldId('activeOnly')} checked={draft.activeOnly} onChange={(event) => set('activeOnly', event.target.checked)} disabled={disabled} />}
          label={t('certificates.form.activeOnly')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Autocomplete
          multiple
          id={selectionFieldId('regions')}
          options={REGION_NAMES}
          value={draft.regions}
          onChange={(_event, regions) => set('regions', regions)}
          disabled={disabled}
          renderInput={(params) => (
            <TextField {...params} label={t('certificates.form.regions')} placeholder={t('certificates.form.allRegions')} error={Boolean(problems.regions)} helperText={problem('regions')} />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete
          multiple
          id={selectionFieldId('zones')}
          options={ZONE_CODES}
          getOptionLabel={zoneName}
          value={draft.zones}
          onChange={(_event, zones) => set('zones', zones)}
          disabled={disabled}
          renderInput={(params) => <TextField {...params} label={t('certificates.form.zones')} placeholder={t('certificates.form.allZones')} />}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          id={selectionFieldId('schoolCodes')}
          label={t('certificates.form.schoolCodes')}
          value={draft.schoolCodes}
          onChange={(event) => set('schoolCodes', event.target.value)}
          error={Boolean(problems.schoolCodes)}
          helperText={problem('schoolCodes') ?? t('certificates.form.schoolCodesHelp')}
          disabled={disabled}
          multiline
          minRows={2}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          id={selectionFieldId('teamIds')}
          label={t('certificates.form.teamIds')}
          value={draft.teamIds}
          onChange={(event) => set('teamIds', event.target.value)}
          error={Boolean(problems.teamIds)}
          helperText={problem('teamIds') ?? t('certificates.form.teamIdsHelp')}
          disabled={disabled}
          multiline
          minRows={2}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
