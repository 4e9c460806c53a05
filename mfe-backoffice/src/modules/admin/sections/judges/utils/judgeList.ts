import { JUDGE_CSV_COLUMNS } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { filterOf, REGION_FILTER } from '../../../../shared/utils/filters';
import { tr } from '../../../../../i18n';
import { ACCOUNT_STATE_FILTER } from '../../shared/accountState';

/** The judges list's dropdowns, each the API's query parameter: home region (a region or a group), portal account, active. */
export const JUDGE_FILTERS: readonly FilterDef[] = [
  filterOf('homeRegion', () => tr('backoffice.judges.homeRegion'), REGION_FILTER.options),
  ACCOUNT_STATE_FILTER,
  filterOf('isActive', () => tr('dashboards.filters.status'), {
    true: () => tr('dashboards.filters.status.active'),
    false: () => tr('dashboards.filters.status.inactive'),
  }),
];

/** The API's default order, shown as the grid's sort. */
export const JUDGE_DEFAULT_SORT = { sort: 'name', order: 'asc' } as const;

export const JUDGE_TEMPLATE_FILE = 'judges_template.csv';

/** The import's template: the header alone (a sample row left in would be imported as a judge). */
export function judgeTemplate(): Blob {
  return new Blob([`${JUDGE_CSV_COLUMNS.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
