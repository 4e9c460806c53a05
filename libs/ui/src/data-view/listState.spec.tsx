import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { listReducer, useListState, type ListState, type ListStateOptions, type ListStateValues } from './listState';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base: ListStateValues = { page: 4, limit: 50, searchInput: '', search: '', filters: {}, view: 'table' };

describe('listReducer', () => {
  it.each([
    ['a filter change', { type: 'filter', key: 'status', value: 'ACTIVE' }],
    ['a new search term', { type: 'search', term: 'delhi' }],
    ['a new page size', { type: 'limit', limit: 25 }],
    ['a new sort', { type: 'sort', sort: 'name', order: 'desc' }],
    ['Clear All Filters', { type: 'clearAll' }],
  ] as const)('goes back to page 1 on %s', (_label, action) => {
    expect(listReducer(base, action).page).toBe(1);
  });

  it('keeps the page (and the very same state) when nothing that matters changes', () => {
    expect(listReducer(base, { type: 'filter', key: 'status', value: '' })).toBe(base);
    expect(listReducer(base, { type: 'limit', limit: 50 })).toBe(base);
    expect(listReducer(base, { type: 'page', page: 4 })).toBe(base);
    const sorted = { ...base, sort: 'name', order: 'asc' as const };
    expect(listReducer(sorted, { type: 'sort', sort: 'name', order: 'asc' })).toBe(sorted); // the grid re-reports its model
    expect(listReducer(base, { type: 'searchInput', text: 'del' }).page).toBe(4); // typing alone is not a search yet
  });

  it("drops a filter set back to '' (All), and clearAll empties search and filters", () => {
    const filtered = listReducer(base, { type: 'filter', key: 'region', value: 'North' });
    expect(filtered.filters).toEqual({ region: 'North' });
    expect(listReducer(filtered, { type: 'filter', key: 'region', value: '' }).filters).toEqual({});
    const searched = listReducer({ ...filtered, searchInput: 'x', search: 'x' }, { type: 'clearAll' });
    expect(searched).toMatchObject({ searchInput: '', search: '', filters: {}, page: 1 });
  });

  it('never goes below page 1', () => {
    expect(listReducer(base, { type: 'page', page: 0 }).page).toBe(1);
  });
});

describe('useListState', () => {
  let container: HTMLDivElement;
  let root: Root;
  let list: ListState;

  const record = (state: ListState) => (list = state);
  function Harness({ options }: { options?: ListStateOptions }) {
    const state = useListState(options);
    useEffect(() => {
      record(state);
    });
    return null;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    jest.useRealTimers();
  });

  const render = (options?: ListStateOptions) => act(() => root.render(<Harness options={options} />));
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('starts at page 1 with the spec default limit 50 and sends only what is set', () => {
    render();
    expect(list.query).toEqual({ page: 1, limit: 50 });
    expect(list.hasActiveFilters).toBe(false);
    expect(list.view).toBe('table');
  });

  it('sends the search term 300 ms after typing stops, and only then goes back to page 1', () => {
    render();
    act(() => list.setPage(3));
    act(() => list.setSearchInput('d'));
    advance(200);
    act(() => list.setSearchInput('de'));
    advance(200);
    act(() => list.setSearchInput('  delhi '));
    advance(299);
    // still typing as far as the server knows: nothing sent, the page untouched
    expect(list.searchInput).toBe('  delhi ');
    expect(list.search).toBe('');
    expect(list.query).toEqual({ page: 3, limit: 50 });
    advance(1);
    expect(list.search).toBe('delhi');
    expect(list.query).toEqual({ page: 1, limit: 50, search: 'delhi' });
    expect(list.hasActiveFilters).toBe(true);
  });

  it('honours a custom debounce', () => {
    render({ debounceMs: 50 });
    act(() => list.setSearchInput('abc'));
    advance(50);
    expect(list.search).toBe('abc');
  });

  it('clears the search at once (no wait) and goes back to page 1', () => {
    render();
    act(() => list.setSearchInput('abc'));
    advance(300);
    act(() => list.setPage(2));
    act(() => list.clearSearch());
    expect(list.searchInput).toBe('');
    expect(list.query).toEqual({ page: 1, limit: 50 });
    advance(1000);
    expect(list.search).toBe('');
  });

  it('resets to page 1 on a filter change and lists the active filters for the banner', () => {
    render({ initialFilters: { category: '' } });
    act(() => list.setPage(5));
    act(() => list.setFilter('status', 'ACTIVE'));
    expect(list.page).toBe(1);
    act(() => list.setPage(2));
    act(() => list.setFilter('region', 'North'));
    expect(list.page).toBe(1);
    expect(list.activeFilters).toEqual([
      { key: 'status', value: 'ACTIVE' },
      { key: 'region', value: 'North' },
    ]);
    expect(list.query).toEqual({ page: 1, limit: 50, status: 'ACTIVE', region: 'North' });
    act(() => list.clearAll());
    expect(list.activeFilters).toEqual([]);
    expect(list.query).toEqual({ page: 1, limit: 50 });
  });

  it('sends sort and order together, and a cleared sort sends neither', () => {
    render({ defaultSort: { sort: 'name', order: 'asc' } });
    expect(list.query).toMatchObject({ sort: 'name', order: 'asc' });
    act(() => list.setSort('createdAt', 'desc'));
    expect(list.query).toMatchObject({ sort: 'createdAt', order: 'desc', page: 1 });
    act(() => list.setSort(undefined));
    expect(list.query).toEqual({ page: 1, limit: 50 });
  });

  it('keeps the cards/table choice apart from the query', () => {
    render({ defaultView: 'cards' });
    expect(list.view).toBe('cards');
    act(() => list.setView('table'));
    expect(list.view).toBe('table');
    expect(list.query).toEqual({ page: 1, limit: 50 });
  });
});
