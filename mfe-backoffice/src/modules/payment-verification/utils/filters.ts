import {
  PAYMENT_VERIFICATION_REGIONS,
  PAYMENT_VERIFICATION_TEXT,
  type PaymentVerificationSort,
} from '@hackathon/contracts';
import type { FilterDef } from '@hackathon/ui';

/** Status (spec: all, submitted shown as Pending Verification, verified, rejected); 'All' sends no status. */
export const STATUS_FILTER: FilterDef = {
  key: 'status',
  label: 'Status',
  options: [
    { value: 'submitted', label: PAYMENT_VERIFICATION_TEXT.pendingVerification },
    { value: 'verified', label: 'Verified' },
    { value: 'rejected', label: 'Rejected' },
  ],
};

/** Region (spec: all and the six groups, upper case); a region admin's rows stay in its region whatever is picked. */
export const REGION_FILTER: FilterDef = {
  key: 'region',
  label: 'Region',
  options: PAYMENT_VERIFICATION_REGIONS.map((region) => ({ value: region, label: region })),
};

export const PAYMENT_FILTERS: ReadonlyArray<FilterDef> = [STATUS_FILTER, REGION_FILTER];

/**
 * The API's sort whitelist. The table's columns carry these names as their fields (the grid
 * reports a column's field as the sort key), reading the row's own property through a getter.
 */
export const PAYMENT_SORT_FIELDS: ReadonlyArray<PaymentVerificationSort> = ['submittedAt', 'kvCode', 'kvName', 'status', 'verifiedAt'];
