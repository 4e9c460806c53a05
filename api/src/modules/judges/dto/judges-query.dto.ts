import { ADMIN_JUDGE_SORTS, MENTOR_ACCOUNT_STATES, REGION_FILTER_VALUES, type AdminJudgesQuery, type MentorAccountState } from '@hackathon/contracts';
import { FilterIn, SortableListQuery } from '../../../common/paging';

/**
 * `GET /admin/judges`: the paging rules of SortableListQuery plus the list's dropdown filters (a
 * value outside a filter's options is a 400 naming them; blank or 'all' means no filter).
 */
export class AdminJudgesQueryDto extends SortableListQuery(ADMIN_JUDGE_SORTS) implements AdminJudgesQuery {
  /** A region or one of the six region groups (any case). */
  @FilterIn(REGION_FILTER_VALUES)
  homeRegion?: string;

  /** The portal account's state. */
  @FilterIn(MENTOR_ACCOUNT_STATES)
  accountState?: MentorAccountState;

  @FilterIn(['true', 'false'])
  isActive?: 'true' | 'false';
}
