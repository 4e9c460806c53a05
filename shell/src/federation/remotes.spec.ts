import { isChunkFile, parseRegistry, remoteNameOf, routeChunkName } from './remotes';

describe('remote registry', () => {
  it('keeps known remotes and makes their URLs absolute', () => {
    expect(
      parseRegistry(
        {
          mfe_public: '/remotes/mfe-public/mf-manifest.json',
          mfe_team: 'https://cdn.example.org/team/mf-manifest.json',
          mfe_unknown: '/x.json',
          mfe_school: 42,
          mfe_backoffice: '',
        },
        'http://localhost:3000/dashboard',
      ),
    ).toEqual({
      mfe_public: 'http://localhost:3000/remotes/mfe-public/mf-manifest.json',
      mfe_team: 'https://cdn.example.org/team/mf-manifest.json',
    });
  });

  it('treats anything else as an empty registry', () => {
    expect(parseRegistry(null, 'http://x/')).toEqual({});
    expect(parseRegistry(['mfe_public'], 'http://x/')).toEqual({});
  });

  it('reads the remote name from a federation id', () => {
    expect(remoteNameOf('mfe_school/Routes')).toBe('mfe_school');
    expect(remoteNameOf('http://x/mf-manifest.json')).toBeNull();
    expect(remoteNameOf(undefined)).toBeNull();
  });

  it('names the chunk of the page a path opens, as the remotes name their route chunks', () => {
    expect(routeChunkName('/')).toBe('route-home');
    expect(routeChunkName('/login')).toBe('route-login');
    expect(routeChunkName('/reset-team-password/')).toBe('route-reset-team-password');
    // a route's parameter is not part of its page's name
    expect(routeChunkName('/verify/7KQ2-M9XD-4HTR')).toBe('route-verify');
    expect(routeChunkName('/verify')).toBe('route-verify');
  });

  it('recognises a named chunk by its file, hashed or not, and nothing else', () => {
    expect(isChunkFile('route-login.ab841771.js', 'route-login')).toBe(true);
    expect(isChunkFile('http://x/remotes/mfe-public/route-login.js', 'route-login')).toBe(true);
    expect(isChunkFile('route-login-help.ab841771.js', 'route-login')).toBe(false);
    expect(isChunkFile('route-team-login.ab841771.js', 'route-login')).toBe(false);
    expect(isChunkFile('route-login.ab841771.css', 'route-login')).toBe(false);
  });
});
