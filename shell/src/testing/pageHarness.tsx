import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider, type SessionStore } from '@hackathon/session';
import { mount, type Mounted } from '@hackathon/ui/testing';

export interface PageHarness {
  /** Mounts `ui` for this test (a page mounted earlier in the test is unmounted first). */
  render: (ui: ReactNode) => Promise<void>;
  /** Mounts `ui` under the session store and a router opened at `path`. */
  renderSignedIn: (store: SessionStore, path: string, ui: ReactNode) => Promise<void>;
  readonly container: HTMLElement;
}

/** A shell spec's page (spec files only): mounted with the UI test kit, unmounted after each test. */
export function pageHarness(): PageHarness {
  let mounted: Mounted | null = null;
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });
  const render = async (ui: ReactNode) => {
    mounted?.unmount();
    mounted = await mount(ui);
  };
  return {
    render,
    renderSignedIn: (store, path, ui) =>
      render(
        <SessionProvider store={store}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SessionProvider>,
      ),
    get container() {
      if (!mounted) throw new Error('Nothing is mounted');
      return mounted.container;
    },
  };
}
