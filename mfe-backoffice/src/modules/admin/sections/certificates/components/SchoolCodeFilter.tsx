import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';
import { useT } from '../../../../../i18n';

/**
 * The list's school filter, typed (a dropdown of thousands of schools would not do): debounced
 * like the search, written into the list state so the banner shows it and Clear All clears it
 * (as the Activity section's).
 */
export function SchoolCodeFilter({ list }: { list: ListState }) {
  const t = useT();
  const school = list.filters.schoolCode ?? '';
  const [input, setInput] = useState(school);
  // Clear All Filters (or the chip's delete) empties the box too
  const [seen, setSeen] = useState(school);
  if (seen !== school) {
    setSeen(school);
    setInput(school);
  }

  useEffect(() => {
    // a school code is letters and digits
    const value = input.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (value === school) return undefined;
    const timer = setTimeout(() => list.setFilter('schoolCode', value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, school, list]);

  return (
    <TextField
      size="small"
      label={t('certificates.field.schoolCode')}
      value={input}
      onChange={(event) => setInput(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 12, 'data-filter': 'schoolCode' } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
}
