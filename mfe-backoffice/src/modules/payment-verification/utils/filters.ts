import type { PaymentRegionChoices, PaymentVerificationSort } from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';
import { filterOf, optionsOf } from '../../shared/utils/filters';
import { tr } from '../../shared/utils/text';

/** Status (spec: all, submitted shown as Pending Verification, verified, rejected); 'All' sends no status. */
export const STATUS_FILTER = filterOf('status', () => tr('dashboards.payments.filter.status'), {
  submitted: () => tr('dashboards.payments.filter.pendingVerification'),
  verified: () => tr('dashboards.payments.filter.verified'),
  rejected: () => tr('dashboards.payments.filter.rejected'),
});

/**
 * Region (issue 25): the choices GET /payment-verification/regions gives the caller: the six groups
 * (upper case, as the spec's screens show them) and the 25 regions for the super admin, its own
 * region alone for a region admin. Until they arrive, the status filter alone.
 */
export function paymentFilters(choices: PaymentRegionChoices | undefined): ReadonlyArray<FilterDef> {
  if (!choices || choices.groups.length + choices.regions.length === 0) return [STATUS_FILTER];
  const options = [...optionsOf(choices.groups.map((group) => group.toUpperCase())), ...optionsOf(choices.regions)];
  return [STATUS_FILTER, filterOf('region', () => tr('dashboards.payments.filter.region'), options)];
}

/**
 * The API's sort whitelist. The table's columns carry these names as their fields (the grid
 * reports a column's field as the sort key), reading the row's own property through a getter.
 */
export const PAYMENT_SORT_FIELDS: ReadonlyArray<PaymentVerificationSort> = ['submittedAt', 'kvCode', 'kvName', 'status', 'verifiedAt'];
