import {
  REGION_FILTER_VALUES,
  REGION_SUMMARY_CATEGORY_FILTERS,
  REGION_SUMMARY_MENTOR_FILTERS,
  REGION_SUMMARY_PAYMENT_FILTERS,
  REGION_SUMMARY_REGISTRATION_FILTERS,
  REGION_SUMMARY_SORTS,
  type RegionSummaryCategoryFilter,
  type RegionSummaryMentorFilter,
  type RegionSummaryPaymentFilter,
  type RegionSummaryQuery,
  type RegionSummaryRegistrationFilter,
} from '@hackathon/contracts';
import { FilterIn, SortableListQuery } from '../../../common/paging';

/**
 * `GET /region-admin/summary` (and its export): the paging rules of every list plus the summary's
 * dropdowns (spec: registration, payment, category, mentors; the super admin's region). A value
 * outside a dropdown's options is a 400 naming them; blank or 'all' means no filter.
 */
export class RegionSummaryQueryDto extends SortableListQuery(REGION_SUMMARY_SORTS) implements RegionSummaryQuery {
  /** For a region admin this only narrows within its own region (the scope comes from the token). */
  @FilterIn(REGION_FILTER_VALUES)
  region?: string;

  @FilterIn(REGION_SUMMARY_REGISTRATION_FILTERS)
  registration?: RegionSummaryRegistrationFilter;

  @FilterIn(REGION_SUMMARY_PAYMENT_FILTERS)
  payment?: RegionSummaryPaymentFilter;

  @FilterIn(REGION_SUMMARY_CATEGORY_FILTERS)
  category?: RegionSummaryCategoryFilter;

  @FilterIn(REGION_SUMMARY_MENTOR_FILTERS)
  mentors?: RegionSummaryMentorFilter;
}
