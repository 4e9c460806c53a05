import { Alert, Box, Button, Chip } from '@mui/material';
import { useT } from '../labels';
import type { ListState } from './listState';
import type { FilterDef } from './types';

/** 'Active filters:' with a chip per search/filter (each removable) and Clear All Filters. Hidden when none. */
export function ActiveFilterBanner({ list, filters }: { list: ListState; filters: ReadonlyArray<FilterDef> }) {
  const t = useT();
  if (!list.hasActiveFilters) return null;
  const labelOf = (key: string, value: string) => {
    const def = filters.find((f) => f.key === key);
    const option = def?.options.find((o) => o.value === value);
    return t('listText.filterChip', { label: def?.label ?? key, value: option?.label ?? value });
  };
  return (
    <Alert
      severity="info"
      icon={false}
      aria-label={t('listText.activeFilters')}
      action={
        <Button color="inherit" size="small" onClick={list.clearAll}>
          {t('listText.clearAllFilters')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <span>{t('listText.activeFilters')}</span>
        {list.search ? <Chip size="small" label={t('listText.searchChip', { term: list.search })} onDelete={list.clearSearch} /> : null}
        {list.activeFilters.map(({ key, value }) => (
          <Chip key={key} size="small" label={labelOf(key, value)} onDelete={() => list.setFilter(key, '')} />
        ))}
      </Box>
    </Alert>
  );
}
