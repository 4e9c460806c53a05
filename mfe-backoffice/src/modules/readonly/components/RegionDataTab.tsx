import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { MSG, type AdminListType } from '@hackathon/contracts';
import { ActiveFilterBanner, DataViewCards, DataViewError, DataViewHeader, DataViewLoading, DataViewToolbar, type ListState } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { useReadOnlyList } from '../hooks/useReadOnlyList';
import { tr } from '../../shared/utils/text';
import { READONLY_FIELDS, typeNoun, type ReadOnlyField } from '../utils/fields';
import { readOnlyFilters, SEARCH_PLACEHOLDER } from '../utils/filters';
import { ReadOnlyCard } from './ReadOnlyCard';
import { rowIdOf } from '../../shared/utils/listQuery';

/** 'Teams in Delhi Region' (spec: a card grid titled for example 'Teams in {region} Region'). */
export function regionTabTitle(type: AdminListType, region: string | null): string {
  const name = region?.trim();
  return name ? tr('dashboards.readonly.regionTitle', { type, region: name }) : tr('dashboards.readonly.regionTitleYours', { type });
}

/**
 * The spec's two empty states: nothing in the region at all, or nothing matching the search
 * (and filters), with Clear Search as the way back to the whole list.
 */
function RegionEmpty({ type, list }: { type: AdminListType; list: ListState }) {
  useT();
  const searching = list.hasActiveFilters;
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }} data-testid="readonly-empty">
      <Typography variant="h6" component="p">
        {searching ? MSG.noSearchResults : MSG.noTitleFound(typeNoun(type))}
      </Typography>
      {searching ? (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={list.clearAll}>
          {MSG.clearSearch}
        </Button>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {MSG.noTitleInRegion(typeNoun(type))}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * A region admin's data tab (spec "Region admin dashboard", Data tabs): the card grid of its region
 * with a View-only access note, total count, Export, search and the tab's filters, the empty states,
 * and the read-only note at the bottom. Paged, searched and filtered on the server.
 */
export function RegionDataTab({ type, region }: { type: AdminListType; region: string | null }) {
  const t = useT();
  const { list, query, grandTotal, onExport } = useReadOnlyList({ type, audience: 'region', region, defaultView: 'cards' });
  const fields = READONLY_FIELDS[type] as ReadonlyArray<ReadOnlyField<object>>;
  const filters = readOnlyFilters(type, 'region');
  const data = query.data;

  // a page past the end (rows gone meanwhile): go to the last page that exists, as the data view does
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.pagination.total > 0 && list.page > data.pagination.totalPages;
  useEffect(() => {
    if (pastTheEnd && data) list.setPage(data.pagination.totalPages);
  }, [pastTheEnd, data, list]);

  let body: ReactNode;
  if (query.error) {
    body = <DataViewError text={MSG.failedLoadTypeData(typeNoun(type))} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = <DataViewLoading text={t('dashboards.readonly.loading', { type })} />;
  } else if (data.pagination.total === 0) {
    body = <RegionEmpty type={type} list={list} />;
  } else {
    body = (
      <DataViewCards
        list={list}
        rows={data.items as object[]}
        total={data.pagination.total}
        getRowId={(row) => rowIdOf(type, row)}
        renderCard={(row) => <ReadOnlyCard type={type} row={row} fields={fields} />}
      />
    );
  }

  return (
    <Stack spacing={2} component="section" aria-label={regionTabTitle(type, region)}>
      <DataViewHeader
        title={regionTabTitle(type, region)}
        total={grandTotal}
        showing={data && !query.error ? { shown: data.items.length, of: data.pagination.total } : undefined}
        exportAction={{ onExport }}
        actions={<Chip icon={<VisibilityIcon />} label={MSG.viewOnlyAccess} variant="outlined" color="info" size="small" sx={{ alignSelf: 'center' }} />}
      />
      <DataViewToolbar list={list} filters={filters} searchPlaceholder={SEARCH_PLACEHOLDER[type]} canToggleView={false} />
      <ActiveFilterBanner list={list} filters={filters} />
      {body}
      <Alert severity="info" variant="outlined" data-testid="readonly-note">
        {MSG.readOnlyDashboardNote}
      </Alert>
    </Stack>
  );
}
