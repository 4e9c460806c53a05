import { useEffect, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { ACTIVITY_MSG, SEARCH_DEBOUNCE_MS } from '@hackathon/contracts';
import type { ListState } from '@hackathon/ui';
import { dateFilterValue, dateRangeProblem } from '../../utils/activity';
import { useT } from '../../../../i18n';

/**
 * The Activity filters that are not dropdowns: the school (by code, debounced like the search) and
 * the date range (from/to, whole days). Each writes into the list state like a dropdown does, so
 * the active-filter banner shows it and Clear All Filters clears it.
 */
export function ActivityFilters({ list }: { list: ListState }) {
  const t = useT();
  const school = list.filters.schoolCode ?? '';
  const [schoolInput, setSchoolInput] = useState(school);
  const from = list.filters.from ?? '';
  const to = list.filters.to ?? '';
  const [range, setRange] = useState({ from, to });

  // Clear All Filters (or a chip's delete) empties the inputs too: follow the list when it changes
  const [seen, setSeen] = useState({ school, from, to });
  if (seen.school !== school || seen.from !== from || seen.to !== to) {
    setSeen({ school, from, to });
    if (seen.school !== school) setSchoolInput(school);
    if (seen.from !== from || seen.to !== to) setRange({ from, to });
  }

  useEffect(() => {
    // a school code is letters and digits (the API refuses anything else)
    const value = schoolInput.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    if (value === school) return undefined;
    const timer = setTimeout(() => list.setFilter('schoolCode', value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [schoolInput, school, list]);

  const badRange = dateRangeProblem(range.from, range.to);
  const setDate = (key: 'from' | 'to', raw: string) => {
    const next = { ...range, [key]: dateFilterValue(raw) };
    setRange(next);
    if (!dateRangeProblem(next.from, next.to)) {
      list.setFilter('from', next.from);
      list.setFilter('to', next.to);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        size="small"
        label={t('backoffice.activity.schoolCode')}
        value={schoolInput}
        onChange={(event) => setSchoolInput(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 12, 'data-filter': 'schoolCode' } }}
        sx={{ width: 160 }}
      />
      <TextField
        size="small"
        type="date"
        label={t('backoffice.activity.from')}
        value={range.from}
        onChange={(event) => setDate('from', event.target.value)}
        error={badRange}
        helperText={badRange ? ACTIVITY_MSG.dateOrder : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-filter': 'from' } }}
        sx={{ width: 180 }}
      />
      <TextField
        size="small"
        type="date"
        label={t('backoffice.activity.to')}
        value={range.to}
        onChange={(event) => setDate('to', event.target.value)}
        error={badRange}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-filter': 'to' } }}
        sx={{ width: 180 }}
      />
    </Box>
  );
}
