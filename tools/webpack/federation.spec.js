// @ts-check
/** The shared table's version policy (tools/webpack/README.md, "Versioned shared libraries"). */
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { satisfy } = require('@module-federation/enhanced/runtime');
const { sharedConfig, statefulUiFiles, statefulVersion, SHARED_LIBS, WORKSPACE_ROOT } = require('./federation');

/** @param {string} lib */
const versionOf = (lib) => require(path.join(WORKSPACE_ROOT, 'libs', lib, 'package.json')).version;
/** Every entry as a remote declares it (a remote's own table holds the subset its sources import). */
const table = sharedConfig({ isHost: false });
const hackathon = Object.entries(table).filter(([key]) => key.startsWith('@hackathon/'));

describe('shared table: versioned workspace libraries', () => {
  it('gives every lib a semver version', () => {
    for (const lib of ['contracts', 'api-client', 'session', 'ui']) expect(versionOf(lib)).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('shares every @hackathon module at its lib version (a strict singleton at its stateful version) and requires ^ that version', () => {
    expect(hackathon.length).toBeGreaterThan(SHARED_LIBS.length);
    for (const [key, options] of hackathon) {
      const lib = key.split('/')[1];
      const version = options.strictVersion ? statefulVersion(lib) : versionOf(lib);
      expect({ key, version: options.version, requiredVersion: options.requiredVersion }).toEqual({ key, version, requiredVersion: `^${version}` });
    }
  });

  it("versions a lib's stateful API apart from its stateless parts, never ahead of the lib", () => {
    for (const lib of SHARED_LIBS) {
      const [major, minor] = statefulVersion(lib).split('.').map(Number);
      const [libMajor, libMinor] = versionOf(lib).split('.').map(Number);
      expect(statefulVersion(lib)).toMatch(/^\d+\.\d+\.\d+$/);
      expect(major * 1000 + minor).toBeLessThanOrEqual(libMajor * 1000 + libMinor);
    }
    // a minor bump of ui for a stateless component leaves the toast store's requirement where it was
    expect(table['@hackathon/ui/toast/store'].requiredVersion).toBe(`^${statefulVersion('ui')}`);
  });

  it("registers the host's copies at their versions without a range: the host loads first and consumes its own", () => {
    const host = Object.entries(sharedConfig({ isHost: true })).filter(([key]) => key.startsWith('@hackathon/'));
    expect(host.length).toBe(hackathon.length);
    for (const [key, options] of host) {
      expect({ key, ...options }).toMatchObject({ key, version: table[key].version, singleton: true, requiredVersion: false });
    }
  });

  it('keeps what holds state a strict singleton', () => {
    const strict = [
      '@hackathon/session',
      '@hackathon/api-client',
      '@hackathon/ui',
      '@hackathon/ui/toast/store',
      '@hackathon/ui/prerender/handoff',
      '@hackathon/ui/PortalProviders',
      // they import a stateful file relatively: their own copy would reach their own copy of the state
      '@hackathon/ui/toast/ToastHost',
      '@hackathon/ui/ErrorBoundary',
      '@hackathon/ui/data-view/ExportButton',
      '@hackathon/ui/data-view/DataView',
      '@hackathon/ui/notifications/NotificationBell',
    ];
    for (const key of strict) expect({ key, ...table[key] }).toMatchObject({ key, singleton: true, strictVersion: true });
  });

  it('lets stateless components and helpers fall back to a remote\'s own copy', () => {
    for (const key of ['@hackathon/ui/StatCard', '@hackathon/ui/theme', '@hackathon/ui/files/fileKind', '@hackathon/ui/data-view/DataViewTable']) {
      expect({ key, singleton: table[key].singleton, strictVersion: table[key].strictVersion }).toEqual({ key, singleton: false, strictVersion: undefined });
    }
  });

  it('finds the stateful ui files from the state holders and the relative imports (review this list when it changes)', () => {
    const ui = path.join(WORKSPACE_ROOT, 'libs/ui/src');
    expect([...statefulUiFiles()].map((file) => path.relative(ui, file)).sort()).toEqual([
      'ErrorBoundary.tsx',
      // its failure toast (issue 24)
      'LanguageSwitch.tsx',
      'PortalProviders.tsx',
      // their download failure toast (issue 28)
      'certificates/CertificateActions.tsx',
      'certificates/CertificateCard.tsx',
      'certificates/CertificateList.tsx',
      'certificates/index.ts',
      'certificates/useCertificateDownload.ts',
      'data-view/DataView.tsx',
      'data-view/DataViewHeader.tsx',
      'data-view/ExportButton.tsx',
      'data-view/index.ts',
      'index.ts',
      'notifications/NotificationBell.tsx',
      'notifications/index.ts',
      'prerender/handoff.ts',
      'toast/ToastHost.tsx',
      'toast/index.ts',
      'toast/store.ts',
    ]);
  });

  it("gives the host every compiled catalogue and a remote those its code imports (issue 24)", () => {
    const catalogues = (/** @type {Record<string, any>} */ shared) => Object.keys(shared).filter((key) => key.startsWith('@hackathon/catalogue/'));
    const host = catalogues(sharedConfig({ isHost: true }));
    expect(host).toEqual(expect.arrayContaining(['@hackathon/catalogue/compiled/hi/backoffice.json', '@hackathon/catalogue/compiled/en/landing.json']));
    const publicRemote = catalogues(sharedConfig({ projectDir: path.join(WORKSPACE_ROOT, 'mfe-public'), isHost: false }));
    // its own namespaces, and those the contracts and session libraries it bundles load
    expect(publicRemote).toEqual(expect.arrayContaining(['@hackathon/catalogue/compiled/en/landing.json', '@hackathon/catalogue/compiled/hi/public.json', '@hackathon/catalogue/compiled/hi/messages.json']));
    expect(publicRemote).not.toContain('@hackathon/catalogue/compiled/hi/backoffice.json');
    expect(publicRemote.length).toBeLessThan(host.length);
  });

  it('leaves the npm packages as they were: singletons at the root package.json versions', () => {
    const root = require(path.join(WORKSPACE_ROOT, 'package.json')).dependencies;
    expect(table.react).toEqual({ singleton: true, requiredVersion: root.react });
    expect(table['@mui/material/Button']).toMatchObject({ singleton: true, requiredVersion: root['@mui/material'] });
    expect(table['@mui/material/Button'].strictVersion).toBeUndefined();
  });

  it('keeps every workspace dependency range on the libs satisfied by their versions (npm links the workspace copy)', () => {
    const projects = ['shell', 'mfe-public', 'mfe-school', 'mfe-team', 'mfe-backoffice', 'api', 'e2e', 'prerender', 'libs/ui', 'libs/session', 'libs/api-client'];
    for (const project of projects) {
      const dependencies = require(path.join(WORKSPACE_ROOT, project, 'package.json')).dependencies ?? {};
      for (const [name, range] of Object.entries(dependencies)) {
        if (!name.startsWith('@hackathon/') || !['contracts', 'api-client', 'session', 'ui'].includes(name.split('/')[1])) continue;
        const version = versionOf(name.split('/')[1]);
        expect({ project, name, range, satisfied: satisfy(version, /** @type {string} */ (range)) }).toEqual({ project, name, range, satisfied: true });
      }
    }
  });
});
