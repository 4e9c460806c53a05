import { useCallback, useMemo } from 'react';
import { adminExportFileName, ADMIN_API, type AdminListType, type NamedPage, type ReadEndpoint } from '@hackathon/contracts';
import { queryViewProps, useListState, type GridValidRowModel } from '@hackathon/ui';
import { adminExportQuery, rowIdOf } from '../../shared/utils/listQuery';
import { ADMIN_LISTS } from '../utils/lists';
import { useAdminCounters, useAdminList } from './useAdminList';
import { useCsvExport } from '../../shared/hooks/useCsvExport';
import { useT } from '../../../i18n';

/**
 * What every admin list section shares: its list state, the page query, the /counters query, the
 * CSV export of the current search and filters, and its definition (ADMIN_LISTS: words, dropdowns,
 * sorting). `props` are the DataView props that follow from them; a section adds its columns,
 * tiles, card and detail.
 */
export function useAdminListView<K extends AdminListType, T extends GridValidRowModel, C extends { total: number }>(
  type: K,
  pageEndpoint: ReadEndpoint<NamedPage<K, T>>,
  countersEndpoint: ReadEndpoint<C>,
) {
  useT(); // the definition's words (read by the spread below) follow the language
  const { defaultSort, ...definition } = ADMIN_LISTS[type];
  const list = useListState({ defaultSort });
  const query = useAdminList(type, pageEndpoint, list);
  const counters = useAdminCounters(countersEndpoint);
  const exportQuery = useMemo(() => adminExportQuery(type, list.query), [type, list.query]);
  const fileName = useCallback(() => adminExportFileName(type), [type]);
  const onExport = useCsvExport({ endpoint: ADMIN_API.export, query: exportQuery, fileName, rows: query.data?.pagination.total });

  /** Re-reads the page and the counters; true when the page came back. */
  const refresh = useCallback(async () => {
    const [page] = await Promise.all([query.refetch(), counters.refetch()]);
    return !page.error;
  }, [query, counters]);

  const props = {
    ...definition,
    list,
    ...queryViewProps<T>(query),
    getRowId: (row: T) => rowIdOf(type, row),
    onRefresh: () => void refresh(),
    // Try Again re-reads the tiles too (issue 25: after a failed load they stayed at '—')
    onRetry: () => void refresh(),
    grandTotal: counters.data?.total,
    exportAction: { onExport },
  };
  return { list, query, counters, refresh, props };
}
