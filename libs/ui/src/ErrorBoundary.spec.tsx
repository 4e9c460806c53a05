import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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
  it('renders the queue and closes a toast', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const store = new ToastStore();
    await act(async () => root.render(<ToastHost store={store} />));
    await act(async () => {
      store.show('success', 'Login successful!');
      store.show('error', 'Failed to load data');
    });
    const kinds = [...container.querySelectorAll('[data-toast-kind]')].map((el) => `${el.getAttribute('data-toast-kind')}:${el.textContent}`);
    expect(kinds).toEqual(['success:Login successful!', 'error:Failed to load data']);
    await act(async () => (container.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click());
    expect(container.querySelectorAll('[data-toast-kind]')).toHaveLength(1);
    act(() => root.unmount());
    store.dismiss();
  });
});
