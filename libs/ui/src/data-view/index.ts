/** The back-office data-view kit: one list = useListState() + the caller's query + <DataView>. */
export { DataView } from './DataView';
export type { DataViewProps } from './DataView';
export { queryViewProps } from './queryViewProps';
export type { PageQuery } from './queryViewProps';
export { useListState, listReducer } from './listState';
export type { ListState, ListStateOptions, ListStateValues, ListAction, ListQueryParams, DataViewMode, FilterValues } from './listState';
// DataViewTable is not exported as a value: DataView loads it lazily (see DataView.tsx)
export type { DataViewTableProps } from './DataViewTable';
/** Column types for `columns`, so screens need no direct import of the grid. */
export type { GridColDef, GridRenderCellParams, GridValidRowModel, GridValueGetter } from '@mui/x-data-grid';
export { DataViewCards } from './DataViewCards';
export type { DataViewCardsProps } from './DataViewCards';
export { DataViewHeader } from './DataViewHeader';
export type { DataViewHeaderProps } from './DataViewHeader';
export { DataViewToolbar } from './DataViewToolbar';
export type { DataViewToolbarProps } from './DataViewToolbar';
export { ActiveFilterBanner } from './ActiveFilterBanner';
export { DataViewEmpty, DataViewError, DataViewLoading } from './DataViewStates';
export { DetailDialog } from './DetailDialog';
export type { DetailDialogProps } from './DetailDialog';
export { ExportButton } from './ExportButton';
export type { ExportButtonProps } from './ExportButton';
export type { FilterDef, ExportAction, DataViewSelection } from './types';
/** The compact two-column stat cards below 600 px, for the screens' own stat grids. */
export { compactStatCardsSx, statGridSx } from './statGrid';
