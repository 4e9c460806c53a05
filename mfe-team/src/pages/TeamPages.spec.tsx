/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { EVENT, MSG, type ScheduleRecord, type Team, type TeamStanding } from '@hackathon/contracts';
import { sessionStore } from '@hackathon/session';
import { PortalProviders, toastStore } from '@hackathon/ui';
import { FakeApi, mount, ok, until, type Mounted } from '@hackathon/ui/testing';
import TeamRoutes from '../Routes';
import { PIONEERS_STANDING } from '../modules/shared/testing/teams';

/** An unsigned JWT-shaped token: the client only reads its payload (the server is a stand-in). */
const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

const team = {
  _id: 't1',
  teamId: 'A1001JR1',
  teamName: 'Pixel Pioneers',
  category: 'jr',
  schoolCode: '1001',
  schoolName: 'KV No. 1 Agra',
  district: 'Agra',
  region: 'Agra',
  state: 'UTTAR PRADESH',
  zone: 'N',
  teamEmail: 'a1001jr1@teams.test',
  assignedMentor: 'm1',
  assignedMentorName: 'Mrs. Sharma',
  members: [{ memberId: 'A1001JR1-1', studentId: 'S1', name: 'Meera', class: 9, fathersName: 'Mohan', gender: 'female', isLeader: true }],
  status: 'ACTIVE',
} as unknown as Team;

const schedule: ScheduleRecord = {
  kvCode: '1001',
  kvName: 'KV No. 1 Agra',
  district: 'Agra',
  region: 'Agra',
  zone: 'N',
  seniorCohort: 'Cohort S2',
  seniorTime: '10:00 AM - 12:00 PM',
  juniorCohort: 'Cohort J1',
  juniorSlot: 'Slot B',
  SRDAY1: 'A',
  SRDAY2: null,
  SRDAY3: null,
  SRDAY4: null,
  JRDAY1: 'P',
  JRDAY2: null,
  JRDAY3: null,
  JRDAY4: null,
};

const standing: TeamStanding = PIONEERS_STANDING;

const api = new FakeApi();
let scheduleStatus: number;
beforeAll(() => api.start());
afterAll(() => api.stop());

function serve() {
  api.reset((r) => {
    if (r.url === '/api/teamdata') return ok(team);
    if (r.url === '/api/school-time/kv/1001') return scheduleStatus === 200 ? ok(schedule) : { status: scheduleStatus, body: { success: false, message: 'Schedule Not Available' } };
    if (r.url === '/api/standings/me') return ok(standing);
    // no round published yet (issue 27): the feedback panel's quiet line
    if (r.url === '/api/judging/teams/t1/feedback') return ok([]);
    // no certificate issued yet (issue 28)
    if (r.url === '/api/certificates/mine') return ok({ certificates: [] });
    return undefined;
  });
}

const text = () => document.body.textContent ?? '';
const has = (value: string) => text().includes(value);
function button(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('button, a, [role="tab"]')].find(
    (el) => el.getAttribute('aria-label') === name || el.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button named ${name}`);
  return found;
}

describe('team pages', () => {
  let mounted: Mounted | undefined;

  beforeEach(() => {
    localStorage.clear();
    scheduleStatus = 200;
    serve();
    toastStore.dismiss();
  });

  afterEach(() => {
    mounted?.unmount();
    sessionStore.logout();
  });

  const render = async (path: string) => {
    mounted = await mount(
      <PortalProviders>
        <MemoryRouter initialEntries={[path]}>
          <TeamRoutes />
        </MemoryRouter>
      </PortalProviders>,
    );
  };

  it('/simple-team offline: keeps what it loaded and says when it was loaded; back online it reads again and the notice goes', async () => {
    sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: team.teamId }), team, password: 'Typed1pass' });
    await render('/simple-team');
    const reads = () => api.requests.filter((r) => r.url === '/api/teamdata').length;
    // the schedule comes after the team's record: both answered
    await until(() => has('Day 1: Present') && reads() > 0, 'the team page');
    expect(has('Offline:')).toBe(false);
    const before = reads();
    try {
      await act(async () => onlineManager.setOnline(false));
      expect(has('Offline: showing what was loaded at')).toBe(true);
      expect(has('Welcome, Pixel Pioneers!')).toBe(true);
      await act(async () => onlineManager.setOnline(true));
      await until(() => reads() > before, 'the read again on reconnect');
      expect(has('Offline:')).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('/simple-team shows banners, notices, info, LMS link, credentials, schedule for the category, resources and the arrival note', async () => {
    sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: team.teamId }), team, password: 'Typed1pass' });
    await render('/simple-team');
    await until(() => has('Day 1: Present'), 'the schedule');

    expect(has('Welcome, Pixel Pioneers!')).toBe(true);
    expect(has(MSG.chatboxMisuseNotice)).toBe(true);
    expect(has(MSG.lmsSignOutNotice)).toBe(true);
    for (const value of ['A1001JR1', 'Junior', 'KV No. 1 Agra', 'Agra', 'UTTAR PRADESH', 'Mrs. Sharma', 'Meera']) expect(has(value)).toBe(true);
    // no LMS link published yet (the first edition): the button waits and says so
    expect(button('Go to LMS Bootcamp').hasAttribute('disabled')).toBe(true);
    expect(has('The organisers will publish the LMS link before the bootcamp.')).toBe(true);

    // credentials: the email, and the password typed at sign-in behind show/hide
    expect(has('Team Email')).toBe(true);
    expect(has('a1001jr1@teams.test')).toBe(true);
    expect(has('Typed1pass')).toBe(false);
    await act(async () => button('Show password').click());
    expect(has('Typed1pass')).toBe(true);
    await act(async () => button('Hide password').click());
    expect(has('Typed1pass')).toBe(false);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (value: string) => void copied.push(value) } });
    try {
      await act(async () => button('Copy Password').click());
      await until(() => has(MSG.copiedToClipboard), 'the copied toast');
      expect(copied).toEqual(['Typed1pass']);
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }

    // schedule: the junior cohort and slot only
    expect(has('Cohort J1')).toBe(true);
    expect(has('Slot B')).toBe(true);
    expect(has('Cohort S2')).toBe(false);
    expect(has(MSG.arriveEarly(EVENT.arriveEarlyMinutes))).toBe(true);

    // the walkthrough video and the mentor feedback form show once the organisers publish their addresses (issue 25)
    for (const name of ['Bootcamp Guidelines', 'LMS Walkthrough', 'Assessment Guidelines']) expect(has(name)).toBe(true);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /api/teamdata', 'GET /api/school-time/kv/1001']));
  });

  it('says the password is hidden after a reload, and tells when copying fails', async () => {
    sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: team.teamId }), team });
    const original = document.execCommand;
    document.execCommand = () => false;
    try {
      await render('/simple-team');
      await until(() => has('Team Email'), 'the credentials');
      expect(has(MSG.teamPasswordHidden)).toBe(true);
      expect(() => button('Show password')).toThrow();
      await act(async () => button('Copy Team Email').click());
      await until(() => has(MSG.copyFailed), 'the copy failure toast');
    } finally {
      document.execCommand = original;
    }
  });

  it("says 'Schedule Not Available' while the school's schedule is not released", async () => {
    scheduleStatus = 404;
    sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: team.teamId }), team });
    await render('/simple-team');
    await until(() => has(MSG.scheduleNotAvailable), 'the not-available state');
    expect(has(MSG.scheduleReleaseSoon)).toBe(true);
  });

  it("shows a team signed in on the same tab without a sign-out its own record, never the previous team's (a 401 clears no cache)", async () => {
    sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: team.teamId }), team });
    await render('/simple-team');
    await until(() => has('Welcome, Pixel Pioneers!') && api.requests.some((r) => r.url === '/api/teamdata'), 'the first team');
    await until(() => !mounted?.client.isFetching(), 'the first reads');

    const other = { ...team, _id: 't2', teamId: 'A1001JR2', teamName: 'Robo Rangers', teamEmail: 'a1001jr2@teams.test' } as Team;
    const first = api.handler;
    api.handler = (r) => (r.url === '/api/teamdata' ? ok(other) : first(r));
    await act(async () => {
      sessionStore.logout();
      sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: other.teamId }), team: other });
    });
    await until(() => has('Welcome, Robo Rangers!'), 'the second team');
    expect(has('Pixel Pioneers')).toBe(false);
    expect(api.requests.filter((r) => r.url === '/api/teamdata')).toHaveLength(2);
  });

  it('asks anyone who is not a team to sign in', async () => {
    await act(() => sessionStore.restore());
    await render('/simple-team');
    await until(() => has('Team Login'), 'the sign-in prompt');
  });

  it('/team-dashboard shows the real standing and the sidebar sections', async () => {
    sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: team.teamId }), team });
    await render('/team-dashboard');
    await until(() => has('#4 of 120'), 'the rank');
    for (const value of ['Competition Status', 'Active', 'Current phase: Phase 2', 'Qualified for Phase 2', '82 / 100', 'Not scored yet', '97%', '61.3', '130']) {
      expect(has(value)).toBe(true);
    }
    for (const label of ['Dashboard', 'Student Details', 'FAQ', 'Content', 'Assignment Submission']) expect(button(label)).toBeTruthy();

    await act(async () => button('Assignment Submission').click());
    await until(() => has(MSG.assignmentSubmissionRemoved), 'the removed feature notice');
    await act(async () => button('Student Details').click());
    await until(() => has('Mohan'), 'the student details');
    await act(async () => button('FAQ').click());
    await until(() => has(EVENT.faqs[0]!.question), 'the FAQ');
  });
});
