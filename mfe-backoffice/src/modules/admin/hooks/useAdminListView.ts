import { useCallback, useMemo } from 'react';
import { adminExportFileName, ADMIN_API, type AdminListType, type Endpoint, type NamedPage } from '@hackathon/contracts';
import { useListState, type ListStateOptions } from '@hackathon/ui';
import { adminExportQuery } from '../utils/listQuery';
import { useAdminCounters, useAdminList } from './useAdminList';
import { useCsvExport } from './useCsvExport';

/**
 * What every admin list section shares: its list state, the page query, the /counters query and
 * the CSV export of the current search and filters. `props` are the DataView props that follow
 * from them; a section adds its title, columns, filters, tiles, card and detail.
 */
export function useAdminListView<K extends AdminListType, T, C extends { total: number }, S extends string>(
  type: K,
  pageEndpoint: Endpoint<NamedPage<K, T>>,
  countersEndpoint: Endpoint<C>,
  options: ListStateOptions<S> = {},
) {
  const list = useListState<S>(options);
  const query = useAdminList(type, pageEndpoint, list);
  const counters = useAdminCounters(type, countersEndpoint);
  const exportQuery = useMemo(() => adminExportQuery(type, list.query), [type, list.query]);
  const fileName = useCallback(() => adminExportFileName(type), [type]);
  const onExport = useCsvExport({ endpoint: ADMIN_API.export, query: exportQuery, fileName, rows: query.data?.pagination.total });

  /** Re-reads the page and the counters; true when the page came back. */
  const refresh = useCallback(async () => {
    const [page] = await Promise.all([query.refetch(), counters.refetch()]);
    return !page.error;
  }, [query, counters]);

  const props = {
    list,
    data: query.data,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    onRefresh: () => void refresh(),
    grandTotal: counters.data?.total,
    exportAction: { onExport },
  };
  return { list, query, counters, refresh, props };
}
