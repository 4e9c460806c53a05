import { act, useEffect } from 'react';
import { ThemeProvider } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { LIST_TEXT, paginationOf, type Paginated } from '@hackathon/contracts';
import { setLanguage } from '@hackathon/session';
import { atPhoneWidth, mount, until, type Mounted } from '../testing/dom';
import { theme } from '../theme';
import { toastStore } from '../toast/store';
import { DataView, type DataViewProps } from './DataView';
import { useListState, type ListState } from './listState';
import type { ExportAction, FilterDef } from './types';

interface Team {
  id: string;
  teamName: string;
  status: string;
}

const TEAMS: Team[] = [
  { id: 't1', teamName: 'Alpha', status: 'ACTIVE' },
  { id: 't2', teamName: 'Bravo', status: 'INACTIVE' },
  { id: 't3', teamName: 'Charlie', status: 'ACTIVE' },
];
const COLUMNS: GridColDef<Team>[] = [
  { field: 'teamName', headerName: 'Team', flex: 1 },
  { field: 'status', headerName: 'Status', width: 120 },
];
const STATUS_FILTER: FilterDef = {
  key: 'status',
  label: 'Status',
  options: [
    { value: 'ACTIVE', label: 'Active' },
    { value: 'INACTIVE', label: 'Inactive' },
  ],
};

/** The caller's side of the contract, as a screen would do it with TanStack Query, in memory. */
function serve(query: ListState['query']): Paginated<Team> {
  const term = String(query.search ?? '').toLowerCase();
  const matching = TEAMS.filter((t) => (!query.status || t.status === query.status) && t.teamName.toLowerCase().includes(term));
  const page = Number(query.page);
  const limit = Number(query.limit);
  return { items: matching.slice((page - 1) * limit, page * limit), pagination: paginationOf(page, limit, matching.length) };
}

type Overrides = Partial<Omit<DataViewProps<Team>, 'list'>>;
let list: ListState;
let queries: ListState['query'][];

/** Hands each rendered list state to the test (after render, as effects do). */
function record(state: ListState) {
  list = state;
  if (queries.at(-1) !== state.query) queries.push(state.query);
}

function Screen({ overrides }: { overrides: Overrides }) {
  const state = useListState<'teamName' | 'status'>({ defaultLimit: 2 }); // a typed sort key still fits DataView's list
  useEffect(() => {
    record(state);
  });
  return (
    <DataView<Team>
      title="Teams"
      list={state}
      data={serve(state.query)}
      isLoading={false}
      errorText="Error loading teams"
      emptyText="No teams found"
      onRetry={() => undefined}
      getRowId={(t) => t.id}
      columns={COLUMNS}
      filters={[STATUS_FILTER]}
      renderCard={(t) => <div data-testid="card">{t.teamName}</div>}
      renderDetail={(t) => <p data-testid="detail">Detail of {t.teamName}</p>}
      detailTitle={(t) => t.teamName}
      {...overrides}
    />
  );
}

describe('DataView', () => {
  let mounted: Mounted | undefined;
  let container: HTMLElement;

  beforeEach(() => {
    queries = [];
    toastStore.dismiss();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    jest.useRealTimers();
  });

  const render = async (overrides: Overrides = {}) => {
    mounted?.unmount();
    mounted = await mount(
      <ThemeProvider theme={theme}>
        <Screen overrides={overrides} />
      </ThemeProvider>,
    );
    container = mounted.container;
  };
  const text = () => document.body.textContent ?? '';
  const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === label) as HTMLButtonElement | undefined;
  const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());

  it('shows the loading state on the first load, with the list\'s own words', async () => {
    await render({ data: undefined, isLoading: true, loadingText: 'Loading payment submissions...' });
    expect(text()).toContain('Loading payment submissions...');
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    expect(container.querySelector('[role="grid"]')).toBeNull();
    expect(container.querySelector('[data-testid="data-view-showing"]')).toBeNull();
  });

  it("shows the error with 'Try Again', which calls onRetry", async () => {
    const onRetry = jest.fn();
    await render({ error: new Error('Request timeout. Please try again.'), onRetry });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Error loading teams');
    expect(alert?.textContent).toContain('Request timeout. Please try again.');
    expect(container.querySelector('[role="grid"]')).toBeNull();
    await click(button(LIST_TEXT.tryAgain));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when nothing exists, without a Clear All Filters offer', async () => {
    await render({ data: { items: [], pagination: paginationOf(1, 50, 0) } });
    expect(text()).toContain('No teams found');
    expect(button(LIST_TEXT.clearAllFilters)).toBeUndefined();
  });

  it('shows Total and Showing counts and the page in the server-mode table', async () => {
    await render();
    expect(container.querySelector('[data-testid="data-view-total"]')?.textContent).toBe('Total: 3');
    expect(container.querySelector('[data-testid="data-view-showing"]')?.textContent).toBe('Showing 2 of 3');
    expect(container.querySelector('[role="grid"]')).not.toBeNull();
    expect(text()).toContain('Alpha');
    expect(text()).toContain('Bravo');
    expect(text()).not.toContain('Charlie'); // page 2
  });

  it("prefers the caller's unfiltered total for 'Total'", async () => {
    await render({ grandTotal: 2700 });
    expect(container.querySelector('[data-testid="data-view-total"]')?.textContent).toBe('Total: 2,700');
  });

  it('pages through the grid footer (server mode asks for page 2)', async () => {
    await render();
    await click(container.querySelector('button[aria-label="Go to next page"]'));
    expect(list.page).toBe(2);
    expect(queries.at(-1)).toMatchObject({ page: 2, limit: 2 });
    expect(text()).toContain('Charlie');
  });

  it('debounces the search box by 300 ms, then asks for page 1 of the matches', async () => {
    jest.useFakeTimers();
    await render();
    act(() => list.setPage(2));
    const input = container.querySelector('input[type="search"]') as HTMLInputElement;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, 'char');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('char');
    await act(async () => jest.advanceTimersByTime(299));
    expect(queries.at(-1)).toEqual({ page: 2, limit: 2 });
    await act(async () => jest.advanceTimersByTime(1));
    expect(queries.at(-1)).toEqual({ page: 1, limit: 2, search: 'char' });
    expect(container.querySelector('[data-testid="data-view-showing"]')?.textContent).toBe('Showing 1 of 1');
    // the banner names the search and clears it
    expect(text()).toContain(LIST_TEXT.searchChip('char'));
    await click(button(LIST_TEXT.clearAllFilters));
    expect(queries.at(-1)).toEqual({ page: 1, limit: 2 });
    expect(input.value).toBe('');
  });

  it('filters by a dropdown, shows the active-filter banner, and Clear All Filters resets it', async () => {
    await render();
    act(() => list.setPage(2));
    const select = container.querySelector('[role="combobox"]') as HTMLElement;
    expect(select.textContent).toBe(LIST_TEXT.all);
    await act(async () => select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    const option = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Inactive');
    await click(option);
    expect(queries.at(-1)).toEqual({ page: 1, limit: 2, status: 'INACTIVE' });
    expect(text()).toContain(LIST_TEXT.filterChip('Status', 'Inactive'));
    expect(text()).toContain('Bravo');
    expect(text()).not.toContain('Alpha');
    await click(button(LIST_TEXT.clearAllFilters));
    expect(queries.at(-1)).toEqual({ page: 1, limit: 2 });
    expect(text()).not.toContain(LIST_TEXT.activeFilters);
  });

  it('offers Clear All Filters in the empty state when a filter caused it', async () => {
    await render({ data: { items: [], pagination: paginationOf(1, 2, 0) } });
    act(() => list.setFilter('status', 'ACTIVE'));
    const clear = [...container.querySelectorAll('.MuiPaper-outlined button')].find((b) => b.textContent === LIST_TEXT.clearAllFilters);
    await click(clear);
    expect(list.filters).toEqual({});
  });

  it('toggles to cards, and a card click opens the detail modal', async () => {
    await render();
    await click(container.querySelector(`button[aria-label="${LIST_TEXT.cards}"]`));
    expect(container.querySelector('[role="grid"]')).toBeNull();
    expect([...container.querySelectorAll('[data-testid="card"]')].map((c) => c.textContent)).toEqual(['Alpha', 'Bravo']);
    await click(container.querySelector('[data-testid="card"]')?.closest('button'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Detail of Alpha');
    expect(document.getElementById('data-view-detail-title')?.textContent).toBe('Alpha');
    await click(button(LIST_TEXT.close));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400))); // the dialog's exit transition
    expect(document.querySelector('[data-testid="detail"]')).toBeNull();
  });

  it('opens the detail modal from a table row', async () => {
    await render();
    const cell = [...container.querySelectorAll('[role="gridcell"]')].find((c) => c.textContent === 'Bravo');
    await act(async () => cell?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(document.querySelector('[data-testid="detail"]')?.textContent).toBe('Detail of Bravo');
  });

  it('opens the detail modal from a row with Enter or Space on a focused cell (keyboard)', async () => {
    const onChange = jest.fn();
    await render({ selection: { selected: [], onChange } });
    const cellOf = (name: string) => [...container.querySelectorAll<HTMLElement>('[role="gridcell"]')].find((c) => c.textContent === name) as HTMLElement;
    const press = (element: Element, key: string, init: KeyboardEventInit = {}) =>
      act(async () => element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })));
    await press(cellOf('Bravo'), 'Enter');
    expect(document.querySelector('[data-testid="detail"]')?.textContent).toBe('Detail of Bravo');
    await click(button(LIST_TEXT.close));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400))); // the dialog's exit transition
    await press(cellOf('Alpha'), ' ');
    expect(document.querySelector('[data-testid="detail"]')?.textContent).toBe('Detail of Alpha');
    await click(button(LIST_TEXT.close));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    // Shift+Space is the grid's row selection, and the checkbox cell keeps its own keys: no detail
    await press(cellOf('Alpha'), ' ', { shiftKey: true });
    await press(container.querySelector('[role="row"][data-id="t1"] [data-field="__check__"]') as Element, 'Enter');
    expect(document.querySelector('[data-testid="detail"]')).toBeNull();
  });

  it('offers no keyboard opening when the list has no detail', async () => {
    await render({ renderDetail: undefined });
    const cell = [...container.querySelectorAll('[role="gridcell"]')].find((c) => c.textContent === 'Bravo') as Element;
    await act(async () => cell.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  describe('below 600 px (a phone)', () => {
    atPhoneWidth();

    it('shows the cards, and the toggle still offers the table without changing the list\'s own view', async () => {
      await render();
      expect(container.querySelector('[data-testid="data-view-cards"]')).not.toBeNull();
      expect(container.querySelector('[role="grid"]')).toBeNull();
      expect(container.querySelector(`button[aria-label="${LIST_TEXT.cards}"]`)?.getAttribute('aria-pressed')).toBe('true');
      expect(list.view).toBe('table');
      await click(container.querySelector(`button[aria-label="${LIST_TEXT.table}"]`));
      await until(() => container.querySelector('[role="grid"]') !== null, 'the table');
      expect(container.querySelector('[data-testid="data-view-cards"]')).toBeNull();
    });

    it('keeps the table for a list without cards', async () => {
      await render({ renderCard: undefined });
      expect(container.querySelector('[data-testid="data-view-cards"]')).toBeNull();
      expect(container.querySelector('[role="grid"]')).not.toBeNull();
    });
  });

  it('selects rows with checkboxes, only the selectable ones', async () => {
    const onChange = jest.fn();
    await render({ selection: { selected: [], onChange, isSelectable: (t) => t.status === 'ACTIVE' } });
    const boxes = [...container.querySelectorAll('[role="row"] input[type="checkbox"]')] as HTMLInputElement[];
    // header (select all) + Alpha (ACTIVE) + Bravo (INACTIVE)
    expect(boxes.map((b) => b.disabled)).toEqual([false, false, true]);
    await click(boxes[1]);
    expect(onChange).toHaveBeenLastCalledWith(['t1']);
  });

  it('offers sorting only on the whitelisted columns and sends the sort', async () => {
    await render({ sortFields: ['teamName'] });
    const headers = [...container.querySelectorAll('[role="columnheader"]')];
    const team = headers.find((h) => h.textContent?.includes('Team')) as HTMLElement;
    const status = headers.find((h) => h.textContent?.includes('Status')) as HTMLElement;
    expect(status.className).not.toContain('sortable');
    expect(team.className).toContain('sortable');
    act(() => list.setPage(2));
    await act(async () => team.querySelector('.MuiDataGrid-columnHeaderTitleContainer')?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(queries.at(-1)).toEqual({ page: 1, limit: 2, sort: 'teamName', order: 'asc' });
  });

  it("labels the grid's own controls in Hindi: sorting, the column menu, paging", async () => {
    await act(async () => setLanguage('hi', { chosen: false }));
    try {
      await render({ sortFields: ['teamName'] });
      const labels = [...container.querySelectorAll('button[aria-label]')].map((button) => button.getAttribute('aria-label') ?? '');
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.filter((label) => !/[\u0900-\u097F]/.test(label))).toEqual([]);
    } finally {
      await act(async () => setLanguage('en', { chosen: false }));
    }
  });

  it('hides the cards/table toggle for a list without cards', async () => {
    await render({ renderCard: undefined });
    expect(container.querySelector(`button[aria-label="${LIST_TEXT.cards}"]`)).toBeNull();
    expect(container.querySelector('[role="grid"]')).not.toBeNull();
  });

  it('shows the stat tiles', async () => {
    await render({ stats: [{ title: 'Active Teams', value: 2 }, { title: 'Inactive Teams', value: 1, color: 'warning' }] });
    expect(text()).toContain('Active Teams');
    expect(text()).toContain('Inactive Teams');
  });

  it('Refresh calls onRefresh and is disabled while a refetch is in flight', async () => {
    const onRefresh = jest.fn();
    await render({ onRefresh });
    await click(button(LIST_TEXT.refresh));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await render({ onRefresh, isFetching: true });
    expect(button(LIST_TEXT.refresh)?.disabled).toBe(true);
  });

  it('exports through a link, or through a callback with a busy label and a failure toast', async () => {
    await render({ exportAction: { href: '/api/admin/export?type=teams' } });
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === LIST_TEXT.export);
    expect(link?.getAttribute('href')).toBe('/api/admin/export?type=teams');

    let finish: (value?: unknown) => void = () => undefined;
    let fail: (reason?: unknown) => void = () => undefined;
    const action: ExportAction = { onExport: () => new Promise((resolve, reject) => ((finish = resolve), (fail = reject))) };
    await render({ exportAction: action });
    await click(button(LIST_TEXT.export));
    expect(button(LIST_TEXT.exporting)?.disabled).toBe(true);
    await act(async () => finish());
    expect(button(LIST_TEXT.export)?.disabled).toBe(false);

    await click(button(LIST_TEXT.export));
    await act(async () => fail(new Error('')));
    expect(toastStore.getToasts().map((t) => t.message)).toContain(LIST_TEXT.exportFailed);
  });

  it('moves to the last page when the page asked for is past the end', async () => {
    await render();
    act(() => list.setPage(9));
    expect(list.page).toBe(2);
    expect(text()).toContain('Charlie');
  });
});
