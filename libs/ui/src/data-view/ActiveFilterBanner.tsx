import { Alert, Box, Button, Chip } from '@mui/material';
import { LIST_TEXT } from '@hackathon/contracts';
import type { ListState } from './listState';
import type { FilterDef } from './types';

/** 'Active filters:' with a chip per search/filter (each removable) and Clear All Filters. Hidden when none. */
export function ActiveFilterBanner({ list, filters }: { list: ListState; filters: ReadonlyArray<FilterDef> }) {
  if (!list.hasActiveFilters) return null;
  const labelOf = (key: string, value: string) => {
    const def = filters.find((f) => f.key === key);
    const option = def?.options.find((o) => o.value === value);
    return LIST_TEXT.filterChip(def?.label ?? key, option?.label ?? value);
  };
  return (
    <Alert
      severity="info"
      icon={false}
      aria-label={LIST_TEXT.activeFilters}
      action={
        <Button color="inherit" size="small" onClick={list.clearAll}>
          {LIST_TEXT.clearAllFilters}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <span>{LIST_TEXT.activeFilters}</span>
        {list.search ? <Chip size="small" label={LIST_TEXT.searchChip(list.search)} onDelete={list.clearSearch} /> : null}
        {list.activeFilters.map(({ key, value }) => (
          <Chip key={key} size="small" label={labelOf(key, value)} onDelete={() => list.setFilter(key, '')} />
        ))}
      </Box>
    </Alert>
  );
}
