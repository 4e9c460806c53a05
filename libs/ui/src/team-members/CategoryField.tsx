import { TextField } from '@mui/material';
import { CATEGORIES, CATEGORY_FILTER_LABEL, type Category } from '@hackathon/contracts';
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
  return (
    <TextField
      id={id}
      select
      label="Category"
      value={value}
      onChange={(event) => onChange(event.target.value as Category)}
      error={Boolean(error)}
      helperText={error ?? 'Changing the category clears classes that do not fit it'}
      required
      fullWidth
    >
      {menuOptions(CATEGORIES, (category) => CATEGORY_FILTER_LABEL[category])}
    </TextField>
  );
}
