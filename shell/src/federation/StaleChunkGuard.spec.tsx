import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBoundary, PortalProviders } from '@hackathon/ui';
import { REMOTE_UNAVAILABLE_TITLES } from './fallback';
import { StaleChunkGuard } from './StaleChunkGuard';
import { RELOAD_KEY_PREFIX } from './staleChunkReload';
import { pageHarness } from '../testing/pageHarness';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk route-register failed.\n(error: http://x/route-register.958779fa.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function Throws({ error }: { error: Error }): null {
  throw error;
}

const text = () => document.body.textContent ?? '';

describe('a chunk of a remote that fails inside its pages', () => {
  const page = pageHarness();
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    sessionStorage.clear();
    // React reports caught errors; jsdom reports the reload it cannot do
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  async function render(error: Error) {
    await page.render(
      <PortalProviders>
        <MemoryRouter initialEntries={['/register']}>
          <ErrorBoundary name="Public pages">
            <StaleChunkGuard name="mfe_public">
              <Throws error={error} />
            </StaleChunkGuard>
          </ErrorBoundary>
        </MemoryRouter>
      </PortalProviders>,
    );
    // the answer is its own chunk (a dynamic import): let it resolve
    for (let i = 0; i < 20 && !text().includes('unavailable') && !page.container.querySelector('[role="status"]'); i += 1) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }

  it('reloads once (a spinner meanwhile), not "Error loading component"', async () => {
    await render(chunkLoadError());
    expect(Number(sessionStorage.getItem(`${RELOAD_KEY_PREFIX}mfe_public`))).toBeGreaterThan(0);
    expect(page.container.querySelector('[role="status"]')).not.toBeNull();
    expect(text()).not.toContain('Error loading component');
  });

  it('shows the remote fallback when the reload already happened minutes ago', async () => {
    sessionStorage.setItem(`${RELOAD_KEY_PREFIX}mfe_public`, String(Date.now() - 60_000));
    await render(chunkLoadError());
    expect(text()).toContain(REMOTE_UNAVAILABLE_TITLES.mfe_public);
    expect(text()).not.toContain('Error loading component');
    expect(Number(sessionStorage.getItem(`${RELOAD_KEY_PREFIX}mfe_public`))).toBeLessThan(Date.now() - 30_000);
  });

  it('shows the fallback naming a version conflict met by a lazy page, without a reload', async () => {
    await render(
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @hackathon/session does not satisfy the requirement of mfe_public which needs ^2.0.0)',
      ),
    );
    expect(text()).toContain(REMOTE_UNAVAILABLE_TITLES.mfe_public);
    expect(text()).toContain('needs @hackathon/session ^2.0.0, but the portal provides 1.0.0');
    expect(text()).not.toContain('Error loading component');
    expect(sessionStorage.getItem(`${RELOAD_KEY_PREFIX}mfe_public`)).toBeNull();
  });

  it('leaves any other error to the error boundary', async () => {
    await render(new TypeError("Cannot read properties of undefined (reading 'map')"));
    expect(text()).toContain('Error loading component: Public pages');
    expect(sessionStorage.getItem(`${RELOAD_KEY_PREFIX}mfe_public`)).toBeNull();
  });
});
