/**
 * One shape for every paged list of the back office (issue 6, section 1): the API pages, searches,
 * filters and sorts on the server and answers a `Paginated<T>`; the data-view kit in libs/ui shows it.
 *
 * The page numbers follow the spec's own Pagination entity (back-office.md section 3:
 * currentPage, totalPages, limit, hasPrevPage, hasNextPage), nested under `pagination` as the
 * payment list answers it (`data.submissions` + `data.pagination`). The spec's `totalSubmissions`
 * is payment-specific; the generic count is `total`.
 */
import { english, message, messageTable, withMembers } from './message-text';

/** Spec: admin list defaults page 1, limit 50 (back-office.md section 9). The 300 ms search debounce is SEARCH_DEBOUNCE_MS (constants.ts). */
export const LIST_DEFAULT_PAGE = 1;
export const LIST_DEFAULT_LIMIT = 50;
/** Beyond any real list; keeps the offset (page - 1) x limit a safe integer. */
export const LIST_MAX_PAGE = 1_000_000;
/** The largest page a client may ask for: the spec's largest (the mentor list, 100), also the MIT data grid's cap. */
export const LIST_MAX_LIMIT = 100;
/** Page sizes the data view offers. */
export const LIST_PAGE_SIZES = [25, 50, 100] as const;
/** Longest search term accepted (characters, after trimming). */
export const LIST_SEARCH_MAX = 100;

export type SortOrder = 'asc' | 'desc';
export const SORT_ORDERS: readonly SortOrder[] = ['asc', 'desc'];

export interface Pagination {
  /** 1-based. */
  currentPage: number;
  /** At least 1, even for an empty list, so "page 1 of 1" reads naturally. */
  totalPages: number;
  /** Rows matching the search and filters (not only this page). */
  total: number;
  limit: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

/** One page of a list. */
export interface Paginated<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * The same page under the list's own name, for endpoints whose spec names the field
 * (e.g. `GET /admin/mentors` is read from `data.mentors`, payments from `data.submissions`).
 */
export type NamedPage<K extends string, T> = { [key in K]: T[] } & { pagination: Pagination };

/** Query of every paged list; each list adds its filters (`ListQuery<TeamSort> & { status?: ... }`). */
export interface ListQuery<TSort extends string = string> {
  page?: number;
  limit?: number;
  search?: string;
  sort?: TSort;
  order?: SortOrder;
}

/** Query of a paged list in one fixed order (newest first): no `sort`. */
export type UnsortedListQuery = Omit<ListQuery, 'sort'>;

/** The Pagination of a page of `limit` rows numbered `page` out of `total`. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { currentPage: page, totalPages, total, limit, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}

/** `{ items, pagination }` -> `{ [key]: items, pagination }` (server side, for named lists). */
export function toNamedPage<K extends string, T>(page: Paginated<T>, key: K): NamedPage<K, T> {
  return { [key]: page.items, pagination: page.pagination } as NamedPage<K, T>;
}

/** `{ [key]: items, pagination }` -> `{ items, pagination }` (client side, to feed the data view). */
export function fromNamedPage<K extends string, T>(page: NamedPage<K, T>, key: K): Paginated<T> {
  return { items: page[key] as T[], pagination: page.pagination };
}

/** Messages of the paging rules (the API's 400s); ours, the spec does not word them. */
export const PAGING_MSG = withMembers(
  messageTable(english, 'paging', {
    sort: (allowed: readonly string[]) => message('paging.sort', { allowed: allowed.join(', ') }),
    filter: (name: string, allowed: readonly string[]) => message('paging.filter', { name, allowed: allowed.join(', ') }),
  }),
  {
    get pageTooLarge() {
      return message('paging.pageTooLarge', { max: LIST_MAX_PAGE });
    },
    get limit() {
      return message('paging.limit', { max: LIST_MAX_LIMIT });
    },
    get search() {
      return message('paging.search', { max: LIST_SEARCH_MAX });
    },
  },
);

/**
 * Words of the data view's parts. The spec's own words where it has them ('Try Again',
 * 'Clear All Filters', 'Clear All', 'No data found', 'Total', 'Showing', 'Cards', 'Table', 'Export').
 * Read in the current language (counts with its number format).
 */
export const LIST_TEXT = messageTable(english, 'listText', {
  total: (n: number) => message('listText.total', { n }),
  showing: (shown: number, total: number) => message('listText.showing', { shown, total }),
  searchChip: (term: string) => message('listText.searchChip', { term }),
  filterChip: (label: string, value: string) => message('listText.filterChip', { label, value }),
});
