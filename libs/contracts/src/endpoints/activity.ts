import { endpoint, seg } from '../endpoint';
import type { ActivityEntry } from '../activity';
import type { Paginated } from '../paging';

/**
 * The audit trail (admin only). The list and the export take ActivityQuery as their query string
 * (`callEndpoint(ACTIVITY_API.list, { params: [], query })`); newest first.
 */
export const ACTIVITY_API = {
  list: endpoint<Paginated<ActivityEntry>>()('GET', 'Paginated<ActivityEntry>', () => '/admin/activity'),
  /** CSV (UTF-8 with BOM), streamed: call with `responseType: 'blob'`. Same filters as the list. */
  export: endpoint<Blob>()('GET', 'binary', () => '/admin/activity/export'),
  /** One record's own history (a team's `_id`, a registration's `_id`, ...), newest first, paged. */
  entity: endpoint<Paginated<ActivityEntry>>()('GET', 'Paginated<ActivityEntry>', (type: string, id: string) => `/admin/activity/entity/${seg(type)}/${seg(id)}`),
} as const;
