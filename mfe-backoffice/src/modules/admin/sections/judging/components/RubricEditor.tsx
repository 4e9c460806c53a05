import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { formatNumber, RUBRIC_LIMITS, type FieldError, type RubricCriterionDef, type RubricTemplate } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { blankCriterion, checkCriteria, criterionDrafts, moveCriterion, totalWeight, weightShares, type CriterionDraft } from '../utils/rubric';
import { CriterionFields } from './CriterionFields';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { useT } from '../../../../../i18n';

export interface RubricEditorProps {
  criteria: CriterionDraft[];
  /** `touched`: the one criterion edited in place; none when the list itself changed (its problems' paths no longer hold). */
  onChange: (criteria: CriterionDraft[], touched?: number) => void;
  /** The saved templates, the built-in default first. */
  templates: readonly RubricTemplate[];
  problems: Readonly<Record<string, string>>;
  /** The rubric's own problems, found when saving it as a template. */
  onProblems: (problems: FieldError[]) => void;
}

/** The rubric: start from a template, edit its criteria (each with its share of the total weight), save it as a template. */
export function RubricEditor({ criteria, onChange, templates, problems, onProblems }: RubricEditorProps) {
  const t = useT();
  const [templateId, setTemplateId] = useState(templates[0]?._id ?? '');
  const [toSave, setToSave] = useState<RubricCriterionDef[] | null>(null);
  const shares = weightShares(criteria);
  const total = totalWeight(criteria);
  // a template just saved is chosen before the list that holds it is read again
  const shownTemplate = templates.some((template) => template._id === templateId) ? templateId : '';

  const pickTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.find((item) => item._id === id);
    if (template) onChange(criterionDrafts(template.criteria));
  };
  const saveAsTemplate = () => {
    const checked = checkCriteria(criteria);
    if (checked.criteria) setToSave(checked.criteria);
    else {
      onProblems(checked.problems);
      toast.error(t('judging.form.problems', { count: checked.problems.length }));
    }
  };
  const update = (index: number, next: CriterionDraft) => onChange(criteria.map((c, i) => (i === index ? next : c)), index);

  return (
    <Stack component="section" aria-labelledby="round-rubric-heading" spacing={2}>
      <Typography id="round-rubric-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('judging.rubric.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="round-template"
          select
          label={t('judging.rubric.template')}
          value={shownTemplate}
          onChange={(event) => pickTemplate(event.target.value)}
          helperText={t('judging.rubric.templateHelp')}
          size="small"
          sx={{ minWidth: { sm: 280 } }}
          fullWidth
        >
          {templates.map((template) => (
            <MenuItem key={template._id} value={template._id}>
              {template.builtIn ? t('judging.rubric.builtIn', { name: template.name }) : template.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<SaveIcon />} onClick={saveAsTemplate} sx={{ flexShrink: 0 }}>
          {t('judging.rubric.saveAsTemplate')}
        </Button>
      </Stack>
      {problems.criteria ? (
        <Alert severity="error" role="alert">
          {problems.criteria}
        </Alert>
      ) : null}
      {criteria.map((criterion, index) => (
        <CriterionFields
          key={criterion.uid}
          index={index}
          count={criteria.length}
          criterion={criterion}
          share={shares[index] ?? null}
          problems={problems}
          onChange={(next) => update(index, next)}
          onMove={(by) => onChange(moveCriterion(criteria, index, by))}
          onRemove={() => onChange(criteria.filter((_, i) => i !== index))}
        />
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...criteria, blankCriterion(criteria)])} disabled={criteria.length >= RUBRIC_LIMITS.criteriaMax}>
          {t('judging.rubric.add')}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="rubric-total-weight">
          {t('judging.rubric.totalWeight', { total: formatNumber(total), count: criteria.length, max: RUBRIC_LIMITS.criteriaMax })}
        </Typography>
      </Stack>
      <SaveTemplateDialog criteria={toSave} onClose={() => setToSave(null)} onSaved={(template) => setTemplateId(template._id)} />
    </Stack>
  );
}
