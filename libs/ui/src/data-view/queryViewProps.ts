import type { GridValidRowModel } from '@mui/x-data-grid';
import type { Paginated } from '@hackathon/contracts';
import type { DataViewProps } from './DataView';

/** What a DataView needs of the caller's page query (a TanStack query of one page). */
export interface PageQuery<T> {
  data: Paginated<T> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The DataView props that follow from the page query: the page, loading, fetching, the error and Try Again. */
export function queryViewProps<T extends GridValidRowModel>(query: PageQuery<T>): Pick<DataViewProps<T>, 'data' | 'isLoading' | 'isFetching' | 'error' | 'onRetry'> {
  return {
    data: query.data,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
