// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const { main } = require('./release');
const { defaultReleasesDir, digestFolder, listReleases, parseReleaseId, releaseNamedBy, REPO_ROOT } = require('./releases');

const SHELL = path.join(__dirname, 'fixtures', 'shell.mf-manifest.json');
const AT = new Date('2026-11-24T04:28:31Z');
const ID = /^20261124T0428Z-[0-9a-f]{10}$/;

let tmp = '';
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-release-'));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * A small built remote: manifest, entry, a hashed chunk and its brotli copy, a nested asset.
 * @param {string} name @param {{ container?: string, chunk?: string, session?: string }} [build]
 */
function writeDist(name, { container = 'mfe_team', chunk = 'route-simple-team.1a2b3c4d.js', session = '^1.1.0' } = {}) {
  const dist = path.join(tmp, name);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const shared = [{ name: '@hackathon/session', version: session.replace('^', ''), singleton: true, requiredVersion: session }];
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: container, name: container, shared }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${container} = { chunks: ['${chunk}'] };`);
  fs.writeFileSync(path.join(dist, chunk), `console.log('${chunk}');`);
  fs.writeFileSync(path.join(dist, `${chunk}.br`), Buffer.from([0x1b, 0x2a, 0x00]));
  fs.writeFileSync(path.join(dist, 'assets', 'logo.3c4d5e6f.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** Runs the command with its output captured, at a given time, with a registry stand-in that records its calls. */
async function release(argv, { at = AT, registryCode = 0 } = {}) {
  /** @type {string[]} */
  const lines = [];
  /** @type {string[][]} */
  const registryCalls = [];
  const code = await main(argv, {
    print: (line) => lines.push(line),
    now: () => at,
    env: {},
    registry: (args) => {
      registryCalls.push(args);
      return { code: registryCode };
    },
  });
  return { code, lines, output: lines.join('\n'), registryCalls };
}

const releasesOf = (root) => listReleases(root, 'mfe-team').releases.map((r) => r.id);

describe('remote:release', () => {
  it('copies the build into <releases>/<folder>/<UTC time>-<content hash>/ and prints the registry entry and command', async () => {
    const dist = writeDist('dist');
    const root = path.join(tmp, 'releases');
    const { code, lines, registryCalls } = await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', SHELL]);
    expect(code).toBe(0);
    const [id] = releasesOf(root);
    expect(id).toMatch(ID);
    expect(parseReleaseId(/** @type {string} */ (id))?.time).toEqual(new Date('2026-11-24T04:28:00Z'));
    // every file, byte for byte, and no copy in progress left beside it
    expect(digestFolder(path.join(root, 'mfe-team', /** @type {string} */ (id))).files).toEqual(digestFolder(dist).files);
    expect(fs.readdirSync(path.join(root, 'mfe-team'))).toEqual([id]);
    expect(lines).toContain('    ok: mfe_team can be deployed');
    expect(lines).toContain(`registry entry: /releases/mfe-team/${id}/mf-manifest.json`);
    expect(lines).toContain(`switch to it:   npm run registry -w @hackathon/api -- set mfe_team /releases/mfe-team/${id}/mf-manifest.json`);
    expect(releaseNamedBy(`/releases/mfe-team/${id}/mf-manifest.json`)).toBe(`mfe-team/${id}`);
    expect(registryCalls).toEqual([]);
  });

  it('releases the same build once: again later, or from a copy elsewhere, it names the existing release and copies nothing', async () => {
    const dist = writeDist('dist');
    const root = path.join(tmp, 'releases');
    await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', SHELL]);
    const [id] = releasesOf(root);
    const copy = path.join(tmp, 'elsewhere');
    fs.cpSync(dist, copy, { recursive: true });
    const again = await release(['mfe_team', '--dist', copy, '--releases', root, '--shell', SHELL], { at: new Date('2026-11-25T10:00:00Z') });
    expect(again.code).toBe(0);
    expect(again.output).toContain(`mfe_team: this build is already released as ${id} (${path.join(root, 'mfe-team', /** @type {string} */ (id))}): nothing copied`);
    expect(again.lines).toContain(`registry entry: /releases/mfe-team/${id}/mf-manifest.json`);
    expect(releasesOf(root)).toEqual([id]);
  });

  it('gives another build its own folder and leaves the earlier release as it was', async () => {
    const root = path.join(tmp, 'releases');
    await release(['mfe-team', '--dist', writeDist('a'), '--releases', root, '--shell', SHELL]);
    const [first] = releasesOf(root);
    const before = digestFolder(path.join(root, 'mfe-team', /** @type {string} */ (first))).hash;
    const b = await release(['mfe-team', '--dist', writeDist('b', { chunk: 'route-simple-team.9f8e7d6c.js' }), '--releases', root, '--shell', SHELL], {
      at: new Date('2026-11-24T09:30:00Z'),
    });
    expect(b.code).toBe(0);
    const ids = releasesOf(root);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(first);
    expect(ids[1]).toMatch(/^20261124T0930Z-/);
    expect(ids[1]?.slice(-10)).not.toBe(first?.slice(-10));
    expect(digestFolder(path.join(root, 'mfe-team', /** @type {string} */ (first))).hash).toBe(before);
  });

  it('refuses to overwrite a release folder whose files were changed after its release', async () => {
    const dist = writeDist('dist');
    const root = path.join(tmp, 'releases');
    await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', SHELL]);
    const [id] = releasesOf(root);
    const tampered = path.join(root, 'mfe-team', /** @type {string} */ (id), 'route-simple-team.1a2b3c4d.js');
    fs.writeFileSync(tampered, 'changed');
    const again = await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', SHELL]);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`refused: ${path.join(root, 'mfe-team', /** @type {string} */ (id))} has this build's hash but other files (route-simple-team.1a2b3c4d.js)`);
    expect(fs.readFileSync(tampered, 'utf8')).toBe('changed');
    expect(releasesOf(root)).toEqual([id]);
  });

  it('refuses a build the deploy check finds in conflict with the shell, unless --force', async () => {
    const dist = writeDist('dist', { session: '^2.0.0' });
    const root = path.join(tmp, 'releases');
    const refused = await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', SHELL]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('CONFLICT @hackathon/session: mfe_team needs ^2.0.0, the shell provides 1.3.0');
    expect(refused.lines.at(-1)).toBe('refused: the deploy check found a version conflict; nothing released (--force releases anyway)');
    expect(fs.existsSync(root)).toBe(false);

    const forced = await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', SHELL, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.output).toContain('--force: releasing although the deploy check found a version conflict');
    expect(releasesOf(root)).toHaveLength(1);
  });

  it('refuses when the shell cannot be read for the check (exit 2), unless --force', async () => {
    const dist = writeDist('dist');
    const root = path.join(tmp, 'releases');
    const missing = path.join(tmp, 'no-shell');
    const refused = await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', missing]);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain(`deploy check: cannot read ${missing}: no such file`);
    expect(fs.existsSync(root)).toBe(false);
    expect((await release(['mfe-team', '--dist', dist, '--releases', root, '--shell', missing, '--force'])).code).toBe(0);
  });

  it('names the release under --base-url, and --activate switches the registry with the same command (through --api)', async () => {
    const root = path.join(tmp, 'releases');
    const run = await release([
      'mfe-team', '--dist', writeDist('dist'), '--releases', root, '--shell', SHELL,
      '--base-url', 'https://cdn.example.org/releases/', '--activate', '--api', 'https://portal.example.org',
    ]);
    const [id] = releasesOf(root);
    const entry = `https://cdn.example.org/releases/mfe-team/${id}/mf-manifest.json`;
    expect(run.code).toBe(0);
    expect(run.lines).toContain(`switch to it:   npm run registry -w @hackathon/api -- set mfe_team ${entry} --api https://portal.example.org`);
    expect(run.registryCalls).toEqual([['set', 'mfe_team', entry, '--api', 'https://portal.example.org']]);
  });

  it('exits 1 when the registry refuses the switch, and keeps the release', async () => {
    const root = path.join(tmp, 'releases');
    const run = await release(['mfe-team', '--dist', writeDist('dist'), '--releases', root, '--shell', SHELL, '--activate'], { registryCode: 1 });
    const [id] = releasesOf(root);
    expect(run.code).toBe(1);
    expect(run.lines.at(-1)).toBe(`the registry was not switched (exit 1); the release stays in ${path.join(root, 'mfe-team', /** @type {string} */ (id))}`);
  });

  it('exits 2 on bad usage, a missing build or the build of another remote, copying nothing', async () => {
    const root = path.join(tmp, 'releases');
    for (const argv of [[], ['mfe-team', 'mfe-school'], ['mfe-nothing'], ['mfe-team', '--dist'], ['mfe-team', '--later'], ['mfe-team', '--base-url', 'cdn.example.org']]) {
      const run = await release([...argv, '--releases', root]);
      expect({ argv, code: run.code }).toEqual({ argv, code: 2 });
    }
    const missing = await release(['mfe-team', '--dist', path.join(tmp, 'none'), '--releases', root, '--shell', SHELL]);
    expect(missing.output).toBe(`${path.join(tmp, 'none', 'mf-manifest.json')} does not exist: build the remote first (npx nx run @hackathon/mfe-team:build)`);
    const other = await release(['mfe-team', '--dist', writeDist('school', { container: 'mfe_school' }), '--releases', root, '--shell', SHELL]);
    expect(other).toMatchObject({ code: 2, output: `${path.join(tmp, 'school')} holds the build of mfe_school, not mfe_team: nothing released` });
    expect(fs.existsSync(root)).toBe(false);
  });
});

describe('the releases root', () => {
  it('is where the API serves it from: REMOTE_RELEASES_DIR, else DATA_DIR/releases, else data/releases', () => {
    expect(defaultReleasesDir({ REMOTE_RELEASES_DIR: '/srv/releases', DATA_DIR: '/var/lib/portal' })).toBe('/srv/releases');
    expect(defaultReleasesDir({ DATA_DIR: '/var/lib/portal' })).toBe('/var/lib/portal/releases');
    expect(defaultReleasesDir({ DATA_DIR: ' ', REMOTE_RELEASES_DIR: '' })).toBe(path.join(REPO_ROOT, 'data', 'releases'));
  });
});
