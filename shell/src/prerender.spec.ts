import { STORAGE_KEYS } from '@hackathon/contracts';
import { registerCatalogue } from '@hackathon/session';
import { handOffPrerender, isPrerenderOnShow } from '@hackathon/ui';
import { appContainer, prerenderedPath } from './prerender';

function page(html: string): HTMLElement {
  document.head.innerHTML = '<style data-prerendered>.css-1{color:red}</style><style data-emotion="css">.css-2{}</style>';
  document.body.innerHTML = html;
  return document.getElementById('root')!;
}

describe('appContainer: the hand-off from a prerendered first screen', () => {
  afterEach(() => handOffPrerender());

  it('renders straight into #root when the page was not prerendered', () => {
    const root = page('<div id="root"></div>');
    expect(appContainer(root)).toBe(root);
    expect(prerenderedPath()).toBeNull();
    expect(isPrerenderOnShow()).toBe(false);
  });

  it('keeps the prerendered copy on show while the app renders detached, then swaps the app in once', () => {
    const root = page('<div id="root" data-prerendered="/login"><input id="email" data-prerender-focus disabled></div>');
    const app = appContainer(root);
    expect(app).not.toBe(root);
    expect(app.isConnected).toBe(false);
    expect(app.id).toBe('root');
    expect(prerenderedPath()).toBe('/login');
    expect(isPrerenderOnShow()).toBe(true);
    app.innerHTML = '<form><input id="email"></form>';

    handOffPrerender();
    expect(document.getElementById('root')).toBe(app);
    expect(root.isConnected).toBe(false);
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
    expect(document.querySelector('style[data-emotion]')).not.toBeNull();
    // the field the page focuses on arrival, focused in the live app
    expect(document.activeElement).toBe(app.querySelector('#email'));
    expect(prerenderedPath()).toBeNull();
    expect(isPrerenderOnShow()).toBe(false);

    handOffPrerender();
    expect(document.getElementById('root')).toBe(app);
  });

  it('shows the app after the time limit even if no page says it is ready', () => {
    jest.useFakeTimers();
    try {
      const root = page('<div id="root" data-prerendered="/"><h1>copy</h1></div>');
      const app = appContainer(root);
      jest.advanceTimersByTime(14_000);
      expect(root.isConnected).toBe(true);
      jest.advanceTimersByTime(1_000);
      expect(app.isConnected).toBe(true);
      expect(root.isConnected).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps a Hindi copy on show until the page's Hindi texts have arrived, then swaps", async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'hi');
    try {
      const root = page('<div id="root" data-prerendered="/"><h1>प्रति</h1></div>');
      const app = appContainer(root);
      // the landing remote registers its namespace as its page loads; its Hindi is on the way
      let deliver: () => void = () => undefined;
      registerCatalogue('landing', { 'landing.test.x': ['X'] }, () => new Promise((resolve) => (deliver = () => resolve({ default: { 'landing.test.x': ['एक्स'] } }))));
      handOffPrerender();
      expect(root.isConnected).toBe(true);
      deliver();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(app.isConnected).toBe(true);
      expect(root.isConnected).toBe(false);
    } finally {
      localStorage.clear();
    }
  });
});
