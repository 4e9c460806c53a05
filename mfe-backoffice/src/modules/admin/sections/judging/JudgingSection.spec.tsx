/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { DEFAULT_RUBRIC, JUDGING_MSG, paginationOf, type JudgingRound } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, refuse, recordDownloads, type RecordedRequest, button, byId, choose, click, helperText, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { ASSIGNED_ROUND, COVERAGE, DRAFT_ROUND, RESULTS, TEMPLATES, judgesPage, plan } from './testing/fixtures';
import { JudgingSection } from './JudgingSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

type Handler = (r: RecordedRequest) => ReturnType<FakeApi['handler']>;
function serve(rounds: JudgingRound[], extra: Handler = () => undefined) {
  api.reset((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.method !== 'GET') return undefined;
    if (path(r) === '/api/judging/rounds') return ok({ rounds, pagination: paginationOf(1, 50, rounds.length) });
    const round = rounds.find((item) => path(r) === `/api/judging/rounds/${item._id}`);
    if (round) return ok(round);
    if (path(r) === '/api/judging/rubric-templates') return ok(TEMPLATES);
    if (path(r) === '/api/admin/judges') return ok(judgesPage(params(r).search));
    if (path(r) === '/api/judging/rounds/r2/coverage') return ok(COVERAGE);
    if (path(r) === '/api/judging/rounds/r2/results') return ok(RESULTS);
    return undefined;
  });
}

/** A JSON body as sent: the fake API reads bodies as latin1, which garbles the rubric's Hindi. */
const sent = (body: unknown): unknown => JSON.parse(Buffer.from(JSON.stringify(body), 'latin1').toString('utf8'));
/** The buttons of the dialog named by its title's id (dialogs are portals at the end of the page). */
const dialogButton = (titleId: string, text: string) =>
  [...document.querySelectorAll(`[aria-labelledby="${titleId}"] button`)].find((b) => (b.textContent ?? '').trim() === text) as HTMLButtonElement | undefined;
const confirmButton = () => [...document.querySelectorAll('[aria-labelledby="confirm-dialog-title"] button')].pop() as HTMLButtonElement | undefined;
const shareOf = (key: string) => document.querySelector(`[data-share="${key}"]`)?.textContent;

let mounted: Mounted;
async function render(expect: string) {
  mounted = await mount(<JudgingSection />);
  await until(() => pageText().includes(expect), expect);
}
async function openRound(name: string) {
  await click(document.querySelector(`[aria-label="Open round ${name}"]`)!);
  await until(() => document.activeElement?.textContent === name, 'the round, focused');
}

beforeEach(() => toastStore.dismiss());
afterEach(() => mounted?.unmount());

describe('JudgingSection: a new round', () => {
  async function openForm() {
    await render('No judging round yet');
    await click(button('New round'));
    await until(() => document.getElementById('round-name') !== null, 'the form');
  }
  async function fillRound() {
    await type(byId('round-name'), 'Regional round');
    await choose('round-phase', 'Phase 2');
    const senior = [...document.querySelectorAll('[role="dialog"] label')].find((l) => l.textContent === 'Senior')?.querySelector('input') as HTMLInputElement;
    await click(senior);
    await type(byId('round-deadline'), '2030-12-01T17:00');
    // a venue's school, typed: Enter adds it
    await type(byId('round-schoolCodes'), '1001');
    await act(async () => byId('round-schoolCodes').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    // the judges come from a server search, never the whole list
    await act(async () => byId('round-judgeIds').focus());
    await type(byId('round-judgeIds'), 'meera');
    await until(() => api.requests.some((r) => path(r) === '/api/admin/judges' && params(r).search === 'meera'), 'the search sent');
    await until(() => [...document.querySelectorAll('[role="option"]')].length === 1, 'the judge found');
    await click([...document.querySelectorAll('[role="option"]')].find((o) => (o.textContent ?? '').startsWith('Meera Iyer'))!);
  }
  const submit = () => click(dialogButton('judging-round-form-title', 'Create round')!);

  it('starts from the default template, shows each share, and posts the round with its criteria and judges', async () => {
    const created = { ...DRAFT_ROUND, _id: 'r-new', judgeIds: ['j3'] };
    serve([], (r) => {
      if (r.method === 'POST' && r.url === '/api/judging/rounds') return { status: 201, body: { success: true, message: JUDGING_MSG.roundCreated, data: created } };
      return r.url === '/api/judging/rounds/r-new' ? ok(created) : undefined;
    });
    await openForm();
    expect((byId('round-criteria-0-key') as HTMLInputElement).value).toBe('problem');
    // weights 3, 3, 2, 2: the first is 30% of the total
    expect(shareOf('problem')).toBe('30% of the total');
    await fillRound();
    await type(byId('round-criteria-0-weight'), '4');
    await click(document.querySelector('[aria-label="Remove criterion 4"]')!);
    // weights 4, 3, 2
    await until(() => shareOf('problem') === '44.4% of the total', 'the new share');
    await submit();
    await until(() => toastMessages().includes(JUDGING_MSG.roundCreated), 'the toast');

    const searches = api.requests.filter((r) => path(r) === '/api/admin/judges').map(params);
    expect(searches.every((query) => query.isActive === 'true' && query.limit === '20')).toBe(true);
    expect(searches.some((query) => query.search === 'meera')).toBe(true);
    const [criterion0, criterion1, criterion2] = DEFAULT_RUBRIC;
    expect(sent(api.calls('POST', '/api/judging/rounds')[0]!.body)).toEqual({
      name: 'Regional round',
      phase: 2,
      categories: ['sr'],
      regions: [],
      zones: [],
      schoolCodes: ['1001'],
      criteria: [{ ...criterion0, weight: 4 }, criterion1, criterion2],
      judgeIds: ['j3'],
      judgesPerTeam: 3,
      blind: true,
      excludeSameRegion: false,
      shareComments: false,
      disagreementThreshold: 25,
      deadline: '2030-12-01T17:00:00+05:30',
    });
    // the saved round opens, ready for its preview
    await until(() => pageText().includes('Preview assignment'), 'the new round');
  });

  it("refuses what the server would (a bad criterion key), then shows the server's own field problems", async () => {
    serve([], (r) =>
      r.method === 'POST' && r.url === '/api/judging/rounds' ? refuse(400, 'Validation failed', [{ path: 'criteria[1].max', msg: JUDGING_MSG.criterionMax() }]) : undefined,
    );
    await openForm();
    await fillRound();
    await type(byId('round-criteria-0-key'), 'Problem Key');
    await submit();
    expect(helperText('round-criteria-0-key')).toBe(JUDGING_MSG.criterionKey());
    expect(api.calls('POST', '/api/judging/rounds')).toHaveLength(0);

    await type(byId('round-criteria-0-key'), 'problem-key');
    await submit();
    await until(() => helperText('round-criteria-1-max') === JUDGING_MSG.criterionMax(), "the server's problem at its field");
    expect(pageText()).toContain('Validation failed');
  });
});

describe('JudgingSection: assignment', () => {
  it('previews the plan (loads, the same-school check) and applies it after a confirmation', async () => {
    serve([DRAFT_ROUND], (r) => {
      if (r.method !== 'POST' || r.url !== '/api/judging/rounds/r1/assign') return undefined;
      const dryRun = (r.body as { dryRun: boolean }).dryRun;
      return ok(plan(!dryRun), dryRun ? JUDGING_MSG.planReady : JUDGING_MSG.planApplied);
    });
    await render('Regional round');
    await openRound('Regional round');
    await click(button('Preview assignment'));
    await until(() => document.querySelector('[data-testid="assignment-plan"]') !== null, 'the plan');

    const plan_ = document.querySelector('[data-testid="assignment-plan"]')!;
    expect(plan_.textContent).toContain('Preview: nothing is saved yet');
    expect(document.querySelector('[data-check="school"]')?.textContent).toBe('Same-school pairs: 0');
    expect(document.querySelector('[data-check="school"]')?.getAttribute('data-kind')).toBe('ok');
    expect(document.querySelector('[data-check="region"]')?.textContent).toBe('Same-region pairs: 4');
    expect(document.querySelector('[data-judge="j2"]')?.textContent).toBe('Ravi Kumar12');
    expect(api.calls('POST', '/api/judging/rounds/r1/assign').map((r) => r.body)).toEqual([{ dryRun: true }]);

    await click(button('Apply assignment'));
    await until(() => confirmButton()?.textContent === 'Apply assignment', 'the confirmation');
    expect(pageText()).toContain('36 pairs for 18 teams and 3 judges will be saved');
    await click(confirmButton()!);
    await until(() => toastMessages().includes(JUDGING_MSG.planApplied), 'the toast');
    expect(api.calls('POST', '/api/judging/rounds/r1/assign').map((r) => r.body)).toEqual([{ dryRun: true }, { dryRun: false }]);
    await until(() => pageText().includes('Assignment applied'), 'the applied plan');
  });
});

describe('JudgingSection: coverage board', () => {
  it("shows a conflict's reason, and Swap judge posts the judge chosen", async () => {
    serve([ASSIGNED_ROUND], (r) => (r.method === 'POST' && r.url === '/api/judging/assignments/a2/swap' ? ok(COVERAGE.teams[0]!.assignments[1], JUDGING_MSG.swapped) : undefined));
    await render('Regional round');
    await openRound('Regional round');
    await click(button('Coverage'));
    await until(() => pageText().includes('Conflict declared by Ravi Kumar: I mentored this team last year'), 'the reason on the board');
    expect(pageText()).toContain('Sheets submitted: 1 of 3 (33%)');

    await click(document.querySelector('[data-testid="data-view-cards"] .MuiCardActionArea-root')!);
    await until(() => document.querySelector('[aria-label="Swap judge Ravi Kumar"]') !== null, "the team's sheets");
    // a submitted sheet is reopened, not swapped
    expect(document.querySelector('[aria-label="Swap judge Asha Verma"]')).toBeNull();
    expect(document.querySelector('[aria-label="Reopen the sheet of Asha Verma"]')).not.toBeNull();
    await click(document.querySelector('[aria-label="Swap judge Ravi Kumar"]')!);
    await until(() => document.getElementById('judging-swap-judge') !== null, 'the swap dialog');
    await choose('judging-swap-judge', 'Meera Iyer · 0 of 0 submitted');
    await click(dialogButton('judging-swap-title', 'Swap judge')!);
    await until(() => toastMessages().includes(JUDGING_MSG.swapped), 'the toast');
    expect(api.calls('POST', '/api/judging/assignments/a2/swap').map((r) => r.body)).toEqual([{ judgeId: 'j3' }]);
  });
});

describe('JudgingSection: results', () => {
  it('shows the flag and the scale, downloads the results, and Publish posts the score chosen', async () => {
    serve([ASSIGNED_ROUND], (r) => {
      if (r.method === 'POST' && r.url === '/api/judging/rounds/r2/publish') return ok({ published: 40, unscored: 2 }, JUDGING_MSG.published(40));
      if (r.url === '/api/judging/rounds/r2/export/results') return { contentType: 'text/csv', body: Buffer.from('teamId,normalised\nA1001J01,74.12\n') };
      return undefined;
    });
    await render('Regional round');
    await openRound('Regional round');
    await click(button('Results'));
    const row = () => [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes('Code Crafters'))?.textContent ?? '';
    await until(() => row() !== '', 'the results');
    expect(row()).toContain('Review: judges disagree');
    expect(row()).toContain('90, 55');
    expect(row()).toContain('Category 1 · Region 1 · Zone 1');
    expect(document.querySelector('[data-testid="flagged-count"]')?.textContent).toBe('Review: judges disagree on 1 team (spread over 25)');
    expect(pageText()).toContain('rescaled to the round\'s mean and spread (M = 61.5, S = 12.25, over 36 totals)');
    // ranks follow the score chosen
    await click(button('Mean'));
    await until(() => row().includes('Category 2 · Region 1 · Zone 3'), 'the ranks by the mean');

    const downloads = recordDownloads();
    try {
      await click(button('Download results (CSV)'));
      await until(() => downloads.saved.length === 1, 'the download');
      expect(downloads.saved[0]).toMatch(/^judging_results_regional-round_\d{4}-\d{2}-\d{2}\.csv$/);
      expect(await downloads.blobs[0]!.text()).toContain('A1001J01,74.12');
    } finally {
      downloads.restore();
    }

    await click(button('Publish results'));
    await until(() => confirmButton() !== undefined, 'the confirmation');
    await click(document.querySelector('[aria-labelledby="confirm-dialog-title"] input[value="mean"]')!);
    expect(document.querySelector('[data-testid="publish-consequence"]')?.textContent).toContain("Each scored team's phase 2 score becomes its Mean score, rounded to a whole number");
    expect(pageText()).toContain('Teams, their mentors and school admins are notified');
    // the countdown enables Publish
    await until(() => confirmButton()?.textContent === 'Publish' && !confirmButton()!.disabled, 'the countdown');
    await click(confirmButton()!);
    await until(() => toastMessages().includes(JUDGING_MSG.published(40)), 'the toast');
    expect(api.calls('POST', '/api/judging/rounds/r2/publish').map((r) => r.body)).toEqual([{ score: 'mean' }]);
    await until(() => document.querySelector('[data-testid="publish-result"]') !== null, 'the counts');
    expect(document.querySelector('[data-testid="publish-result"]')?.textContent).toContain("Published: 40 teams now have this round's phase 2 score; 2 teams without a submitted sheet kept theirs.");
  });
});
