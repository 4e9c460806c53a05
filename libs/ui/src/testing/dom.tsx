import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@hackathon/api-client';
import { toastStore } from '../toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom lays nothing out and has no ResizeObserver; the data grid only needs one to exist
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver;
// component tests wait on a real HTTP round trip and MUI transitions. CI runs these suites beside the
// API's integration tests on 2 cores, where the longest (8 s on a quiet machine) passed 20 s.
jest.setTimeout(60_000);

/** Minimal DOM helpers for component tests (no testing library in the workspace). */
export interface Mounted {
  container: HTMLElement;
  client: QueryClient;
  unmount: () => void;
}

export async function mount(ui: ReactNode, client: QueryClient = createQueryClient()): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>));
  return {
    container,
    client,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** How long `until` waits: a loaded 2-core CI machine stretched 400 polls of 20 ms well past 8 s. */
const UNTIL_MS = 30_000;

export async function until(predicate: () => boolean, what = 'condition'): Promise<void> {
  const deadline = Date.now() + UNTIL_MS;
  while (!predicate() && Date.now() < deadline) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  if (!predicate()) throw new Error(`Timed out waiting for ${what}`);
}

/** A button by its visible text (exact, trimmed), anywhere in the page (dialogs are portals). */
export function button(text: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button, a[role="button"], a.MuiButton-root')].find(
    (el) => (el.textContent ?? '').trim() === text,
  );
  if (!found) throw new Error(`No button "${text}"`);
  return found as HTMLButtonElement;
}

export const hasButton = (text: string) => [...document.querySelectorAll('button')].some((el) => (el.textContent ?? '').trim() === text);

export async function click(el: Element): Promise<void> {
  await act(async () => {
    (el as HTMLElement).click();
  });
}

/** Types into an input the way React sees it (native setter + input event). */
export async function type(el: Element, value: string): Promise<void> {
  const input = el as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function blur(el: Element): Promise<void> {
  await act(async () => {
    (el as HTMLElement).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

export function byId<T extends HTMLElement = HTMLInputElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`No element #${id}`);
  return el as T;
}

/** Picks an option of an MUI select (its combobox carries the TextField's id). */
export async function choose(selectId: string, optionText: string): Promise<void> {
  await act(async () => {
    byId(selectId).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  const option = [...document.querySelectorAll('[role="option"]')].find((el) => (el.textContent ?? '').trim() === optionText);
  if (!option) throw new Error(`No option "${optionText}"`);
  await click(option);
  // the menu closes with a transition
  await until(() => document.querySelectorAll('[role="listbox"]').length === 0, 'the menu to close');
}

/** Picks an option of one of the data view's dropdown filters, named by its `key` (the API's query parameter). */
export async function pickFilter(key: string, optionText: string): Promise<void> {
  const combobox = document.querySelector(`input[data-filter="${key}"]`)?.parentElement?.querySelector('[role="combobox"]');
  if (!combobox) throw new Error(`No filter ${key}`);
  await act(async () => {
    combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  const option = [...document.querySelectorAll('[role="option"]')].find((el) => (el.textContent ?? '').trim() === optionText);
  if (!option) throw new Error(`No option "${optionText}" of ${key}`);
  await click(option);
  // the menu closes with a transition
  await until(() => document.querySelectorAll('[role="listbox"]').length === 0, 'the menu to close');
}

export interface Downloads {
  /** The file names saved, in order. */
  saved: string[];
  /** The files' contents. */
  blobs: Blob[];
  restore: () => void;
}

/**
 * jsdom cannot follow a download link: records what a screen saves (an object URL clicked through
 * a link with `download`) instead. Call `restore()` after the test.
 */
export function recordDownloads(): Downloads {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const saved: string[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  };
  URL.revokeObjectURL = () => undefined;
  const anchorClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return {
    saved,
    blobs,
    restore: () => {
      anchorClick.mockRestore();
      // jsdom has neither: a release timer the page armed (saveBlob's, 10 s) may still fire after the test
      URL.createObjectURL = original.create ?? (() => 'blob:released');
      URL.revokeObjectURL = original.revoke ?? (() => undefined);
    },
  };
}

export const pageText = () => document.body.textContent ?? '';
export const toastMessages = () => toastStore.getToasts().map((t) => t.message);
export const helperText = (fieldId: string) => document.getElementById(`${fieldId}-helper-text`)?.textContent ?? '';

/**
 * Makes the tests of the calling `describe` run in a 360 px window: the theme's `down('sm')` is a
 * max-width query, which jsdom's matchMedia (absent by default) then answers true.
 */
export function atPhoneWidth(): void {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
}
