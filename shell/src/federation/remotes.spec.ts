import { parseRegistry, remoteNameOf } from './remotes';

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
});
