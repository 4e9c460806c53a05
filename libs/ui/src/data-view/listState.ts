import { useEffect, useMemo, useReducer } from 'react';
import { LIST_DEFAULT_LIMIT, SEARCH_DEBOUNCE_MS, type SortOrder } from '@hackathon/contracts';

/**
 * The state of one paged list (page, page size, search, sort, dropdown filters, cards/table),
 * kept in the browser and sent to the server as `query`. Every change that alters which rows
 * match (search, a filter, the sort, the page size) goes back to page 1: page 7 of the old
 * result means nothing in the new one.
 */

export type DataViewMode = 'cards' | 'table';

/** Dropdown values; '' (or a missing key) means "All". */
export type FilterValues = Readonly<Record<string, string>>;

export interface ListStateValues {
  page: number;
  limit: number;
  /** What the search box shows, as typed. */
  searchInput: string;
  /** The trimmed, debounced term that is sent. */
  search: string;
  sort?: string;
  order?: SortOrder;
  filters: FilterValues;
  view: DataViewMode;
}

export type ListAction =
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: number }
  | { type: 'searchInput'; text: string }
  | { type: 'search'; term: string }
  | { type: 'sort'; sort?: string; order?: SortOrder }
  | { type: 'filter'; key: string; value: string }
  | { type: 'clearSearch' }
  | { type: 'clearAll' }
  | { type: 'view'; view: DataViewMode };

function withoutEmpty(filters: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** Pure: the whole state machine, tested without React. */
export function listReducer(state: ListStateValues, action: ListAction): ListStateValues {
  switch (action.type) {
    case 'page': {
      const page = Math.max(1, Math.floor(action.page));
      return page === state.page ? state : { ...state, page };
    }
    case 'limit':
      return action.limit === state.limit ? state : { ...state, limit: action.limit, page: 1 };
    case 'searchInput':
      return { ...state, searchInput: action.text };
    case 'search':
      return action.term === state.search ? state : { ...state, search: action.term, page: 1 };
    case 'sort': {
      const order = action.sort ? action.order : undefined;
      // the grid re-reports an unchanged sort model; that must not throw the user back to page 1
      if (action.sort === state.sort && order === state.order) return state;
      return { ...state, sort: action.sort, order, page: 1 };
    }
    case 'filter': {
      if ((state.filters[action.key] ?? '') === action.value) return state;
      return { ...state, filters: withoutEmpty({ ...state.filters, [action.key]: action.value }), page: 1 };
    }
    case 'clearSearch':
      return { ...state, searchInput: '', search: '', page: 1 };
    case 'clearAll':
      return { ...state, searchInput: '', search: '', filters: {}, page: 1 };
    case 'view':
      return action.view === state.view ? state : { ...state, view: action.view };
  }
}

export interface ListStateOptions<TSort extends string = string> {
  /** Default LIST_DEFAULT_LIMIT (50, the spec's). */
  defaultLimit?: number;
  /** The sort shown before the user picks one (the server has its own default either way). */
  defaultSort?: { sort: TSort; order: SortOrder };
  /** Default 'table'. */
  defaultView?: DataViewMode;
  initialFilters?: FilterValues;
  /** Default SEARCH_DEBOUNCE_MS (300, the spec's). */
  debounceMs?: number;
}

/** What a list sends: ready for `request: { query }` and for the TanStack Query key. */
export type ListQueryParams = Record<string, string | number>;

export interface ListState<TSort extends string = string> extends ListStateValues {
  sort?: TSort;
  /** Filters with a value, in declaration order (the active-filter banner). */
  activeFilters: ReadonlyArray<{ key: string; value: string }>;
  /** A search term or any filter is set: show the banner with Clear All Filters. */
  hasActiveFilters: boolean;
  query: ListQueryParams;
  setPage(page: number): void;
  setLimit(limit: number): void;
  setSearchInput(text: string): void;
  setSort(sort: TSort | undefined, order?: SortOrder): void;
  setFilter(key: string, value: string): void;
  clearSearch(): void;
  clearAll(): void;
  setView(view: DataViewMode): void;
}

/** Page, page size, debounced search, sort, filters and view of one list. */
export function useListState<TSort extends string = string>(options: ListStateOptions<TSort> = {}): ListState<TSort> {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const [state, dispatch] = useReducer(listReducer, options, (o): ListStateValues => ({
    page: 1,
    limit: o.defaultLimit ?? LIST_DEFAULT_LIMIT,
    searchInput: '',
    search: '',
    sort: o.defaultSort?.sort,
    order: o.defaultSort?.order,
    filters: withoutEmpty(o.initialFilters ?? {}),
    view: o.defaultView ?? 'table',
  }));

  // the term is sent only once typing pauses for debounceMs; each keystroke restarts the wait
  const pending = state.searchInput.trim();
  useEffect(() => {
    if (pending === state.search) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'search', term: pending }), debounceMs);
    return () => clearTimeout(timer);
  }, [pending, state.search, debounceMs]);

  const actions = useMemo(
    () => ({
      setPage: (page: number) => dispatch({ type: 'page', page }),
      setLimit: (limit: number) => dispatch({ type: 'limit', limit }),
      setSearchInput: (text: string) => dispatch({ type: 'searchInput', text }),
      setSort: (sort: TSort | undefined, order?: SortOrder) => dispatch({ type: 'sort', sort, order: order ?? 'asc' }),
      setFilter: (key: string, value: string) => dispatch({ type: 'filter', key, value }),
      clearSearch: () => dispatch({ type: 'clearSearch' }),
      clearAll: () => dispatch({ type: 'clearAll' }),
      setView: (view: DataViewMode) => dispatch({ type: 'view', view }),
    }),
    [],
  );

  return useMemo(() => {
    const activeFilters = Object.entries(state.filters).map(([key, value]) => ({ key, value }));
    const query: ListQueryParams = { page: state.page, limit: state.limit, ...state.filters };
    if (state.search) query.search = state.search;
    if (state.sort) {
      query.sort = state.sort;
      query.order = state.order ?? 'asc';
    }
    return {
      ...state,
      sort: state.sort as TSort | undefined,
      activeFilters,
      hasActiveFilters: state.search !== '' || activeFilters.length > 0,
      query,
      ...actions,
    };
  }, [state, actions]);
}
