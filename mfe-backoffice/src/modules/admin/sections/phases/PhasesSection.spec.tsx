/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MSG, PHASE_MSG, paginationOf, type PhaseTeam } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, button, byId, click, pickFilter, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { PhasesSection } from './PhasesSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const team = (id: string, name: string, status: PhaseTeam['status'], currentPhase: number, phase1: number | null = null): PhaseTeam => ({
  _id: id,
  teamId: `N1001JR${id}`,
  teamName: name,
  category: 'jr',
  schoolCode: '1001',
  schoolName: 'KV One',
  region: 'Agra',
  status,
  currentPhase,
  phase1Qualified: currentPhase > 1,
  phase2Qualified: currentPhase > 2,
  finalistQualified: status === 'FINALIST',
  phaseScores: { phase1, phase2: null, phase3: null },
  totalScore: phase1 ?? 0,
  eliminatedAt: null,
  eliminationReason: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const TEAMS = [team('1', 'Alpha', 'ACTIVE', 1, 30), team('2', 'Bravo', 'FINALIST', 3), team('3', 'Charlie', 'ACTIVE', 1)];
const listReply = () => ok({ items: TEAMS, pagination: paginationOf(1, 50, TEAMS.length) });

let mounted: Mounted;
beforeEach(() => {
  toastStore.dismiss();
});
afterEach(() => mounted?.unmount());

async function render() {
  mounted = await mount(<PhasesSection />);
  await until(() => pageText().includes('Charlie'), 'the teams');
}

/** A button of the dialog on top (the confirmation repeats the bar's words). */
function dialogButton(text: string): HTMLButtonElement {
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const found = [...(dialogs[dialogs.length - 1]?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text);
  if (!found) throw new Error(`No dialog button "${text}"`);
  return found as HTMLButtonElement;
}

function rowCheckbox(name: string): HTMLInputElement {
  const row = [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(name));
  const box = row?.querySelector('input[type="checkbox"]');
  if (!box) throw new Error(`No checkbox for ${name}`);
  return box as HTMLInputElement;
}

describe('PhasesSection', () => {
  it("asks for a selection first: 'Please select teams first'", async () => {
    api.reset((r) => (r.url.startsWith('/api/teams/phases/list') ? listReply() : undefined));
    await render();
    await click(button('Promote to Phase 2'));
    expect(toastMessages()).toContain(MSG.selectTeamsFirst);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('promotes the selected teams and reports the refused one with its reason', async () => {
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'POST' && r.url === '/api/teams/phases/promote-phase2') {
        return ok({
          applied: [{ ...TEAMS[0], currentPhase: 2 }],
          refused: [{ teamId: '2', _id: '2', teamName: 'Bravo', reason: 'Only active teams in Phase 1 can be promoted to Phase 2 (this team: Finalist)' }],
        });
      }
      return undefined;
    });
    await render();
    await click(rowCheckbox('Alpha'));
    await click(rowCheckbox('Bravo'));
    await until(() => pageText().includes('2 selected'), 'the selection');
    await click(button('Promote to Phase 2'));
    // issue 25: nothing moves before the confirmation, which names the teams
    await until(() => pageText().includes('Promote to Phase 2: 2 teams'), 'the confirmation');
    expect(api.calls('POST', '/api/teams/phases/promote-phase2')).toHaveLength(0);
    await click(dialogButton('Promote to Phase 2'));
    await until(() => document.querySelector('[data-testid="phase-report"]') !== null, 'the report');
    expect(api.calls('POST', '/api/teams/phases/promote-phase2')[0].body).toEqual({ teamIds: ['1', '2'] });
    const report = document.querySelector('[data-testid="phase-report"]')?.textContent ?? '';
    expect(report).toContain('1 team promoted to Phase 2; 1 team refused');
    expect(report).toContain('Bravo');
    expect(report).toContain('this team: Finalist');
    expect(toastMessages()).toContain('1 team promoted to Phase 2; 1 team refused');
    expect(pageText()).toContain('0 selected');
  });

  it("says 'Failed to <action> team(s)' when every team is refused (409 with the refusals)", async () => {
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'POST' && r.url === '/api/teams/phases/reactivate') {
        return {
          status: 409,
          body: { success: false, message: 'None', data: { applied: [], refused: [{ teamId: '1', _id: '1', teamName: 'Alpha', reason: 'Only eliminated teams can be reactivated' }] } },
        };
      }
      return undefined;
    });
    await render();
    await click(rowCheckbox('Alpha'));
    await click(button('Reactivate'));
    await click(dialogButton('Reactivate'));
    await until(() => toastMessages().includes(PHASE_MSG.failedAction('reactivate')), 'the failure toast');
    expect(document.querySelector('[data-testid="phase-report"]')?.textContent).toContain('Only eliminated teams can be reactivated');
  });

  it("eliminates with the reason, 'Performance based' by default", async () => {
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'POST' && r.url === '/api/teams/phases/eliminate') return ok({ applied: [{ ...TEAMS[2], status: 'ELIMINATED' }], refused: [] });
      return undefined;
    });
    await render();
    await click(rowCheckbox('Charlie'));
    await click(button('Eliminate'));
    expect(byId('eliminate-reason').value).toBe('Performance based');
    const dialogButton = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Eliminate') as HTMLButtonElement;
    await click(dialogButton);
    await until(() => api.calls('POST', '/api/teams/phases/eliminate').length === 1, 'the call');
    expect(api.calls('POST', '/api/teams/phases/eliminate')[0].body).toEqual({ teamIds: ['3'], reason: 'Performance based' });
  });

  it('scores a team: out of range is refused in the dialog; a good score is sent', async () => {
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'PUT' && r.url === '/api/teams/phases/1/score') return ok({ ...TEAMS[0], phaseScores: { phase1: 88, phase2: null, phase3: null } }, 'Score updated successfully');
      return undefined;
    });
    await render();
    await click(button('Score'));
    expect(byId('score-value').value).toBe('30');
    await type(byId('score-value'), '150');
    await click(button('Save Score'));
    expect(pageText()).toContain(PHASE_MSG.score);
    expect(api.calls('PUT', '/api/teams/phases/1/score')).toHaveLength(0);
    await type(byId('score-value'), '88');
    await click(button('Save Score'));
    await until(() => toastMessages().includes('Score updated successfully'), 'the toast');
    expect(api.calls('PUT', '/api/teams/phases/1/score')[0].body).toEqual({ phase: 1, score: 88 });
  });

  it("toasts 'Failed to update score' and keeps the server's reason", async () => {
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'PUT') return refuse(409, 'This team has not reached Phase 2, so it cannot be scored for it');
      return undefined;
    });
    await render();
    await click(button('Score'));
    await type(byId('score-value'), 'abc');
    await click(button('Save Score'));
    await until(() => toastMessages().includes(MSG.failedUpdateScore), 'the toast');
    // a non-numeric value counts as 0 (spec)
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ phase: 1, score: 0 });
    expect(pageText()).toContain('cannot be scored for it');
  });

  it('auto-eliminate shows the teams it would eliminate, then eliminates on confirm', async () => {
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'POST' && r.url === '/api/teams/phases/auto-eliminate') {
        const body = r.body as { confirm?: boolean; threshold: number; phase: number };
        const result = { applied: [], refused: [], confirmed: Boolean(body.confirm), phase: 1, threshold: 40, reason: 'x', total: 1, candidates: body.confirm ? [] : [TEAMS[0]], unscored: 1 };
        return ok(result, body.confirm ? '1 team in Phase 1 with a score below 40 eliminated' : PHASE_MSG.autoEliminatePreview(1, 1, 40));
      }
      return undefined;
    });
    await render();
    await click(button('Auto-Eliminate'));
    await click(button('Preview'));
    expect(pageText()).toContain(PHASE_MSG.thresholdRequired);
    await type(byId('auto-eliminate-threshold'), '40');
    await click(button('Preview'));
    await until(() => document.querySelector('[data-testid="auto-eliminate-preview"]') !== null, 'the preview');
    const preview = document.querySelector('[data-testid="auto-eliminate-preview"]')?.textContent ?? '';
    expect(preview).toContain('Alpha');
    expect(preview).toContain(PHASE_MSG.autoEliminatePreview(1, 1, 40));
    expect(api.calls('POST', '/api/teams/phases/auto-eliminate')[0].body).toEqual({ threshold: 40, phase: 1, confirm: false });
    await click(button('Confirm: eliminate 1 team'));
    await until(() => toastMessages().includes('1 team in Phase 1 with a score below 40 eliminated'), 'the toast');
    expect(api.calls('POST', '/api/teams/phases/auto-eliminate')[1].body).toEqual({ threshold: 40, phase: 1, confirm: true });
  });

  it('confirms a move with the count and every team by Team ID and name; Cancel moves nothing', async () => {
    api.reset((r) => (r.url.startsWith('/api/teams/phases/list') ? listReply() : undefined));
    await render();
    await click(rowCheckbox('Alpha'));
    await click(rowCheckbox('Charlie'));
    await click(button('Promote to Phase 2'));
    await until(() => document.querySelector('[data-testid="phase-move-teams"]') !== null, 'the confirmation');
    expect(pageText()).toContain('Promote to Phase 2: 2 teams');
    expect(pageText()).toContain('These 2 teams will be moved. You can undo it for 10 minutes.');
    const names = [...document.querySelectorAll('[data-testid="phase-move-teams"] li')].map((li) => li.textContent);
    expect(names).toEqual(['Alpha (N1001JR1)', 'Charlie (N1001JR3)']);
    await click(dialogButton('Cancel'));
    await until(() => document.querySelector('[data-testid="phase-move-teams"]') === null, 'the dialog to close');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(pageText()).toContain('2 selected');
  });

  it('offers the undo of the move just made and sends it with the move id', async () => {
    const undone = '1 team put back as it was before the move';
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'POST' && r.url === '/api/teams/phases/promote-phase2') {
        return ok({ applied: [{ ...TEAMS[0], currentPhase: 2 }], refused: [], move: { id: 'move-1', undoUntil: '2026-01-01T05:10:00.000Z', teams: 1 } });
      }
      if (r.method === 'POST' && r.url === '/api/teams/phases/moves/move-1/undo') return ok({ moveId: 'move-1', restored: [TEAMS[0]] }, undone);
      return undefined;
    });
    await render();
    await click(rowCheckbox('Alpha'));
    await click(button('Promote to Phase 2'));
    await click(dialogButton('Promote to Phase 2'));
    await until(() => document.querySelector('[data-testid="phase-move-undo"]') !== null, 'the undo offer');
    // 05:10 UTC is 10:40 AM in India
    expect(document.querySelector('[data-testid="phase-move-undo"]')?.textContent).toContain('You can undo this until 10:40 AM.');
    await click(button('Undo'));
    await until(() => toastMessages().includes(undone), 'the toast');
    expect(api.calls('POST', '/api/teams/phases/moves/move-1/undo')).toHaveLength(1);
    expect(document.querySelector('[data-testid="phase-move-undo"]')).toBeNull();
  });

  it("says why an undo is refused (409), and the offer ends", async () => {
    const refusal = 'This move can no longer be undone: a move can be undone for 10 minutes only';
    api.reset((r) => {
      if (r.url.startsWith('/api/teams/phases/list')) return listReply();
      if (r.method === 'POST' && r.url === '/api/teams/phases/promote-phase2') {
        return ok({ applied: [{ ...TEAMS[0], currentPhase: 2 }], refused: [], move: { id: 'move-2', undoUntil: '2026-01-01T05:10:00.000Z', teams: 1 } });
      }
      if (r.method === 'POST' && r.url === '/api/teams/phases/moves/move-2/undo') return refuse(409, refusal);
      return undefined;
    });
    await render();
    await click(rowCheckbox('Alpha'));
    await click(button('Promote to Phase 2'));
    await click(dialogButton('Promote to Phase 2'));
    await until(() => document.querySelector('[data-testid="phase-move-undo"]') !== null, 'the undo offer');
    await click(button('Undo'));
    await until(() => toastMessages().includes(refusal), 'the refusal');
    expect(document.querySelector('[data-testid="phase-move-undo"]')).toBeNull();
  });

  it("filters to the teams not yet scored on the server ('Not yet scored')", async () => {
    api.reset((r) => (r.url.startsWith('/api/teams/phases/list') ? listReply() : undefined));
    await render();
    await pickFilter('score', 'Not yet scored');
    await until(() => api.requests.some((r) => r.url.startsWith('/api/teams/phases/list') && r.url.includes('score=unscored')), 'the filtered request');
  });
});
