import { useMemo } from 'react';
import type { KeyboardEvent } from 'react';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridCellParams,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { formatNumber } from '@hackathon/contracts';
import { useT } from '../labels';
import { pageSizesWith } from './pageSizes';
import type { ListState } from './listState';
import type { DataViewSelection } from './types';
import { PAGINATION_WRAPS } from './pagination';

export interface DataViewTableProps<T extends GridValidRowModel> {
  list: ListState;
  rows: T[];
  /** Rows matching on the server (the grid's rowCount). */
  total: number;
  columns: ReadonlyArray<GridColDef<T>>;
  getRowId: (row: T) => string;
  /** A refetch is in flight: the grid dims and shows its progress bar, keeping the old rows. */
  loading: boolean;
  /** Only these columns offer sorting (the API's whitelist); default: the columns' own `sortable`. */
  sortFields?: ReadonlyArray<string>;
  /** A row click opens it; so do Enter and Space on one of its cells (the grid's arrow keys move between cells). */
  onRowClick?: (row: T) => void;
  selection?: DataViewSelection<T>;
  /** Accessible name of the grid. */
  label?: string;
}

/**
 * MUI's DataGrid in server mode: the grid shows one page and reports page, page size and sort
 * changes to the list state, which the caller's query turns into the next request. Its own
 * column filters are off; the list's dropdown filters are the filters.
 */
export function DataViewTable<T extends GridValidRowModel>(props: DataViewTableProps<T>) {
  const { list, rows, total, columns, getRowId, loading, sortFields, onRowClick, selection, label } = props;
  const t = useT();
  // the grid's own words a reader meets: paging, selection, sorting and the column menu
  const localeText = useMemo(
    () => ({
      noRowsLabel: t('listText.noData'),
      noResultsOverlayLabel: t('views.grid.noResults'),
      noColumnsOverlayLabel: t('views.grid.noColumns'),
      columnMenuLabel: t('views.grid.menu'),
      columnMenuAriaLabel: (column: string) => t('views.grid.menuAria', { column }),
      columnMenuManageColumns: t('views.grid.manageColumns'),
      columnMenuHideColumn: t('views.grid.hideColumn'),
      columnMenuUnsort: t('views.grid.unsort'),
      columnMenuSortAsc: t('views.grid.sortAsc'),
      columnMenuSortDesc: t('views.grid.sortDesc'),
      columnHeaderSortIconLabel: t('views.grid.sortIcon'),
      columnsManagementSearchTitle: t('views.grid.search'),
      columnsManagementNoColumns: t('views.grid.noColumns'),
      columnsManagementShowHideAllText: t('views.grid.showHideAll'),
      columnsManagementReset: t('views.grid.reset'),
      columnsManagementDeleteIconLabel: t('views.grid.clear'),
      paginationRowsPerPage: t('listText.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        count !== -1
          ? t('views.list.displayedRows', { from: formatNumber(from), to: formatNumber(to), count: formatNumber(count) })
          : t('views.list.displayedRowsMore', { from: formatNumber(from), to: formatNumber(to) }),
      paginationItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
        t(type === 'first' ? 'views.list.firstPage' : type === 'last' ? 'views.list.lastPage' : type === 'next' ? 'views.list.nextPage' : 'views.list.previousPage'),
      footerRowSelected: (count: number) => t('views.list.rowsSelected', { count }),
      checkboxSelectionSelectAllRows: t('views.list.selectAllRows'),
      checkboxSelectionUnselectAllRows: t('views.list.unselectAllRows'),
      checkboxSelectionSelectRow: t('views.list.selectRow'),
      checkboxSelectionUnselectRow: t('views.list.unselectRow'),
    }),
    [t],
  );

  const gridColumns = useMemo(
    () => columns.map((column) => (sortFields ? { ...column, sortable: column.sortable !== false && sortFields.includes(column.field) } : column)),
    [columns, sortFields],
  );
  // stable references: the grid treats a new model object as a change and reports it back
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: list.page - 1, pageSize: list.limit }), [list.page, list.limit]);
  const sortModel = useMemo<GridSortModel>(() => (list.sort ? [{ field: list.sort, sort: list.order ?? 'asc' }] : []), [list.sort, list.order]);
  const pageSizeOptions = useMemo(() => pageSizesWith(list.limit), [list.limit]);
  const selectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(selection?.selected ?? []) }), [selection?.selected]);

  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== list.limit) list.setLimit(model.pageSize);
    else list.setPage(model.page + 1);
  };
  const onSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    list.setSort(first?.sort ? first.field : undefined, first?.sort ?? undefined);
  };

  const selectionProps = selection
    ? {
        checkboxSelection: true,
        checkboxSelectionVisibleOnly: true,
        keepNonExistentRowsSelected: true,
        disableRowSelectionOnClick: Boolean(onRowClick),
        isRowSelectable: selection.isSelectable ? (params: { row: T }) => selection.isSelectable?.(params.row) ?? true : undefined,
        rowSelectionModel: selectionModel,
        onRowSelectionModelChange: (model: GridRowSelectionModel) => selection.onChange(selectedIds(model, rows, getRowId, selection)),
      }
    : { disableRowSelectionOnClick: true };

  return (
    <DataGrid<T>
      aria-label={label}
      rows={rows}
      columns={gridColumns as GridColDef<T>[]}
      getRowId={getRowId}
      rowCount={total}
      loading={loading}
      autoHeight
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      pageSizeOptions={pageSizeOptions}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      onRowClick={onRowClick ? (params) => onRowClick(params.row as T) : undefined}
      onCellKeyDown={onRowClick ? (params, event) => openOnKey(params, event, onRowClick) : undefined}
      localeText={localeText}
      sx={{ ...PAGINATION_WRAPS, ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}) }}
      {...selectionProps}
    />
  );
}

/**
 * Enter or Space on a focused cell opens its row, as a click does: the grid gives every cell a
 * tab stop in turn (Tab enters the grid, the arrow keys move), so a keyboard reaches every row.
 * Not on the checkbox cell (Space picks the row), not with a modifier (Shift+Space is the grid's
 * selection), and not when the key is meant for a button or link inside the cell.
 */
export function openOnKey<T extends GridValidRowModel>(
  params: Pick<GridCellParams<T>, 'field' | 'row'>,
  event: KeyboardEvent & { defaultMuiPrevented?: boolean },
  open: (row: T) => void,
): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
  if (params.field === GRID_CHECKBOX_SELECTION_FIELD) return;
  if ((event.target as HTMLElement).getAttribute?.('role') !== 'gridcell') return;
  event.preventDefault(); // Space would scroll the page
  event.defaultMuiPrevented = true;
  open(params.row as T);
}

/**
 * The grid may answer "everything except these" (select all); with server paging "everything"
 * means the selectable rows of this page, added to what was picked on other pages.
 */
function selectedIds<T extends GridValidRowModel>(
  model: GridRowSelectionModel,
  rows: T[],
  getRowId: (row: T) => string,
  selection: DataViewSelection<T>,
): string[] {
  if (model.type === 'include') return [...model.ids].map(String);
  const pageIds = rows.filter((row) => selection.isSelectable?.(row) ?? true).map(getRowId);
  const others = selection.selected.filter((id) => !rows.some((row) => getRowId(row) === id));
  return [...others, ...pageIds.filter((id) => !model.ids.has(id))];
}
