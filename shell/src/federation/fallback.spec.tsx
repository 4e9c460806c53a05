import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBoundary, PortalProviders } from '@hackathon/ui';
import { FALLBACK_NOTICE } from '../fallback-sign-in/FallbackSignIn';
import { answerRemoteError, createFallbackModule, REMOTE_UNAVAILABLE_TITLES, remoteFailureModule } from './fallback';
import { RemoteRetryContext } from './retryContext';
import { StaleChunkGuard } from './StaleChunkGuard';
import { RELOAD_KEY_PREFIX } from './staleChunkReload';
import { pageHarness } from '../testing/pageHarness';

/** What the federation runtime throws for a remote built against @hackathon/session 2 under a shell with 1.0.0. */
function sessionConflict(remote = 'mfe_team'): Error {
  return new Error(
    `[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @hackathon/session does not satisfy the requirement of ${remote} which needs ^2.0.0)`,
  );
}

const CONFLICT_LINE =
  'This version of the team dashboard needs @hackathon/session ^2.0.0, but the portal provides 1.0.0. It will be back once the portal is updated; the rest of the portal keeps working.';

function Throws({ error }: { error: Error }): null {
  throw error;
}

const text = () => document.body.textContent ?? '';
const buttons = () => [...document.querySelectorAll('button, a')].map((element) => (element.textContent ?? '').trim());

describe("a remote's fallback", () => {
  const page = pageHarness();
  let consoleError: jest.SpyInstance;
  let retried: number;

  beforeEach(() => {
    sessionStorage.clear();
    retried = 0;
    // React reports the errors its boundaries catch
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  async function render(ui: ReactNode, path = '/simple-team') {
    await page.render(
      <PortalProviders>
        <MemoryRouter key={path} initialEntries={[path]}>
          <RemoteRetryContext.Provider value={() => (retried += 1)}>{ui}</RemoteRetryContext.Provider>
        </MemoryRouter>
      </PortalProviders>,
    );
    // StaleChunkGuard's answer is its own chunk (a dynamic import): let it resolve
    for (let i = 0; i < 20 && !text().includes('unavailable') && !text().includes(FALLBACK_NOTICE); i += 1) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }

  it('names the version conflict the federation plugin reports, without "Try again" and without a reload', async () => {
    const module = answerRemoteError({ id: 'mfe_team/Routes', error: sessionConflict() });
    expect(module).toBeDefined();
    const Fallback = module!.default;
    await render(<Fallback />);
    expect(text()).toContain(REMOTE_UNAVAILABLE_TITLES.mfe_team);
    expect(text()).toContain(CONFLICT_LINE);
    expect(page.container.querySelector('[data-version-conflict="@hackathon/session"]')).not.toBeNull();
    expect(buttons()).toEqual(['Go to home']);
    expect(sessionStorage.getItem(`${RELOAD_KEY_PREFIX}mfe_team`)).toBeNull();
  });

  it('answers the same conflict with the same module (no remount), another one with its own', () => {
    const first = remoteFailureModule('mfe_team', sessionConflict());
    expect(remoteFailureModule('mfe_team', sessionConflict())).toBe(first);
    expect(remoteFailureModule('mfe_team', null)).toBe(createFallbackModule('mfe_team'));
    expect(remoteFailureModule('mfe_team', null)).not.toBe(first);
  });

  it('keeps the ordinary panel, with "Try again", for a remote that is down', async () => {
    const Fallback = remoteFailureModule('mfe_team', new Error('[ Federation Runtime ]: RUNTIME-003 failed to get manifest')).default;
    await render(<Fallback />);
    expect(text()).toContain(REMOTE_UNAVAILABLE_TITLES.mfe_team);
    expect(text()).toContain('This part of the portal could not be loaded right now.');
    expect(text()).not.toContain('This version of');
    expect(buttons()).toEqual(['Try again', 'Go to home']);
    act(() => (document.querySelector('button') as HTMLButtonElement).click());
    expect(retried).toBe(1);
  });

  it('shows the conflict, not "Error loading component", when a lazy page of the remote throws it while rendering', async () => {
    await render(
      <ErrorBoundary name="Team dashboard">
        <StaleChunkGuard name="mfe_team">
          <Throws error={sessionConflict()} />
        </StaleChunkGuard>
      </ErrorBoundary>,
    );
    expect(text()).toContain(CONFLICT_LINE);
    expect(text()).not.toContain('Error loading component');
    expect(sessionStorage.getItem(`${RELOAD_KEY_PREFIX}mfe_team`)).toBeNull();
  });

  it("keeps the shell's sign-in for the public pages on a sign-in path, and names the conflict elsewhere", async () => {
    const Fallback = remoteFailureModule('mfe_public', sessionConflict('mfe_public')).default;
    await render(<Fallback />, '/team-login');
    expect(text()).toContain(FALLBACK_NOTICE);
    expect(text()).not.toContain('This version of');

    await render(<Fallback />, '/register');
    expect(text()).toContain(REMOTE_UNAVAILABLE_TITLES.mfe_public);
    expect(text()).toContain('This version of the public pages needs @hackathon/session ^2.0.0, but the portal provides 1.0.0.');
  });
});
