/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import type { MentorTeam, TeamRoundFeedback } from '@hackathon/contracts';
import { PortalProviders } from '@hackathon/ui';
import { click, FakeApi, mount, ok, path, until, type Mounted } from '@hackathon/ui/testing';
import { MentorTeams } from './MentorTeams';
import { PIONEERS_PROGRESS } from '../../shared/testing/teams';

const pioneers: MentorTeam = {
  ...PIONEERS_PROGRESS,
  members: [{ name: 'Meera', class: 9, isLeader: true }],
  attendance: { day1: 'P', day2: null, day3: null, day4: null },
};
const knights: MentorTeam = { ...pioneers, _id: 't2', teamId: 'A1001SR1', teamName: 'Neural Knights', category: 'sr' };

const regional: TeamRoundFeedback = {
  roundId: 'r1',
  roundName: 'Regional round',
  phase: 1,
  publishedAt: '2026-12-05T05:00:00.000Z',
  score: 82,
  categoryRank: 2,
  comments: ['Strong demo.'],
};

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());
beforeEach(() => api.reset((r) => (r.url === '/api/judging/teams/t1/feedback' ? ok([regional]) : r.url === '/api/judging/teams/t2/feedback' ? ok([]) : undefined)));

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const card = (teamId: string) => document.querySelector<HTMLElement>(`[data-team-id="${teamId}"]`)!;
const toggle = (teamId: string) => [...card(teamId).querySelectorAll('button')].find((b) => b.textContent === "Judges' feedback")!;
const feedbackReads = () => api.requests.filter((r) => path(r).startsWith('/api/judging/')).map(path);

describe("a mentor's team cards", () => {
  it("read a team's judges' feedback only when its section is opened, and show it there", async () => {
    mounted = await mount(
      <PortalProviders>
        <MentorTeams teams={[pioneers, knights]} />
      </PortalProviders>,
    );
    await until(() => card('A1001SR1') !== null, 'the cards');
    // give any read on load the time to go out: none may
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(feedbackReads()).toEqual([]);
    expect(toggle('A1001JR1').getAttribute('aria-expanded')).toBe('false');
    expect(card('A1001JR1').textContent).not.toContain('Score: 82 / 100');

    await click(toggle('A1001JR1'));
    expect(toggle('A1001JR1').getAttribute('aria-expanded')).toBe('true');
    await until(() => card('A1001JR1').textContent!.includes('Score: 82 / 100'), 'the feedback');
    const region = document.getElementById(toggle('A1001JR1').getAttribute('aria-controls')!)!;
    for (const text of ['Regional round', 'Phase 1', 'Rank in category: 2', "Judges' comments", 'Strong demo.']) expect(region.textContent).toContain(text);
    // only the opened team's, by its _id
    expect(feedbackReads()).toEqual(['/api/judging/teams/t1/feedback']);
    expect(card('A1001SR1').textContent).not.toContain('No results have been published');

    await click(toggle('A1001SR1'));
    await until(() => card('A1001SR1').textContent!.includes('No results have been published for this team yet.'), 'the empty line');
    expect(feedbackReads()).toEqual(['/api/judging/teams/t1/feedback', '/api/judging/teams/t2/feedback']);

    // closing hides it; opening again shows the answer already read
    await click(toggle('A1001JR1'));
    expect(toggle('A1001JR1').getAttribute('aria-expanded')).toBe('false');
    expect(card('A1001JR1').textContent).not.toContain('Score: 82 / 100');
    await click(toggle('A1001JR1'));
    expect(card('A1001JR1').textContent).toContain('Score: 82 / 100');
  });
});
