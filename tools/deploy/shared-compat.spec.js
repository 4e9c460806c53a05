// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterAll, beforeAll, describe, expect, it } = require('@jest/globals');
const { compareShared, formatResult } = require('./shared-compat');
const { main } = require('./check');

const FIXTURES = path.join(__dirname, 'fixtures');
/** @param {string} name */
const fixture = (name) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
const shell = fixture('shell.mf-manifest.json');

/** A remote's manifest with these shared entries. @param {any[]} shared */
const remoteWith = (shared) => ({ id: 'mfe_team', name: 'mfe_team', shared });

describe('compareShared', () => {
  it('accepts a remote whose every requirement the shell satisfies', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([
        { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '19.3.1' },
        { name: '@hackathon/session', version: '1.1.0', singleton: true, requiredVersion: '^1.1.0' },
        { name: '@hackathon/ui/StatCard', version: '1.4.0', singleton: false, requiredVersion: '^1.4.0' },
      ]),
    });
    expect(result).toEqual({ remote: 'mfe_team', checked: 3, conflicts: [], warnings: [], unjudged: [] });
  });

  it('refuses a strict singleton outside the range, naming the lib, the remote and both versions', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([{ name: '@hackathon/session', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' }]),
    });
    expect(result.conflicts.map((finding) => finding.message)).toEqual([
      '@hackathon/session: mfe_team needs ^2.0.0, the shell provides 1.3.0 (a strict singleton: mfe_team would not load)',
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('refuses a newer minor of a stateful ui file: the older shell lacks its new exports', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([{ name: '@hackathon/ui/toast/store', version: '1.5.0', singleton: true, requiredVersion: '^1.5.0' }]),
    });
    expect(result.conflicts.map((finding) => finding.name)).toEqual(['@hackathon/ui/toast/store']);
  });

  it('only warns for a stateless module, which falls back to the remote\'s own copy', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([{ name: '@hackathon/ui/StatCard', version: '1.5.0', singleton: false, requiredVersion: '^1.5.0' }]),
    });
    expect(result.conflicts).toEqual([]);
    expect(result.warnings.map((finding) => finding.message)).toEqual([
      '@hackathon/ui/StatCard: mfe_team needs ^1.5.0, the shell provides 1.4.0; mfe_team falls back to its own copy (1.5.0)',
    ]);
  });

  it('only warns for a singleton that is not strict (the runtime warns and uses the shell\'s copy)', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([{ name: 'react', version: '19.4.0', singleton: true, requiredVersion: '19.4.0' }]),
    });
    expect(result.conflicts).toEqual([]);
    expect(result.warnings.map((finding) => finding.message)).toEqual([
      "react: mfe_team needs 19.4.0, the shell provides 19.3.1 (a singleton, not strict: mfe_team runs on the shell's copy)",
    ]);
  });

  it('takes strictness from mf-stats.json when given, over the workspace rule', () => {
    const remote = remoteWith([{ name: '@hackathon/session', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' }]);
    const notStrict = compareShared({ shell, remote, remoteStats: { shared: [{ name: '@hackathon/session', strictVersion: false }] } });
    expect(notStrict.conflicts).toEqual([]);
    expect(notStrict.warnings).toHaveLength(1);
    // a remote built before the libs were versioned: singleton, requiredVersion false (written as ^0.1.0), no strictVersion
    const unversioned = compareShared({
      shell,
      remote: remoteWith([{ name: '@hackathon/session', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' }]),
      remoteStats: { shared: [{ name: '@hackathon/session', singleton: true, requiredVersion: '^0.1.0' }] },
    });
    expect(unversioned.conflicts).toEqual([]);
    expect(unversioned.warnings.map((finding) => finding.message)).toEqual([
      "@hackathon/session: mfe_team needs ^0.1.0, the shell provides 1.3.0 (a singleton, not strict: mfe_team runs on the shell's copy)",
    ]);
    const strictReact = compareShared({
      shell,
      remote: remoteWith([{ name: 'react', version: '19.4.0', singleton: true, requiredVersion: '19.4.0' }]),
      remoteStats: { shared: [{ name: 'react', strictVersion: true }] },
    });
    expect(strictReact.conflicts.map((finding) => finding.name)).toEqual(['react']);
  });

  it('warns when the shell does not provide a module at all (the remote brings its own)', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([{ name: '@hackathon/ui/NewWidget', version: '1.5.0', singleton: false, requiredVersion: '^1.5.0' }]),
    });
    expect(result.conflicts).toEqual([]);
    expect(result.warnings.map((finding) => finding.message)).toEqual([
      '@hackathon/ui/NewWidget: the shell does not provide it; mfe_team uses its own copy (1.5.0)',
    ]);
  });

  it('does not judge entries MF wrote without a version (modules reached through a prefix share)', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([
        { name: '@mui/material/Grow', version: '..5...0', requiredVersion: '^..5...0' },
        { name: '@mui/material/Button', version: '9.5.0', singleton: true, requiredVersion: '9.5.0' },
      ]),
    });
    expect(result).toMatchObject({ checked: 2, conflicts: [], warnings: [], unjudged: ['@mui/material/Grow'] });
  });

  it('lists conflicts before warnings and ends with the verdict', () => {
    const result = compareShared({
      shell,
      remote: remoteWith([
        { name: '@hackathon/ui/StatCard', version: '1.5.0', singleton: false, requiredVersion: '^1.5.0' },
        { name: '@hackathon/session', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' },
      ]),
    });
    const lines = formatResult(result, { shellLabel: 'shell/dist/mf-manifest.json', remoteLabel: 'mfe-team/dist/mf-manifest.json' });
    expect(lines[0]).toBe('mfe_team (mfe-team/dist/mf-manifest.json) against the shell (shell/dist/mf-manifest.json): 2 shared modules checked');
    expect(lines[1]).toMatch(/^ {2}CONFLICT @hackathon\/session: mfe_team needs \^2\.0\.0, the shell provides 1\.3\.0/);
    expect(lines[2]).toMatch(/^ {2}warning {2}@hackathon\/ui\/StatCard:/);
    expect(lines[3]).toMatch(/^ {2}refused: 1 version conflict;/);
  });
});

describe('deploy:check command', () => {
  /** @type {string} */
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
    const write = (/** @type {string} */ folder, /** @type {string} */ file, /** @type {any} */ json) => {
      fs.mkdirSync(path.join(dir, folder), { recursive: true });
      fs.writeFileSync(path.join(dir, folder, file), JSON.stringify(json));
    };
    write('shell', 'mf-manifest.json', shell);
    write('team-ok', 'mf-manifest.json', remoteWith([{ name: '@hackathon/session', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' }]));
    write('team-new', 'mf-manifest.json', remoteWith([
      { name: '@hackathon/session', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' },
      { name: '@hackathon/ui/StatCard', version: '1.5.0', singleton: false, requiredVersion: '^1.5.0' },
    ]));
    write('team-new', 'mf-stats.json', { shared: [{ name: '@hackathon/session', strictVersion: true }] });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** @param {string[]} argv */
  async function run(argv) {
    /** @type {string[]} */
    const lines = [];
    const code = await main(argv, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  }

  it('exits 0 for a remote the shell can host', async () => {
    const { code, output } = await run(['--shell', path.join(dir, 'shell'), '--remote', path.join(dir, 'team-ok')]);
    expect(code).toBe(0);
    expect(output).toContain('ok: mfe_team can be deployed');
  });

  it('exits 1 and names the conflict when a remote would break', async () => {
    const { code, output } = await run([
      '--shell', path.join(dir, 'shell', 'mf-manifest.json'),
      '--remote', path.join(dir, 'team-ok'),
      `--remote=${path.join(dir, 'team-new')}`,
    ]);
    expect(code).toBe(1);
    expect(output).toContain('@hackathon/session: mfe_team needs ^2.0.0, the shell provides 1.3.0');
    expect(output).toContain('@hackathon/ui/StatCard: mfe_team needs ^1.5.0, the shell provides 1.4.0; mfe_team falls back to its own copy (1.5.0)');
    expect(output).toContain('refused: 1 version conflict');
  });

  it('exits 2 with the usage or the missing file', async () => {
    expect(await run(['--shell', path.join(dir, 'shell')])).toMatchObject({ code: 2, output: expect.stringContaining('usage: npm run deploy:check') });
    const missing = await run(['--shell', path.join(dir, 'nowhere'), '--remote', path.join(dir, 'team-ok')]);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('no such file');
  });
});
