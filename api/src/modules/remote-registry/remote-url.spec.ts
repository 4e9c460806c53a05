import { REMOTE_REGISTRY_MSG } from '@hackathon/contracts';
import { checkManifestUrl, isRemoteName, MANIFEST_URL_MAX, remoteOriginsOf } from './remote-url';

describe('checkManifestUrl', () => {
  it.each([
    'https://cdn.example.org/mfe-team/1.4.0/mf-manifest.json',
    'http://127.0.0.1:4100/mf-manifest.json',
    'https://cdn.example.org:8443/mf-manifest.json?v=3',
    '/remotes/mfe-team/mf-manifest.json',
    '/cdn/mfe-team/1.4.0/mf-manifest.json',
  ])('accepts %s', (url) => {
    expect(checkManifestUrl(url)).toEqual({ ok: true, url });
  });

  it('trims the value it keeps', () => {
    expect(checkManifestUrl('  https://cdn.example.org/mf-manifest.json ')).toEqual({ ok: true, url: 'https://cdn.example.org/mf-manifest.json' });
  });

  it.each([
    [undefined, REMOTE_REGISTRY_MSG.urlRequired],
    [42, REMOTE_REGISTRY_MSG.urlRequired],
    ['   ', REMOTE_REGISTRY_MSG.urlRequired],
    ['ftp://cdn.example.org/mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['javascript:alert(1)//mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['data:text/plain,mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['cdn.example.org/mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['//cdn.example.org/mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['https:/cdn.example.org/mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['https://cdn.example.org/a b/mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['/remotes\\mfe-team/mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['/remotes/../api/mf-manifest.json', REMOTE_REGISTRY_MSG.urlInvalid],
    ['https://user:secret@cdn.example.org/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCredentials],
    ['https://cdn.example.org/mf-manifest.json#x', REMOTE_REGISTRY_MSG.urlFragment],
    ['/remotes/mfe-team/mf-manifest.json#x', REMOTE_REGISTRY_MSG.urlFragment],
    ['https://cdn.example.org/remoteEntry.js', REMOTE_REGISTRY_MSG.urlNotManifest],
    ['https://cdn.example.org/', REMOTE_REGISTRY_MSG.urlNotManifest],
    ['/remotes/mfe-team/not-mf-manifest.json', REMOTE_REGISTRY_MSG.urlNotManifest],
  ])('refuses %p with a clear message', (value, message) => {
    expect(checkManifestUrl(value)).toEqual({ ok: false, message });
  });

  it('refuses a URL longer than the column keeps', () => {
    const url = `https://cdn.example.org/${'a'.repeat(MANIFEST_URL_MAX)}/mf-manifest.json`;
    expect(checkManifestUrl(url)).toEqual({ ok: false, message: REMOTE_REGISTRY_MSG.urlTooLong(MANIFEST_URL_MAX) });
  });
});

describe('remoteOriginsOf', () => {
  it('gives each absolute URL its origin once, sorted, and nothing for paths on this host', () => {
    expect(
      remoteOriginsOf([
        '/remotes/mfe-public/mf-manifest.json',
        'https://team.cdn.test/v2/mf-manifest.json',
        'http://127.0.0.1:4100/mf-manifest.json',
        'https://team.cdn.test/v3/mf-manifest.json',
        'HTTPS://Upper.CDN.test:443/mf-manifest.json',
      ]),
    ).toEqual(['http://127.0.0.1:4100', 'https://team.cdn.test', 'https://upper.cdn.test']);
  });

  it('allows nothing extra when every remote is on this host', () => {
    expect(remoteOriginsOf(['/remotes/mfe-team/mf-manifest.json'])).toEqual([]);
  });
});

describe('isRemoteName', () => {
  it('knows the four containers and nothing else', () => {
    expect(['mfe_public', 'mfe_school', 'mfe_team', 'mfe_backoffice'].every(isRemoteName)).toBe(true);
    expect(isRemoteName('mfe-team')).toBe(false);
    expect(isRemoteName('__proto__')).toBe(false);
  });
});
