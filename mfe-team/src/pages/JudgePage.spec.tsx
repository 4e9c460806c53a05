/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@hackathon/session';
import { PortalProviders } from '@hackathon/ui';
import { FakeApi, mount, ok, pageText, refuse, until, type Mounted } from '@hackathon/ui/testing';
import { judgeData, serveJudge } from '../modules/judge-portal/testing/judgeApi';
import TeamRoutes from '../Routes';

const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

describe('/judge', () => {
  let mounted: Mounted | undefined;

  beforeEach(() => {
    localStorage.clear();
    sessionStore.login({ token: fakeJwt({ role: 'judge', sub: 'acc-j1' }), user: { _id: 'acc-j1', id: 'acc-j1', role: 'judge', email: 'anita@judges.test' } as never });
  });
  afterEach(() => {
    mounted?.unmount();
    sessionStore.logout();
  });

  const render = async (landmark: string) => {
    mounted = await mount(
      <PortalProviders>
        <MemoryRouter initialEntries={['/judge']}>
          <TeamRoutes />
        </MemoryRouter>
      </PortalProviders>,
    );
    await until(() => pageText().includes(landmark), landmark);
  };

  it("shows the judge's name and the rounds to score", async () => {
    serveJudge(api);
    await render('Dr. Anita Rao');
    expect(document.querySelector('h1')?.textContent).toBe('Dr. Anita Rao');
    for (const text of ['Regional round', 'National finale', 'Pixel Pioneers', '1 of 3 submitted']) expect(pageText()).toContain(text);
  });

  it('says when no team is assigned yet', async () => {
    serveJudge(api, { judgeName: 'Dr. Anita Rao', rounds: [{ ...judgeData().rounds[0]!, assignments: [] }] });
    await render('Dr. Anita Rao');
    expect(pageText()).toContain('No team is assigned to you yet.');
    expect(pageText()).not.toContain('Regional round');
  });

  it('says the assignments could not load, and Try again reads them again', async () => {
    let answer = () => refuse(500, 'Database unavailable');
    api.reset((r) => (r.url === '/api/judging/my-assignments' ? answer() : undefined));
    await render('Failed to load your judging assignments');
    answer = () => ok(judgeData());
    const retry = [...document.querySelectorAll('button')].find((b) => /try again/i.test(b.textContent ?? ''))!;
    await act(async () => retry.click());
    await until(() => pageText().includes('Pixel Pioneers'), 'the teams after a retry');
  });
});
