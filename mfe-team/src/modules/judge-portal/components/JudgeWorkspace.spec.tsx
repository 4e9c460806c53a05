/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { formatDateTime, type JudgeSheetInput } from '@hackathon/contracts';
import { setLanguage } from '@hackathon/session';
import { PortalProviders, toastStore } from '@hackathon/ui';
import { byId, click, FakeApi, mount, pageText, refuse, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { useMyAssignments } from '../hooks/useMyAssignments';
import { serveJudge, type JudgeServer } from '../testing/judgeApi';
import { localSheetKey } from '../utils/localSheet';
import { JudgeWorkspace } from './JudgeWorkspace';

function Workspace() {
  const query = useMyAssignments('acc-judge');
  return query.data ? <JudgeWorkspace rounds={query.data.rounds} /> : null;
}

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const item = (id: string) => document.querySelector<HTMLElement>(`[data-assignment-id="${id}"]`);
const sheetText = () => document.querySelector('[data-sheet]')?.textContent ?? '';
const totalText = () => document.querySelector('[data-sheet-total]')?.textContent ?? '';
const scoreField = (assignmentId: string, key: string) => byId(`judge-score-${assignmentId}-${key}`);
const inDialog = (text: string) => [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
const buttonIn = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
const sheetButton = (text: string) => buttonIn(document.querySelector('[data-sheet]')!, text);

describe('the judge workspace', () => {
  let mounted: Mounted | undefined;
  let server: JudgeServer;

  beforeEach(() => {
    localStorage.clear();
    toastStore.dismiss();
    server = serveJudge(api);
  });
  afterEach(async () => {
    mounted?.unmount();
    mounted = undefined;
    await act(async () => setLanguage('en', { chosen: false }));
  });

  const render = async (entry = '/judge') => {
    mounted = await mount(
      <PortalProviders>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/judge" element={<Workspace />} />
          </Routes>
        </MemoryRouter>
      </PortalProviders>,
    );
    await until(() => pageText().includes('Pixel Pioneers'), 'the teams');
  };
  const open = async (id: string) => {
    await click(byId(`judge-team-${id}`));
    await until(() => document.querySelector(`[data-sheet="${id}"]`) !== null, `the sheet ${id}`);
  };

  it("lists each round's teams with their state, total and facts, and the round's deadline and progress", async () => {
    await render();
    const regional = document.querySelector('section[aria-label="Round Regional round"]')!;
    expect(regional.textContent).toContain('Phase 2');
    expect(regional.textContent).toContain(`Deadline: ${formatDateTime('2026-12-05T11:30:00.000Z')}`);
    expect(regional.textContent).toContain('1 of 3 submitted');
    const bar = regional.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 submitted');

    const pioneers = item('a1')!.textContent!;
    for (const text of ['Pixel Pioneers', 'Pending', 'Team ID: A1001JR1', 'Junior', '3 members · Class 9, 10']) expect(pioneers).toContain(text);
    expect(item('a2')!.textContent).toContain('Draft');
    expect(item('a2')!.textContent).toContain('Senior');
    expect(item('a3')!.textContent).toContain('Submitted');
    expect(item('a3')!.textContent).toContain('Total: 82.50 / 100');
    expect(document.querySelector('section[aria-label="Round National finale"]')!.textContent).toContain('0 of 1 submitted');
  });

  it('hides the school in a blind round and names it in an open one', async () => {
    await render();
    for (const id of ['a1', 'a2', 'a3']) expect(item(id)!.querySelector('[data-school]')?.textContent).toBe('School hidden (blind round)');
    expect(item('b1')!.querySelector('[data-school]')?.textContent).toBe('PM SHRI KV No. 2 Delhi');
    expect(pageText()).toContain('Blind round: schools are hidden');
  });

  it('shows the weighted total as the judge scores, refuses a score off the half-point steps, and reads the rubric in Hindi', async () => {
    await render();
    await open('a1');
    expect(totalText()).toContain('Total: 0.00 / 100');
    // both controls are named by the criterion
    const names = (el: Element) => el.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(names(document.querySelector('[data-criterion="problem"] input[type="range"]')!)).toBe('Problem and impact');
    expect(names(scoreField('a1', 'problem'))).toMatch(/^Problem and impact Score \(0 to 10\)/);
    await type(scoreField('a1', 'problem'), '7.5');
    // 100 * (3 * 7.5/10) / (3 + 1)
    await until(() => totalText().includes('Total: 56.25 / 100'), 'the total of one criterion');
    expect(totalText()).toContain('1 of 2 criteria scored');
    await type(scoreField('a1', 'prototype'), '4');
    // 100 * (3 * 7.5/10 + 1 * 4/5) / 4
    await until(() => totalText().includes('Total: 76.25 / 100'), 'the total of both');
    expect(totalText()).not.toContain('criteria scored');

    await type(scoreField('a1', 'prototype'), '4.3');
    expect(sheetText()).toContain('Enter a score from 0 to 5, in steps of 0.5');
    await click(sheetButton('Save draft'));
    expect(sheetText()).toContain('Please correct the scores marked in red.');
    expect(server.puts()).toHaveLength(0);

    await act(async () => setLanguage('hi', { chosen: false }));
    await until(() => sheetText().includes('समस्या और प्रभाव'), 'the Hindi criterion');
    expect(sheetText()).toContain('कार्यशील प्रोटोटाइप');
  });

  it('keeps the sheet on this device through a remount, and Save draft sends it and clears it once confirmed', async () => {
    await render();
    await open('a1');
    await type(scoreField('a1', 'problem'), '7.5');
    await type(byId('judge-comment-a1'), 'Clear demo');
    await type(byId('judge-note-a1'), 'Strong team');
    expect(JSON.parse(localStorage.getItem(localSheetKey('a1'))!)).toMatchObject({ scores: { problem: '7.5' }, comment: 'Clear demo', outgoing: null });

    // a reload: nothing was sent, and nothing is lost
    mounted!.unmount();
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    await render('/judge?sheet=a1');
    await until(() => document.querySelector('[data-sheet="a1"]') !== null, 'the sheet again');
    expect(sheetText()).toContain('The sheet you were filling in on this device has been restored.');
    expect(scoreField('a1', 'problem').value).toBe('7.5');
    expect(byId<HTMLTextAreaElement>('judge-comment-a1').value).toBe('Clear demo');

    await type(scoreField('a1', 'prototype'), '4');
    await click(sheetButton('Save draft'));
    await until(() => server.puts().length === 1 && toastMessages().includes('Draft saved'), 'the draft saved');
    const put = server.puts()[0]!;
    expect(put.url).toBe('/api/judging/assignments/a1');
    expect(put.body).toEqual({ scores: { problem: 7.5, prototype: 4 }, comment: 'Clear demo', privateNote: 'Strong team', submit: false });
    expect(localStorage.getItem(localSheetKey('a1'))).toBeNull();
    await until(() => item('a1')!.textContent!.includes('Draft'), 'the list to say Draft');
  });

  it('submits after a confirmation with one submissionId, kept through a failure, the online event and Retry', async () => {
    await render();
    await open('a2');
    // the draft's own score is there; Submit wants every criterion
    expect(scoreField('a2', 'problem').value).toBe('6');
    await click(sheetButton('Submit'));
    expect(sheetText()).toContain('Please score every criterion before you submit.');
    expect(document.activeElement).toBe(scoreField('a2', 'prototype'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    await type(scoreField('a2', 'prototype'), '5');
    await click(sheetButton('Submit'));
    await until(() => document.querySelector('[role="dialog"]')?.textContent?.includes('Submit the score of Neural Knights?') === true, 'the confirmation');
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('the score is locked');

    server.failNext = [refuse(503, 'Service unavailable'), refuse(503, 'Service unavailable')];
    await click(inDialog('Submit'));
    await until(() => sheetText().includes('will be submitted when the connection returns'), 'the waiting notice');
    expect(item('a2')!.textContent).toContain('Saved on this device');
    const stored = JSON.parse(localStorage.getItem(localSheetKey('a2'))!);
    expect(stored).toMatchObject({ outgoing: 'submit' });
    expect(stored.submissionId).toMatch(UUID);

    // the connection returns (still failing here), then the judge retries
    await act(async () => window.dispatchEvent(new Event('online')));
    await until(() => server.puts().length === 2, 'the send on the online event');
    await until(() => sheetButton('Send now') !== undefined && !sheetText().includes('Sending'), 'waiting again');
    await click(sheetButton('Send now'));
    await until(() => sheetText().includes('Submitted on'), 'the submitted sheet');

    const bodies = server.puts().map((r) => r.body as JudgeSheetInput);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) expect(body).toEqual({ scores: { problem: 6, prototype: 5 }, comment: '', privateNote: '', submit: true, submissionId: stored.submissionId });
    expect(toastMessages()).toContain('Score submitted');
    expect(localStorage.getItem(localSheetKey('a2'))).toBeNull();
    // read only now
    expect(document.getElementById('judge-score-a2-problem')).toBeNull();
    expect(sheetText()).toContain(`Submitted on ${formatDateTime('2026-12-03T09:15:00.000Z')}`);
    // 100 * (3 * 6/10 + 1 * 5/5) / 4
    expect(sheetText()).toContain('Total: 70.00 / 100');
  });

  it('sends a submit left waiting by a dropped connection on the next visit, with its submissionId', async () => {
    const waiting = { scores: { problem: '9', prototype: '3' }, comment: 'Good', privateNote: '', savedAt: '2026-12-01T05:00:00.000Z', baseUpdatedAt: '2026-12-01T04:30:00.000Z', outgoing: 'submit', submissionId: '0b7c6f0e-8d1a-4c2e-9f3b-5a6d7e8f9a0b' };
    localStorage.setItem(localSheetKey('a1'), JSON.stringify(waiting));
    await render();
    await until(() => server.puts().length === 1 && item('a1')!.textContent!.includes('Submitted'), 'the waiting submit sent');
    expect(server.puts()[0]!.body).toEqual({ scores: { problem: 9, prototype: 3 }, comment: 'Good', privateNote: '', submit: true, submissionId: waiting.submissionId });
    expect(localStorage.getItem(localSheetKey('a1'))).toBeNull();
  });

  it('shows the server’s reasons when it refuses a sheet, and keeps the words typed', async () => {
    await render();
    await open('a1');
    await type(scoreField('a1', 'problem'), '3');
    server.failNext = [refuse(409, "The round's deadline has passed; scores can no longer be saved", [{ path: 'deadline', msg: 'Closed at 5 Dec 2026, 5:00 PM' }])];
    await click(sheetButton('Save draft'));
    await until(() => sheetText().includes('Not saved'), 'the refusal');
    expect(sheetText()).toContain("The round's deadline has passed");
    expect(sheetText()).toContain('Closed at 5 Dec 2026, 5:00 PM');
    expect(JSON.parse(localStorage.getItem(localSheetKey('a1'))!)).toMatchObject({ scores: { problem: '3' }, outgoing: null });
  });

  it('asks a reason before declaring a conflict, posts it, and the team leaves the list', async () => {
    await render();
    await open('b1');
    await click(sheetButton('I know this team'));
    await until(() => document.querySelector('[role="dialog"]')?.textContent?.includes('Declare a conflict of interest') === true, 'the conflict dialog');

    await click(inDialog('Declare conflict'));
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Please give a reason.');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await type(byId<HTMLTextAreaElement>('judge-conflict-reason'), '  She is my niece  ');
    await click(inDialog('Declare conflict'));
    await until(() => toastMessages().includes('Conflict recorded: the team goes to another judge'), "the server's message");
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/judging/assignments/b1/conflict');
    expect(post.body).toEqual({ reason: 'She is my niece' });
    await until(() => !pageText().includes('Solar Sparks'), 'the team to leave the list');
    expect(document.querySelector('[data-sheet]')).toBeNull();
    // focus is not lost with the team: it lands on the first team of the list
    expect(document.activeElement?.id).toBe('judge-team-a1');
  });

  it('goes back from a sheet to the list in one step, however many teams were opened, and focuses the team closed', async () => {
    await render();
    await open('a1');
    expect(document.activeElement?.textContent).toBe('Pixel Pioneers');
    await open('a3');
    await click(sheetButton('Back to the teams'));
    await until(() => document.querySelector('[data-sheet]') === null, 'the list');
    expect(document.activeElement?.id).toBe('judge-team-a3');
  });
});
