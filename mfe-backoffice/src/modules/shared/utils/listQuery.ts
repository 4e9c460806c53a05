import { formatNumber, type AdminListType } from '@hackathon/contracts';

type QueryParams = Record<string, string | number>;

/** Paging and sorting: what a list page adds to the search and filters. */
const PAGE_KEYS = new Set(['page', 'limit', 'sort', 'order']);

/** The search and filters of a list's query (no paging, no sort): what an export of that list sends. */
export function filtersOnly(query: QueryParams): QueryParams {
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => !PAGE_KEYS.has(key) && value !== ''));
}

/** `GET /admin/export?type=<list>&...`: the list's current search and filters, so the file holds what the list shows. */
export function adminExportQuery(type: AdminListType, query: QueryParams): QueryParams {
  return { ...filtersOnly(query), type };
}

/** A count for a tile; a missing one (an older API, a failed counters read) shows as a dash. */
export function countOf(value: number | null | undefined): number | string {
  return formatNumber(value);
}

/** The row's key: the school code for schools, the record id otherwise. */
export function rowIdOf(type: AdminListType, row: object): string {
  const r = row as { _id?: string; schoolCode?: string; kvCode?: string };
  return type === 'schools' ? String(r.schoolCode || r.kvCode) : String(r._id);
}
