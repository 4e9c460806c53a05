// The component specs' harness of the sign-in pages' second step (LoginPage, RegionAdminLoginPage):
// imported by spec files only, so it never reaches a bundle.
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { API_MSG } from '@hackathon/contracts';
import { sessionStore } from '@hackathon/session';
import { PortalProviders } from '@hackathon/ui';
import type { FakeReply } from '@hackathon/ui/testing';

/** The code the fake API takes in these specs. */
export const SIGN_IN_CODE = '042917';
export const RIGHT_PASSWORD = 'Right#pass1';

export const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

const refusal = (status: number, message: string, error: string): FakeReply => ({ status, body: { success: false, message, error, codeRequired: true } });

/**
 * The API of an account under attack, signed in to from a new place: without a code the 403 that
 * asks for one, with a wrong code or password the 401, with both right `signedIn`.
 */
export const underAttack =
  (signedIn: FakeReply) =>
  (request: { body: unknown }): FakeReply => {
    const body = request.body as { password?: string; code?: string };
    if (body.code === undefined) return refusal(403, API_MSG.signInCodeSent, 'SIGN_IN_CODE_REQUIRED');
    if (body.code !== SIGN_IN_CODE || body.password !== RIGHT_PASSWORD) return refusal(401, API_MSG.invalidSignInCode, 'INVALID_SIGN_IN_CODE');
    return signedIn;
  };

export const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** A keyboard user's Enter in a field submits the form. */
export const submitSignIn = async () => {
  await act(async () => field('password')!.form!.requestSubmit());
};

/** Renders `page` at `at` in the portal's providers, with `home` at `homePath`; returns the clean-up. */
export async function renderSignInPage(at: string, page: ReactElement, homePath: string, home: string): Promise<() => void> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <PortalProviders>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={at} element={page} />
            <Route path={homePath} element={<p>{home}</p>} />
          </Routes>
        </MemoryRouter>
      </PortalProviders>,
    ),
  );
  return () => {
    act(() => root.unmount());
    container.remove();
    sessionStore.logout();
  };
}
