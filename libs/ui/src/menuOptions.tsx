import { MenuItem } from '@mui/material';

/** The options of a select (a TextField with `select`): one MenuItem per value, in order, with its words. */
export function menuOptions<T extends string | number>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {label(value)}
    </MenuItem>
  ));
}
