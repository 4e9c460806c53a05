import type { PaymentVerificationSort } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { UPPER_REGION_GROUP_OPTIONS, filterOf } from '../../shared/utils/filters';
import { tr } from '../../shared/utils/text';

/** Status (spec: all, submitted shown as Pending Verification, verified, rejected); 'All' sends no status. */
export const STATUS_FILTER = filterOf('status', () => tr('dashboards.payments.filter.status'), {
  submitted: () => tr('dashboards.payments.filter.pendingVerification'),
  verified: () => tr('dashboards.payments.filter.verified'),
  rejected: () => tr('dashboards.payments.filter.rejected'),
});

/** Region (spec: all and the six groups, upper case); a region admin's rows stay in its region whatever is picked. */
export const REGION_FILTER = filterOf('region', () => tr('dashboards.payments.filter.region'), UPPER_REGION_GROUP_OPTIONS);

export const PAYMENT_FILTERS: ReadonlyArray<FilterDef> = [STATUS_FILTER, REGION_FILTER];

/**
 * The API's sort whitelist. The table's columns carry these names as their fields (the grid
 * reports a column's field as the sort key), reading the row's own property through a getter.
 */
export const PAYMENT_SORT_FIELDS: ReadonlyArray<PaymentVerificationSort> = ['submittedAt', 'kvCode', 'kvName', 'status', 'verifiedAt'];
