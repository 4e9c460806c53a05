/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { paginationOf, PROMOTE_TOP_MSG, type PhaseTeam, type PromoteTopResult } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, byId, button, choose, click, helperText, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { PhasesSection } from './PhasesSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const TEAM: PhaseTeam = {
  _id: '1',
  teamId: 'N1001JR1',
  teamName: 'Alpha',
  category: 'jr',
  schoolCode: '1001',
  schoolName: 'KV One',
  region: 'Chennai',
  status: 'ACTIVE',
  currentPhase: 2,
  phase1Qualified: true,
  phase2Qualified: false,
  finalistQualified: false,
  phaseScores: { phase1: 60, phase2: 90, phase3: null },
  totalScore: 150,
  eliminatedAt: null,
  eliminationReason: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const listReply = () => ok({ items: [TEAM], pagination: paginationOf(1, 50, 1) });

const chosen = (id: string, teamName: string, score: number) => ({ _id: id, teamId: `N1001JR${id}`, teamName, schoolCode: '1001', schoolName: 'KV One', score });
/** Zone S, juniors: 90, then Bravo and Charlie tied at 80 for N = 2. Zone C, seniors: one team. */
const GROUPS: PromoteTopResult['groups'] = [
  { key: 'C', category: 'sr', candidates: 1, tied: false, teams: [chosen('4', 'Delta', 55)] },
  { key: 'S', category: 'jr', candidates: 5, tied: true, teams: [chosen('1', 'Alpha', 90), chosen('2', 'Bravo', 80), chosen('3', 'Charlie', 80)] },
];
const MOVED = 'Four teams promoted to Finalist';

function reply(body: { confirm: boolean; phase: 1 | 2; n: number; groupBy: 'region' | 'zone' }) {
  const base = { phase: body.phase, n: body.n, groupBy: body.groupBy, groups: GROUPS, refused: [], total: 4 };
  if (!body.confirm) return ok({ ...base, confirmed: false, applied: [] }, PROMOTE_TOP_MSG.preview(4, body.phase, body.n, body.groupBy, true));
  return ok({ ...base, confirmed: true, applied: [TEAM], move: { id: 'move-top', undoUntil: '2026-01-01T05:10:00.000Z', teams: 4 } }, MOVED);
}

let mounted: Mounted;
beforeEach(() => {
  toastStore.dismiss();
  api.reset((r) => {
    if (r.url.startsWith('/api/teams/phases/list')) return listReply();
    if (r.method === 'POST' && r.url === '/api/teams/phases/promote-top') return reply(r.body as Parameters<typeof reply>[0]);
    return undefined;
  });
});
afterEach(() => mounted?.unmount());

async function openDialog() {
  mounted = await mount(<PhasesSection />);
  await until(() => pageText().includes('Alpha'), 'the teams');
  await click(button('Promote top N'));
  await until(() => document.getElementById('promote-top-n') !== null, 'the dialog');
}

/** A button of the dialog on top (the confirmation repeats the promote button's words). */
function dialogButton(text: string): HTMLButtonElement {
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const found = [...(dialogs[dialogs.length - 1]?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text);
  if (!found) throw new Error(`No dialog button "${text}"`);
  return found as HTMLButtonElement;
}

const promoteTopCalls = () => api.calls('POST', '/api/teams/phases/promote-top');

describe('Promote top N (Phase Management)', () => {
  it('asks for N before any request, with the API’s message', async () => {
    await openDialog();
    await click(button('Preview'));
    expect(helperText('promote-top-n')).toBe(PROMOTE_TOP_MSG.nRequired);
    await type(byId('promote-top-n'), '101');
    await click(button('Preview'));
    expect(helperText('promote-top-n')).toBe(PROMOTE_TOP_MSG.n);
    expect(promoteTopCalls()).toHaveLength(0);
  });

  it('previews the chosen teams per group, ties said, and changes nothing', async () => {
    await openDialog();
    await choose('promote-top-phase', 'Phase 2 → Finalist');
    await type(byId('promote-top-n'), '2');
    await choose('promote-top-group', 'Zone');
    await click(button('Preview'));
    await until(() => document.querySelector('[data-testid="promote-top-preview"]') !== null, 'the preview');
    expect(promoteTopCalls().map((r) => r.body)).toEqual([{ phase: 2, n: 2, groupBy: 'zone', confirm: false }]);

    const groups = [...document.querySelectorAll('[data-testid="promote-top-group"]')].map((li) => li.textContent ?? '');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toContain('Central · Senior');
    expect(groups[0]).toContain('1 of 1 scored team');
    expect(groups[1]).toContain('South · Junior');
    expect(groups[1]).toContain('3 of 5 scored teams · Tie at the last place: more than 2');
    expect(groups[1]).toContain('Charlie (N1001JR3) · KV One · 80');
    expect(pageText()).toContain(PROMOTE_TOP_MSG.preview(4, 2, 2, 'zone', true));
    // a changed input makes the preview stale
    await type(byId('promote-top-n'), '3');
    expect(document.querySelector('[data-testid="promote-top-preview"]')).toBeNull();
    expect(button('Preview')).toBeTruthy();
  });

  it('promotes after the confirmation with confirm: true, then toasts, refreshes the list and offers the undo', async () => {
    await openDialog();
    await choose('promote-top-phase', 'Phase 2 → Finalist');
    await type(byId('promote-top-n'), '2');
    await click(button('Preview'));
    await click(await waitForButton('Promote 4 teams'));
    await until(() => pageText().includes('Promote 4 teams to Finalist?'), 'the confirmation');
    expect(promoteTopCalls()).toHaveLength(1);

    const listReads = api.requests.filter((r) => r.url.startsWith('/api/teams/phases/list')).length;
    await click(dialogButton('Promote 4 teams'));
    await until(() => toastMessages().includes(MOVED), 'the toast');
    expect(promoteTopCalls()[1]!.body).toEqual({ phase: 2, n: 2, groupBy: 'region', confirm: true });
    await until(() => api.requests.filter((r) => r.url.startsWith('/api/teams/phases/list')).length > listReads, 'the list to refresh');
    await until(() => document.querySelector('[data-testid="phase-move-undo"]') !== null, 'the undo offer');
    expect(document.getElementById('promote-top-n')).toBeNull();
  });
});

async function waitForButton(text: string): Promise<HTMLButtonElement> {
  await until(() => [...document.querySelectorAll('button')].some((b) => b.textContent === text), `the button "${text}"`);
  return button(text);
}
