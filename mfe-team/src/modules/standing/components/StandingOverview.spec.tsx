/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { type TeamRoundFeedback, type TeamStanding } from '@hackathon/contracts';
import { setLanguage } from '@hackathon/session';
import { PortalProviders } from '@hackathon/ui';
import { click, FakeApi, mount, ok, refuse, until, type FakeReply, type Mounted } from '@hackathon/ui/testing';
import { StandingOverview } from './StandingOverview';
import { PIONEERS_STANDING } from '../../shared/testing/teams';

const standing: TeamStanding = PIONEERS_STANDING;

const regional: TeamRoundFeedback = {
  roundId: 'r1',
  roundName: 'Regional round',
  phase: 1,
  publishedAt: '2026-12-05T20:30:00.000Z',
  score: 82,
  categoryRank: 3,
  comments: ['Clear problem statement.', 'Show the model working on real data.'],
};
const national: TeamRoundFeedback = { roundId: 'r2', roundName: 'National round', phase: 2, publishedAt: '2026-12-20T05:00:00.000Z', score: 74, categoryRank: 3, comments: [] };

const FEEDBACK = '/api/judging/teams/t1/feedback';
const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

let feedback: () => FakeReply;
beforeEach(() => {
  feedback = () => ok([regional, national]);
  api.reset((r) => (r.url === '/api/standings/me' ? ok(standing) : r.url === FEEDBACK ? feedback() : undefined));
});

let mounted: Mounted | undefined;
afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  await act(async () => setLanguage('en', { chosen: false }));
});

const panel = (name = "Judges' feedback") => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
const panelText = (name?: string) => panel(name)?.textContent ?? '';
const round = (id: string) => panel()!.querySelector<HTMLElement>(`[data-round-id="${id}"]`)!;

async function render(until_: () => boolean, what: string) {
  mounted = await mount(
    <PortalProviders>
      <StandingOverview teamId="A1001JR1" />
    </PortalProviders>,
  );
  await until(until_, what);
}

describe("the team dashboard's judges' feedback", () => {
  it("shows each published round's phase, score, shared rank, date (IST) and the judges' comments, by the team's own id", async () => {
    await render(() => panelText().includes('Regional round'), 'the feedback');
    const first = round('r1');
    // 20:30 UTC on the 5th is the 6th in IST
    for (const text of ['Regional round', 'Phase 1', 'Score: 82 / 100', 'Rank in category: 3', 'Published on 6 Dec 2026', "Judges' comments"]) {
      expect(first.textContent).toContain(text);
    }
    expect([...first.querySelectorAll('li')].map((li) => li.textContent)).toEqual(regional.comments);
    // a shared rank is just the number, the same for both rounds here
    expect(round('r2').textContent).toContain('Rank in category: 3');
    expect(api.calls('GET', FEEDBACK)).toHaveLength(1);
  });

  it("says when the organisers have not shared the round's comments", async () => {
    await render(() => panelText().includes('National round'), 'the feedback');
    const second = round('r2');
    expect(second.textContent).toContain("The organisers have not shared the judges' comments for this round.");
    expect(second.textContent).not.toContain("Judges' comments");
    expect(second.querySelectorAll('li')).toHaveLength(0);
    expect(round('r1').textContent).not.toContain('have not shared');
  });

  it('says quietly that nothing is published yet', async () => {
    feedback = () => ok([]);
    await render(() => panelText().includes('No results have been published for this team yet.'), 'the empty line');
    expect(panel()!.querySelector('[data-round-id]')).toBeNull();
  });

  it('says the feedback could not load, and Try again reads it again', async () => {
    feedback = () => refuse(500, 'Database unavailable');
    await render(() => Boolean(panel()?.querySelector('[role="alert"]')), 'the error');
    expect(panelText()).toContain("Failed to load the judges' feedback (Database unavailable)");
    // the rest of the dashboard stands
    expect(document.body.textContent).toContain('Competition Status');
    feedback = () => ok([regional]);
    await click([...panel()!.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!);
    await until(() => panelText().includes('Score: 82 / 100'), 'the feedback after a retry');
  });

  it('words it in Hindi', async () => {
    await render(() => panelText().includes('Regional round'), 'the feedback');
    await act(async () => setLanguage('hi', { chosen: false }));
    const hindi = 'निर्णायकों की प्रतिक्रिया';
    await until(() => panelText(hindi).includes('अंक: 82 / 100'), 'the Hindi feedback');
    for (const text of ['श्रेणी में रैंक: 3', 'चरण 1', 'निर्णायकों की टिप्पणियाँ', 'आयोजकों ने इस दौर के लिए निर्णायकों की टिप्पणियाँ साझा नहीं की हैं।']) expect(panelText(hindi)).toContain(text);
  });
});
