import { Box, FormControl, InputAdornment, InputLabel, MenuItem, Select, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { LIST_SEARCH_MAX } from '@hackathon/contracts';
import { useT } from '../labels';
import type { DataViewMode, ListState } from './listState';
import type { FilterDef } from './types';

export interface DataViewToolbarProps {
  list: ListState;
  filters: ReadonlyArray<FilterDef>;
  searchPlaceholder?: string;
  /** Offer the cards/table toggle (only when the list can render cards). */
  canToggleView: boolean;
  /** The view shown, when the caller decides it (DataView on a phone); default the list's. */
  view?: DataViewMode;
  onViewChange?: (view: DataViewMode) => void;
}

/** Search box (debounced by the list state), the dropdown filters and the cards/table toggle. */
export function DataViewToolbar({ list, filters, searchPlaceholder, canToggleView, view = list.view, onViewChange = list.setView }: DataViewToolbarProps) {
  const t = useT();
  const placeholder = searchPlaceholder ?? t('listText.searchPlaceholder');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        value={list.searchInput}
        onChange={(event) => list.setSearchInput(event.target.value)}
        placeholder={placeholder}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
        slotProps={{
          htmlInput: { 'aria-label': placeholder, maxLength: LIST_SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {filters.map((filter) => {
        const labelId = `data-view-filter-${filter.key}`;
        return (
          <FormControl key={filter.key} size="small" sx={{ minWidth: 160 }}>
            {/* shrunk: the select always shows a value ('All' when empty), which the label would cover */}
            <InputLabel id={labelId} shrink>
              {filter.label}
            </InputLabel>
            <Select
              labelId={labelId}
              label={filter.label}
              notched
              value={list.filters[filter.key] ?? ''}
              displayEmpty
              onChange={(event) => list.setFilter(filter.key, String(event.target.value))}
              inputProps={{ 'data-filter': filter.key }}
              renderValue={(value) => (value === '' ? (filter.allLabel ?? t('listText.all')) : (filter.options.find((o) => o.value === value)?.label ?? value))}
            >
              <MenuItem value="">{filter.allLabel ?? t('listText.all')}</MenuItem>
              {filter.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        );
      })}
      {canToggleView ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, value: DataViewMode | null) => value && onViewChange(value)}
          sx={{ ml: 'auto' }}
        >
          <ToggleButton value="cards" aria-label={t('listText.cards')}>
            <ViewModuleIcon fontSize="small" sx={{ mr: 0.5 }} />
            {t('listText.cards')}
          </ToggleButton>
          <ToggleButton value="table" aria-label={t('listText.table')}>
            <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
            {t('listText.table')}
          </ToggleButton>
        </ToggleButtonGroup>
      ) : null}
    </Box>
  );
}
