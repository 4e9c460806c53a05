import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TAB_PARAM, tabFromParam, tabSearch, type DashboardAudience, type DashboardTabKey } from '../utils/tabs';

/** The tab in `?tab=` (unknown -> overview) and a way to open another (a history entry each, so Back works). */
export function useDashboardTab(audience: DashboardAudience): [DashboardTabKey, (key: DashboardTabKey) => void] {
  const [params, setParams] = useSearchParams();
  const current = tabFromParam(audience, params.get(TAB_PARAM));
  const open = useCallback((key: DashboardTabKey) => setParams((previous) => tabSearch(previous, key)), [setParams]);
  return [current, open];
}
