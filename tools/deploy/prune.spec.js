// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const { main, planPrune } = require('./prune');
const { parseReleaseId, releaseId } = require('./releases');

const NOW = new Date('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A release id made `ago` ms before NOW, with a hash of its own. @param {number} ago @param {string} seed */
const idAt = (ago, seed) => releaseId(seed.padEnd(10, '0'), new Date(NOW.getTime() - ago));

const A = idAt(30 * DAY, 'aaaa');
const B = idAt(20 * DAY, 'bbbb');
const C = idAt(10 * DAY, 'cccc');
const D = idAt(3 * DAY, 'dddd');
const E = idAt(1 * HOUR, 'eeee');

describe('planPrune', () => {
  // as listReleases gives them: oldest first, each dated by its id
  const releases = [A, B, C, D, E].map((id) => ({ id, time: /** @type {Date} */ (parseReleaseId(id)?.time), dir: `/releases/mfe-team/${id}` }));
  const kept = (/** @type {ReturnType<typeof planPrune>} */ plan) => plan.filter((d) => d.keep).map((d) => d.release.id);

  it('keeps the M newest, and each release until N days after the next one was made', () => {
    const plan = planPrune('mfe-team', releases, new Map(), { keep: 3, keepDays: 7, now: NOW });
    expect(kept(plan)).toEqual([C, D, E]);
    expect(plan.map((d) => d.reasons.join('; '))).toEqual([
      'superseded 20.0 days ago',
      'superseded 10.0 days ago',
      'one of the 3 newest; superseded 3.0 days ago, within 7 days',
      'one of the 3 newest; superseded 0.0 days ago, within 7 days',
      'the newest',
    ]);
    // C was still served 3 days ago (D came then): a tab of that time may still need its chunks
    expect(kept(planPrune('mfe-team', releases, new Map(), { keep: 1, keepDays: 7, now: NOW }))).toEqual([C, D, E]);
    expect(kept(planPrune('mfe-team', releases, new Map(), { keep: 1, keepDays: 0, now: NOW }))).toEqual([E]);
  });

  it('never deletes a release the registry names, however old', () => {
    const named = new Map([[`mfe-team/${A}`, ['previous entry of mfe_team']]]);
    const plan = planPrune('mfe-team', releases, named, { keep: 1, keepDays: 0, now: NOW });
    expect(kept(plan)).toEqual([A, E]);
    expect(plan[0]?.reasons).toEqual(['previous entry of mfe_team', 'superseded 20.0 days ago']);
  });
});

describe('remote:prune', () => {
  let root = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-prune-'));
    for (const id of [A, B, C, D, E]) {
      fs.mkdirSync(path.join(root, 'mfe-team', id), { recursive: true });
      fs.writeFileSync(path.join(root, 'mfe-team', id, 'mf-manifest.json'), '{}');
    }
    fs.mkdirSync(path.join(root, 'mfe-school', B), { recursive: true });
    // a copy in progress and a folder remote:release did not make
    fs.mkdirSync(path.join(root, 'mfe-team', `.${idAt(0, 'ffff')}.partial-4242`));
    fs.mkdirSync(path.join(root, 'mfe-team', 'hand-made'));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The registry as `registry list --json` prints it. */
  const registryNaming = (/** @type {string} */ current, /** @type {string | null} */ previous) => [
    { name: 'mfe_public', manifestUrl: '/remotes/mfe-public/mf-manifest.json', previousUrl: null, defaultUrl: '/remotes/mfe-public/mf-manifest.json' },
    { name: 'mfe_school', manifestUrl: '/remotes/mfe-school/mf-manifest.json', previousUrl: null, defaultUrl: '/remotes/mfe-school/mf-manifest.json' },
    { name: 'mfe_team', manifestUrl: current, previousUrl: previous, defaultUrl: '/remotes/mfe-team/mf-manifest.json' },
    { name: 'mfe_backoffice', manifestUrl: '/remotes/mfe-backoffice/mf-manifest.json', previousUrl: null, defaultUrl: '/remotes/mfe-backoffice/mf-manifest.json' },
  ];

  /** @param {string[]} argv @param {{ code: number, stdout: string, stderr: string }} answer */
  async function prune(argv, answer) {
    /** @type {string[]} */
    const lines = [];
    /** @type {string[][]} */
    const registryCalls = [];
    const code = await main(['--releases', root, ...argv], {
      print: (line) => lines.push(line),
      now: () => NOW,
      env: {},
      registry: (args) => {
        registryCalls.push(args);
        return answer;
      },
    });
    return { code, lines, registryCalls };
  }

  const left = (/** @type {string} */ folder) => fs.readdirSync(path.join(root, folder)).sort();

  it('deletes what is past retention, keeps what the registry names (read through --api when given), leaves other folders alone', async () => {
    const entries = registryNaming(`https://cdn.example.org/releases/mfe-team/${B}/mf-manifest.json`, `/releases/mfe-team/${A}/mf-manifest.json`);
    const run = await prune(['--keep', '1', '--keep-days', '0', '--api', 'http://portal.test'], { code: 0, stdout: `${JSON.stringify(entries)}\n`, stderr: '' });
    expect(run.code).toBe(0);
    expect(run.registryCalls).toEqual([['list', '--json', '--api', 'http://portal.test']]);
    expect(left('mfe-team')).toEqual([A, B, E, `.${idAt(0, 'ffff')}.partial-4242`, 'hand-made'].sort());
    // mfe-school's only release is its newest
    expect(left('mfe-school')).toEqual([B]);
    expect(run.lines).toContain(`  keep    ${A}  previous entry of mfe_team; superseded 20.0 days ago`);
    expect(run.lines).toContain(`  keep    ${B}  current entry of mfe_team; superseded 10.0 days ago`);
    expect(run.lines).toContain(`  delete  ${C}  superseded 3.0 days ago`);
    expect(run.lines).toContain('  left alone: hand-made (not a release folder)');
    expect(run.lines.at(-1)).toBe(`deleted 2, kept 4 (in ${root}; keep 1 newest, 0 days after being superseded)`);
  });

  it('keeps 3 newest and 7 days by default; --dry-run deletes nothing', async () => {
    const entries = registryNaming('/remotes/mfe-team/mf-manifest.json', null);
    const dry = await prune(['--dry-run'], { code: 0, stdout: JSON.stringify(entries), stderr: '' });
    expect(dry.code).toBe(0);
    expect(dry.lines).toContain(`  would delete ${A}  superseded 20.0 days ago`);
    expect(dry.lines).toContain(`  would delete ${B}  superseded 10.0 days ago`);
    expect(dry.lines.at(-1)).toBe(`dry run: would delete 2, kept 4 (in ${root}; keep 3 newest, 7 days after being superseded)`);
    expect(left('mfe-team')).toHaveLength(7);
    await prune([], { code: 0, stdout: JSON.stringify(entries), stderr: '' });
    expect(left('mfe-team').filter((name) => !name.startsWith('.') && name !== 'hand-made')).toEqual([C, D, E]);
  });

  it('deletes nothing when the registry cannot be read, and says so', async () => {
    for (const answer of [
      { code: 1, stdout: '', stderr: 'Could not reach http://portal.test/api/auth/login: fetch failed' },
      { code: 0, stdout: 'mfe_team  /remotes/mfe-team/mf-manifest.json', stderr: '' },
      { code: 0, stdout: '[{"name":"mfe_team"}]', stderr: '' },
    ]) {
      const run = await prune(['--keep', '1', '--keep-days', '0'], answer);
      expect(run.code).toBe(1);
      expect(run.lines[0]).toMatch(/^cannot read the remote registry: /);
      expect(run.lines[1]).toMatch(/^nothing deleted: /);
      expect(left('mfe-team')).toHaveLength(7);
    }
  });

  it('exits 2 on bad usage, and 0 with nothing to do when the releases root does not exist', async () => {
    for (const argv of [['--keep', '0'], ['--keep-days', '-1'], ['--keep', 'all'], ['extra'], ['--purge']]) {
      expect((await prune(argv, { code: 0, stdout: '[]', stderr: '' })).code).toBe(2);
    }
    const lines = [];
    const code = await main(['--releases', path.join(root, 'none')], { print: (line) => lines.push(line), registry: () => ({ code: 1, stdout: '', stderr: '' }) });
    expect({ code, lines }).toEqual({ code: 0, lines: [`nothing to prune: ${path.join(root, 'none')} does not exist`] });
  });
});
