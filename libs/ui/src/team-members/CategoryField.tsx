import { TextField } from '@mui/material';
import { CATEGORIES, type Category } from '@hackathon/contracts';
import { useT } from '../labels';
import { menuOptions } from '../menuOptions';

export interface TeamCategoryFieldProps {
  id: string;
  /** '' until one is chosen. */
  value: Category | '';
  error?: string;
  onChange: (category: Category) => void;
}

/** A team form's category select; the form clears the classes that no longer fit (applyCategory). */
export function TeamCategoryField({ id, value, error, onChange }: TeamCategoryFieldProps) {
  const t = useT();
  return (
    <TextField
      id={id}
      select
      label={t('views.team.category')}
      value={value}
      onChange={(event) => onChange(event.target.value as Category)}
      error={Boolean(error)}
      helperText={error ?? t('views.team.categoryHelper')}
      required
      fullWidth
    >
      {menuOptions(CATEGORIES, (category) => t(`categoryFilter.${category}`))}
    </TextField>
  );
}
