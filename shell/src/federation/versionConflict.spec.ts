import { versionConflictOf } from './versionConflict';

/** What the federation runtime throws (MF 2.9 runtime-core share.ts), seen in a browser journey. */
const RUNTIME_MESSAGE =
  '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @hackathon/session does not satisfy the requirement of mfe_team which needs ^2.0.0)';

describe('versionConflictOf', () => {
  it("reads the runtime's strict-singleton error: module, both versions, both containers", () => {
    expect(versionConflictOf(new Error(RUNTIME_MESSAGE))).toEqual({
      module: '@hackathon/session',
      provided: '1.0.0',
      provider: 'shell',
      consumer: 'mfe_team',
      required: '^2.0.0',
    });
  });

  it('reads a per-file share key and a range without the closing parenthesis', () => {
    const message = 'Version 1.0.0 from shell of shared singleton module @hackathon/ui/toast/store does not satisfy the requirement of mfe_school which needs ^1.1.0';
    expect(versionConflictOf(new Error(message))).toMatchObject({ module: '@hackathon/ui/toast/store', required: '^1.1.0', consumer: 'mfe_school' });
  });

  it('finds it in a cause (an error wrapped by a caller) and in a plain string', () => {
    expect(versionConflictOf(new Error('Loading mfe_team/Routes failed', { cause: new Error(RUNTIME_MESSAGE) }))?.module).toBe('@hackathon/session');
    expect(versionConflictOf(RUNTIME_MESSAGE)?.required).toBe('^2.0.0');
  });

  it('keeps an empty provided version empty (no version registered yet)', () => {
    const message = 'Version  from  of shared singleton module @hackathon/session does not satisfy the requirement of mfe_team which needs ^2.0.0)';
    expect(versionConflictOf(new Error(message))).toMatchObject({ provided: '', provider: '', module: '@hackathon/session' });
  });

  it('is null for anything else: a missing chunk, the remote entry script, a render error, no error', () => {
    const chunk = new Error('Loading chunk route-login failed.');
    chunk.name = 'ChunkLoadError';
    expect(versionConflictOf(chunk)).toBeNull();
    expect(versionConflictOf(new Error('[ Federation Runtime ]: RUNTIME-008 script resource load failed'))).toBeNull();
    expect(versionConflictOf(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBeNull();
    expect(versionConflictOf(null)).toBeNull();
    expect(versionConflictOf(undefined)).toBeNull();
    expect(versionConflictOf(42)).toBeNull();
  });
});
