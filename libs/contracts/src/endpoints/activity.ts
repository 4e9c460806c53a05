import { endpoint } from '../endpoint';
import type { ActivityQuery } from '../activity';
import type { UnsortedListQuery } from '../paging';
import type { ActivityEntry } from '../activity';
import type { Paginated } from '../paging';

/**
 * The audit trail (admin only). The list and the export take ActivityQuery as their query string
 * (`callEndpoint(ACTIVITY_API.list, { params: [], query })`); newest first.
 */
export const ACTIVITY_API = {
  list: endpoint<{ data: Paginated<ActivityEntry>; query: ActivityQuery }>()('GET', '/admin/activity'),
  /** CSV (UTF-8 with BOM), streamed: call with `responseType: 'blob'`. Same filters as the list. */
  export: endpoint<{ data: Blob; query: ActivityQuery }>()('GET', '/admin/activity/export', { kind: 'csv' }),
  /** One record's own history (a team's `_id`, a registration's `_id`, ...), newest first, paged. */
  entity: endpoint<{ data: Paginated<ActivityEntry>; query: UnsortedListQuery }>()('GET', '/admin/activity/entity/:type/:id'),
} as const;
