import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { Paginated } from '@hackathon/contracts';
import { StatCard, type StatCardProps } from '../StatCard';
import { ActiveFilterBanner } from './ActiveFilterBanner';
import { DataViewCards } from './DataViewCards';
import { DataViewHeader } from './DataViewHeader';
import { DataViewEmpty, DataViewError, DataViewLoading } from './DataViewStates';
import type { DataViewTable as DataViewTableComponent } from './DataViewTable';
import { DataViewToolbar } from './DataViewToolbar';
import { DetailDialog } from './DetailDialog';
import type { DataViewMode, ListState } from './listState';
import { statGridSx } from './statGrid';
import type { DataViewSelection, ExportAction, FilterDef } from './types';

/*
 * The data grid is loaded on first use: @hackathon/ui is a shared singleton the shell loads on
 * every page, and the grid's code belongs only to the back office's table views.
 */
const DataViewTable = lazy(() => import('./DataViewTable').then((m) => ({ default: m.DataViewTable }))) as unknown as typeof DataViewTableComponent;

export interface DataViewProps<T extends GridValidRowModel> {
  /** The list's state from `useListState()`; the caller's query reads `list.query`. */
  list: ListState;
  /** The current page, as the caller's TanStack query holds it (keep the previous page while the next loads). */
  data: Paginated<T> | undefined;
  /** Nothing to show yet (the query's `isLoading`). */
  isLoading: boolean;
  /** A request is in flight with data on screen (the query's `isFetching`): dims the table, disables Refresh. */
  isFetching?: boolean;
  /** The read failed (the query's `error`); shown instead of the rows. */
  error?: unknown;

  title?: ReactNode;
  /** The spec's words per list: 'Error loading registrations', 'No registrations found', 'Loading payment submissions...'. */
  errorText: string;
  emptyText: string;
  emptyDetail?: ReactNode;
  loadingText?: string;
  /** Try Again; also Refresh unless onRefresh is given (usually the query's `refetch`). */
  onRetry: () => void;
  onRefresh?: () => void;
  /** 'Total: N': the list's unfiltered count when the caller has it (the /counters call); default the matching total. */
  grandTotal?: number;

  searchPlaceholder?: string;
  filters?: ReadonlyArray<FilterDef>;
  stats?: ReadonlyArray<StatCardProps & { key?: string }>;
  exportAction?: ExportAction;
  /** Buttons of the list placed before Refresh and Export. */
  actions?: ReactNode;
  /** Shown between the banner and the rows (e.g. a bulk action bar). */
  aboveRows?: ReactNode;

  getRowId: (row: T) => string;
  columns: ReadonlyArray<GridColDef<T>>;
  /** The API's sort whitelist: only these columns offer sorting. */
  sortFields?: ReadonlyArray<string>;
  /** Enables the cards view and the cards/table toggle; below 600 px (theme sm) the list opens as cards. */
  renderCard?: (row: T) => ReactNode;
  selection?: DataViewSelection<T>;

  /** The detail modal: a row (or card) click opens an MUI Dialog rendering this. */
  renderDetail?: (row: T, close: () => void) => ReactNode;
  detailTitle?: (row: T) => ReactNode;
  detailActions?: (row: T, close: () => void) => ReactNode;
}

/**
 * One back-office list: header (title, Total and Showing counts, Refresh, Export), stat tiles,
 * search and dropdown filters with the cards/table toggle, the active-filter banner, then the
 * rows (or the loading, error or empty state) and the detail modal. It fetches nothing: the
 * caller's query turns `list.query` into `data`.
 */
export function DataView<T extends GridValidRowModel>(props: DataViewProps<T>) {
  const { list, data, isLoading, isFetching = false, error, filters = [], renderCard, renderDetail } = props;
  const [detail, setDetail] = useState<T | null>(null);
  const close = () => setDetail(null);
  const openDetail = renderDetail ? (row: T) => setDetail(row) : undefined;

  // a page past the end (rows deleted meanwhile, or a stale link): go to the last page that exists
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.pagination.total > 0 && list.page > data.pagination.totalPages;
  useEffect(() => {
    if (pastTheEnd && data) list.setPage(data.pagination.totalPages);
  }, [pastTheEnd, data, list]);

  const total = data?.pagination.total;
  /*
   * A phone (below the theme's sm, 600 px) starts on the cards: a table's cut columns hide what a
   * row is about and its actions. The toggle still offers the table there; that choice is the
   * phone's own, so the list's wide-screen choice is kept for a wider window.
   */
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [phoneView, setPhoneView] = useState<DataViewMode>('cards');
  const view: DataViewMode = !renderCard ? 'table' : phone ? phoneView : list.view;
  const setView = phone ? setPhoneView : list.setView;
  const rows = data?.items ?? [];

  let body: ReactNode;
  if (error) {
    body = <DataViewError text={props.errorText} detail={error instanceof Error ? error.message : undefined} onRetry={props.onRetry} />;
  } else if (isLoading || !data) {
    body = <DataViewLoading text={props.loadingText} />;
  } else if (data.pagination.total === 0) {
    body = <DataViewEmpty text={props.emptyText} detail={props.emptyDetail} onClearFilters={list.hasActiveFilters ? list.clearAll : undefined} />;
  } else if (view === 'cards' && renderCard) {
    body = <DataViewCards list={list} rows={rows} total={data.pagination.total} getRowId={props.getRowId} renderCard={renderCard} onCardClick={openDetail} />;
  } else {
    body = (
      <Suspense fallback={<DataViewLoading text={props.loadingText} />}>
        <DataViewTable<T>
          list={list}
          rows={rows}
          total={data.pagination.total}
          columns={props.columns}
          getRowId={props.getRowId}
          loading={isFetching}
          sortFields={props.sortFields}
          onRowClick={openDetail}
          selection={props.selection}
          label={typeof props.title === 'string' ? props.title : undefined}
        />
      </Suspense>
    );
  }

  return (
    <Stack spacing={2}>
      <DataViewHeader
        title={props.title}
        total={props.grandTotal ?? total}
        showing={data && !error ? { shown: rows.length, of: data.pagination.total } : undefined}
        onRefresh={props.onRefresh ?? props.onRetry}
        refreshing={isFetching}
        exportAction={props.exportAction}
        actions={props.actions}
      />
      {props.stats && props.stats.length > 0 ? (
        <Box data-testid="data-view-stats" sx={statGridSx}>
          {props.stats.map(({ key, ...stat }) => (
            <StatCard key={key ?? stat.title} {...stat} />
          ))}
        </Box>
      ) : null}
      <DataViewToolbar list={list} filters={filters} searchPlaceholder={props.searchPlaceholder} canToggleView={Boolean(renderCard)} view={view} onViewChange={setView} />
      <ActiveFilterBanner list={list} filters={filters} />
      {props.aboveRows}
      {body}
      {renderDetail ? (
        <DetailDialog
          open={detail !== null}
          onClose={close}
          title={detail && props.detailTitle ? props.detailTitle(detail) : undefined}
          actions={detail && props.detailActions ? props.detailActions(detail, close) : undefined}
        >
          {detail ? renderDetail(detail, close) : null}
        </DetailDialog>
      ) : null}
    </Stack>
  );
}
