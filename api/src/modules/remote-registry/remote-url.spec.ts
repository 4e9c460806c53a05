import { REMOTE_REGISTRY_MSG } from '@hackathon/contracts';
import { checkManifestUrl, isRemoteName, MANIFEST_URL_MAX, remoteSourcesOf } from './remote-url';

describe('checkManifestUrl', () => {
  it.each([
    'https://cdn.example.org/mfe-team/1.4.0/mf-manifest.json',
    'http://127.0.0.1:4100/mf-manifest.json',
    'https://cdn.example.org:8443/mf-manifest.json?v=3',
    '/remotes/mfe-team/mf-manifest.json',
    '/cdn/mfe-team/1.4.0/mf-manifest.json',
    'HTTPS://CDN.Example.org/Team/v3/mf-manifest.json',
    'https://localhost:65535/mf-manifest.json',
    'http://[::1]:4100/mf-manifest.json',
    'https://[2001:db8::7]/mfe/mf-manifest.json',
    'https://xn--bcher-kva.example/mf-manifest.json',
    'https://cdn.example.org/a%20b/~team_1.4-rc/mf-manifest.json?v=3&x=(1)',
    `https://${'a'.repeat(63)}.example/mf-manifest.json`,
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
    ['https://cdn.example.org/a b/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCharacters],
    ['/remotes\\mfe-team/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCharacters],
    ['https://bücher.example/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCharacters],
    ['https://cdn.example.org/a;b/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCharacters],
    ["https://cdn.example.org/a'b/mf-manifest.json", REMOTE_REGISTRY_MSG.urlCharacters],
    ['https://cdn.example.org/a*/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCharacters],
    ['https://cdn.example.org/%zz/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCharacters],
    // hosts: one DNS name, IPv4 or [IPv6], nothing a CSP reads as syntax or a wildcard (issue 22)
    ['https://a;b/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://a,b/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://*/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://*.example.org/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ["https://a'b/mf-manifest.json", REMOTE_REGISTRY_MSG.urlHost],
    ['https://a"b/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://a_b.example/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://-a.example/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://a..example/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://cdn.example.org./mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://a%2eb/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https:///mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    [`https://${'a'.repeat(64)}.example/mf-manifest.json`, REMOTE_REGISTRY_MSG.urlHost],
    [`https://${'abcdefghi.'.repeat(26)}example/mf-manifest.json`, REMOTE_REGISTRY_MSG.urlHost],
    ['https://xn--zz/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://127.1/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://0x7f.0.0.1/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://2130706433/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://256.1.1.1/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://010.0.0.1/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://[::1/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://[]/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://[1.2.3.4]/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://[fe80::1%25eth0]/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://[::1]x/mf-manifest.json', REMOTE_REGISTRY_MSG.urlHost],
    ['https://cdn.example.org:0/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPort],
    ['https://cdn.example.org:65536/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPort],
    ['https://cdn.example.org:/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPort],
    ['https://cdn.example.org:08080/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPort],
    ['https://cdn.example.org:80:80/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPort],
    // dot segments, encoded or not (the URL parser would quietly resolve %2e%2e)
    ['/remotes/../api/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['/remotes/./mf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://cdn.example.org/team/%2e%2e/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://cdn.example.org/team/%2E./mf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://cdn.example.org/team/%252e%252e/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://cdn.example.org/team/..%2fmf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://cdn.example.org/team%5c..%5cmf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://cdn.example.org/team//mf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://cdn.example.org/team/%00/mf-manifest.json', REMOTE_REGISTRY_MSG.urlPathSegments],
    ['https://user:secret@cdn.example.org/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCredentials],
    ['https://cdn.example.org@evil.example/mf-manifest.json', REMOTE_REGISTRY_MSG.urlCredentials],
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

describe('remoteSourcesOf', () => {
  it("gives each absolute URL its manifest's folder (its origin at a host's root) once, sorted, and nothing for paths on this host", () => {
    expect(
      remoteSourcesOf([
        '/remotes/mfe-public/mf-manifest.json',
        'https://team.cdn.test/v2/mf-manifest.json',
        'http://127.0.0.1:4100/mf-manifest.json',
        'https://team.cdn.test/v3/mf-manifest.json?cache=1',
        'https://team.cdn.test/v3/mf-manifest.json',
        'HTTPS://Upper.CDN.test:443/mf-manifest.json',
        'http://[::1]:4100/a/mf-manifest.json',
      ]),
    ).toEqual(['http://127.0.0.1:4100', 'http://[::1]:4100/a/', 'https://team.cdn.test/v2/', 'https://team.cdn.test/v3/', 'https://upper.cdn.test']);
  });

  it('allows nothing extra when every remote is on this host', () => {
    expect(remoteSourcesOf(['/remotes/mfe-team/mf-manifest.json'])).toEqual([]);
  });

  it('never makes a source a CSP header would read as syntax or a wildcard, whatever it is given', () => {
    expect(remoteSourcesOf(['https://a;b/mf-manifest.json', 'https://a,b/x/mf-manifest.json', 'https://*/mf-manifest.json', "https://a'b/mf-manifest.json", 'https://cdn.test/a;b/mf-manifest.json', 'https://cdn.test/*/mf-manifest.json'])).toEqual([]);
  });
});

describe('isRemoteName', () => {
  it('knows the four containers and nothing else', () => {
    expect(['mfe_public', 'mfe_school', 'mfe_team', 'mfe_backoffice'].every(isRemoteName)).toBe(true);
    expect(isRemoteName('mfe-team')).toBe(false);
    expect(isRemoteName('__proto__')).toBe(false);
  });
});
