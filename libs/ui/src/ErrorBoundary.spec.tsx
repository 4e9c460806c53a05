import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Dialog, DialogTitle } from '@mui/material';
import { ErrorBoundary } from './ErrorBoundary';
import { ToastHost } from './toast/ToastHost';
import { ToastStore } from './toast/store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('remote exploded');
}

describe('ErrorBoundary', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught errors
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    jest.restoreAllMocks();
  });

  it("shows 'Error loading component: {name}' with expandable details, and keeps siblings alive", async () => {
    await act(async () =>
      root.render(
        <>
          <nav>navbar</nav>
          <ErrorBoundary name="School dashboard">
            <Broken />
          </ErrorBoundary>
        </>,
      ),
    );
    expect(container.textContent).toContain('navbar');
    expect(container.textContent).toContain('Error loading component: School dashboard');
    const toggle = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Show details');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle?.click());
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('pre')?.textContent).toContain('remote exploded');
  });
});

describe('ToastHost', () => {
  const toastTexts = () => [...document.querySelectorAll('[data-toast-kind]')].map((el) => `${el.getAttribute('data-toast-kind')}:${el.textContent}`);

  it('renders the queue and closes a toast', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const store = new ToastStore();
    await act(async () => root.render(<ToastHost store={store} />));
    await act(async () => {
      store.show('success', 'Login successful!');
      store.show('error', 'Failed to load data');
    });
    expect(toastTexts()).toEqual(['success:Login successful!', 'error:Failed to load data']);
    await act(async () => (document.querySelector('[data-toast-kind] button[aria-label="Close"]') as HTMLButtonElement).click());
    expect(toastTexts()).toHaveLength(1);
    act(() => root.unmount());
    store.dismiss();
  });

  it('keeps a toast raised while a modal dialog is open out of what the dialog hides (aria-hidden)', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const store = new ToastStore();
    await act(async () =>
      root.render(
        <>
          <ToastHost store={store} />
          <Dialog open aria-labelledby="t">
            <DialogTitle id="t">Assign Mentor</DialogTitle>
          </Dialog>
        </>,
      ),
    );
    // the page behind the dialog is hidden from assistive technology...
    expect(container.getAttribute('aria-hidden')).toBe('true');
    await act(async () => store.show('success', 'Mentor assigned successfully'));
    // (the observer's callback runs as a microtask)
    await act(async () => undefined);
    // ...the toast is not
    const shown = document.querySelector('[data-toast-kind]');
    expect(shown?.textContent).toBe('Mentor assigned successfully');
    expect(shown?.closest('[aria-hidden="true"]')).toBeNull();
    act(() => root.unmount());
    container.remove();
    store.dismiss();
  });
});
