/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MSG, type Mentor, type MentorPortal, type MentorTeam } from '@hackathon/contracts';
import { sessionStore } from '@hackathon/session';
import { PortalProviders } from '@hackathon/ui';
import { FakeApi, mount, ok, pageText, refuse, until, type Mounted } from '@hackathon/ui/testing';
import TeamRoutes from '../Routes';
import { PIONEERS_PROGRESS } from '../modules/shared/testing/teams';

const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

const mentor = {
  _id: 'm1',
  mentorId: 'M-1001-1',
  name: 'Mrs. Kavita Sharma',
  designation: 'PGT Computer Science',
  emailId: 'kavita@kv1001.test',
  schoolCode: '1001',
  assignedTeams: [],
  account: { state: 'active', invitedAt: '2026-11-20T05:00:00.000Z', lastSignInAt: '2026-11-28T05:00:00.000Z' },
} as unknown as Mentor;

const baseTeam: MentorTeam = {
  ...PIONEERS_PROGRESS,
  members: [
    { name: 'Meera', class: 9, isLeader: false },
    { name: 'अर्जुन', class: 10, isLeader: true },
  ],
  attendance: { day1: 'P', day2: 'A', day3: null, day4: null },
};

const portal: MentorPortal = {
  mentor,
  school: { code: '1001', name: 'PM SHRI KV No. 1 Agra', district: 'Agra', region: 'Agra', zone: 'N' },
  teams: [baseTeam, { ...baseTeam, _id: 't2', teamId: 'A1001SR1', teamName: 'Neural Knights', category: 'sr', status: 'ELIMINATED', currentPhase: 1, phase1Qualified: false, rank: null, rankedTeams: 80, phaseScores: { phase1: 31, phase2: null, phase3: null }, totalScore: 31, members: [], attendance: { day1: null, day2: null, day3: null, day4: null } }],
  schedule: null,
};

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

describe('/mentor-dashboard', () => {
  let mounted: Mounted | undefined;
  let answer: () => ReturnType<typeof ok>;

  beforeEach(() => {
    localStorage.clear();
    answer = () => ok(portal);
    // no certificate issued yet (issue 28): the certificates card's quiet line
    api.reset((r) => (r.url === '/api/mentor/me' ? answer() : r.url === '/api/certificates/mine' ? ok({ certificates: [] }) : undefined));
    sessionStore.login({ token: fakeJwt({ role: 'mentor', sub: 'acc-1' }), user: { _id: 'acc-1', id: 'acc-1', role: 'mentor', email: mentor.emailId, schoolCode: '1001' } as never });
  });

  afterEach(() => {
    mounted?.unmount();
    sessionStore.logout();
  });

  const render = async () => {
    mounted = await mount(
      <PortalProviders>
        <MemoryRouter initialEntries={['/mentor-dashboard']}>
          <TeamRoutes />
        </MemoryRouter>
      </PortalProviders>,
    );
    await until(() => pageText().includes('Mrs. Kavita Sharma') || document.querySelector('[role="alert"]') !== null, 'the dashboard');
  };
  const card = (teamId: string) => document.querySelector<HTMLElement>(`[data-team-id="${teamId}"]`)!;

  it('shows who the mentor is, with the school, and each assigned team with its phase, scores, rank, members and attendance', async () => {
    await render();
    for (const value of ['PGT Computer Science', 'PM SHRI KV No. 1 Agra', '1001', 'My teams (2)']) expect(pageText()).toContain(value);

    const pioneers = card('A1001JR1').textContent!;
    expect(pioneers).toContain('Team ID: A1001JR1');
    expect(pioneers).toContain('Current phase: Phase 2');
    expect(pioneers).toContain('Rank in Junior: #4 of 120');
    expect(pioneers).toContain('Total score: 82');
    expect(pioneers).toContain('Phase 1: 82 / 100');
    // the leader first
    expect(pioneers.indexOf('अर्जुन, Class 10')).toBeLessThan(pioneers.indexOf('Meera, Class 9'));
    expect(pioneers).toContain('Day 1: Present');
    expect(pioneers).toContain('Day 2: Absent');
    expect(pioneers).toContain('Day 3: Not recorded');

    const knights = card('A1001SR1').textContent!;
    expect(knights).toContain('Eliminated');
    expect(knights).toContain('Rank in Senior: Not ranked');
    expect(knights).toContain('No students are listed for this team yet.');
  });

  it('says the schedule is not released yet, and lists the resources', async () => {
    await render();
    expect(pageText()).toContain(MSG.scheduleNotAvailable);
    expect(pageText()).toContain('Resources');
  });

  it('shows both cohorts of a released schedule', async () => {
    answer = () =>
      ok({
        ...portal,
        schedule: { kvCode: '1001', kvName: 'KV', district: 'Agra', region: 'Agra', zone: 'N', seniorCohort: 'Cohort S2', seniorTime: '10:00 AM', juniorCohort: 'Cohort J1', juniorSlot: 'Slot B', SRDAY1: null, SRDAY2: null, SRDAY3: null, SRDAY4: null, JRDAY1: null, JRDAY2: null, JRDAY3: null, JRDAY4: null },
      });
    await render();
    for (const value of ['Cohort S2', '10:00 AM', 'Cohort J1', 'Slot B']) expect(pageText()).toContain(value);
  });

  it('says when no team is assigned yet', async () => {
    answer = () => ok({ ...portal, teams: [] });
    await render();
    expect(pageText()).toContain('No team is assigned to you yet.');
  });

  it('says the dashboard could not load, and Try again reads it again', async () => {
    answer = () => refuse(500, 'Database unavailable');
    await render();
    expect(pageText()).toContain('Failed to load your mentor dashboard');
    answer = () => ok(portal);
    const retry = [...document.querySelectorAll('button')].find((b) => /try again/i.test(b.textContent ?? ''))!;
    await act(async () => retry.click());
    await until(() => pageText().includes('My teams (2)'), 'the teams after a retry');
  });
});
