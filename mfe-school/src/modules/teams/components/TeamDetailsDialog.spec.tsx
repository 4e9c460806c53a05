/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import type { Team, TeamRoundFeedback } from '@hackathon/contracts';
import { atPhoneWidth, FakeApi, ok, click, mount, path, refuse, until, type FakeReply, type Mounted } from '@hackathon/ui/testing';
import { summariseTeams } from '../../shared/utils/summary';
import { TeamsPanel } from './TeamsPanel';

const robo = {
  _id: 't1',
  teamId: 'A1001JR1',
  teamName: 'Robo Rangers',
  category: 'jr',
  status: 'ACTIVE',
  assignedMentor: 'm1',
  assignedMentorName: 'Asha Verma',
  currentPhase: 2,
  totalScore: 82,
  members: [{ memberId: 'A1001JR1-M1', name: 'Kavya', studentId: 'S1', class: 9, fathersName: 'Ramesh', gender: 'female', isLeader: true }],
} as unknown as Team;
const neural = { ...robo, _id: 't2', teamId: 'A1001SR1', teamName: 'Neural Ninjas', category: 'sr', members: [] } as unknown as Team;

const regional: TeamRoundFeedback = { roundId: 'r1', roundName: 'Regional round', phase: 1, publishedAt: '2026-12-05T05:00:00.000Z', score: 82, categoryRank: 1, comments: ['Keep the user in mind.'] };
const national: TeamRoundFeedback = { roundId: 'r2', roundName: 'National round', phase: 2, publishedAt: '2026-12-20T05:00:00.000Z', score: null, categoryRank: null, comments: [] };

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

let robosFeedback: () => FakeReply;
beforeEach(() => {
  robosFeedback = () => ok([regional, national]);
  api.reset((r) => (r.url === '/api/judging/teams/t1/feedback' ? robosFeedback() : r.url === '/api/judging/teams/t2/feedback' ? ok([]) : undefined));
});
let mounted: Mounted;
afterEach(() => mounted.unmount());

async function render() {
  mounted = await mount(<TeamsPanel schoolCode="1001" schoolName="KV One" teams={[robo, neural]} mentors={[]} summary={summariseTeams([robo, neural])} locked={true} />);
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const dialogText = () => dialog()?.textContent ?? '';
const view = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="View ${name}"]`)!;
const reads = () => api.requests.map(path);

describe("a team's View dialog", () => {
  it("reads the judges' feedback when it opens, even while teams are locked, and shows score, rank and comments", async () => {
    await render();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toEqual([]);

    await click(view('Robo Rangers'));
    await until(() => dialogText().includes('Regional round'), 'the feedback');
    expect(dialog()!.getAttribute('aria-labelledby')).toBe('team-details-title');
    for (const text of ['Robo Rangers', 'A1001JR1 · Junior', 'Mentor: Asha Verma', "Judges' feedback", 'Phase 1', 'Score: 82 / 100', 'Rank in category: 1', "Judges' comments", 'Keep the user in mind.']) {
      expect(dialogText()).toContain(text);
    }
    const second = dialog()!.querySelector('[data-round-id="r2"]')!.textContent!;
    for (const text of ['National round', 'Phase 2', 'Score: not awarded', 'Rank in category: not ranked', "The organisers have not shared the judges' comments for this round."]) {
      expect(second).toContain(text);
    }
    expect(reads()).toEqual(['/api/judging/teams/t1/feedback']);

    await click([...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Close')!);
    await until(() => dialog() === null, 'the dialog to close');
    await click(view('Neural Ninjas'));
    await until(() => dialogText().includes('No results have been published for this team yet.'), 'the empty line');
    expect(dialogText()).not.toContain('Regional round');
  });

  it('says when the feedback could not load', async () => {
    robosFeedback = () => refuse(403, 'Access denied');
    await render();
    await click(view('Robo Rangers'));
    await until(() => Boolean(dialog()?.querySelector('[role="alert"]')), 'the error');
    expect(dialogText()).toContain("Failed to load the judges' feedback (Access denied)");
  });
});

describe("a team's View dialog at 360 px", () => {
  atPhoneWidth();

  it('fills the screen, so the rounds and comments wrap instead of overflowing a narrow dialog', async () => {
    await render();
    await click(view('Robo Rangers'));
    await until(() => dialogText().includes('Keep the user in mind.'), 'the feedback');
    expect(dialog()!.className).toContain('MuiDialog-paperFullScreen');
  });
});
