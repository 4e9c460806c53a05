import { tokenSession } from './token.service';

const SUB = '00000000-0000-4000-8000-000000000001';
const NOW_S = 1_750_000_000;
const payload = (extra: Record<string, unknown> = {}) => ({ sub: SUB, role: 'school_admin', schoolCode: '1001', iat: NOW_S, iat_ms: NOW_S * 1000 + 250, exp: NOW_S + 86_400, jti: 'j-1', ...extra });

describe('tokenSession (what a verified payload must hold)', () => {
  it('reads the user, the issue time in milliseconds, the session id (jti) and the expiry', () => {
    expect(tokenSession(payload())).toEqual({
      user: { sub: SUB, role: 'school_admin', schoolCode: '1001' },
      issuedAtMs: NOW_S * 1000 + 250,
      sessionId: 'j-1',
      expiresAtMs: (NOW_S + 86_400) * 1000,
    });
  });

  it('identifies a token from before jti by its issue time, and falls back to iat without iat_ms', () => {
    expect(tokenSession(payload({ jti: undefined }))?.sessionId).toBe(`iat:${NOW_S * 1000 + 250}`);
    expect(tokenSession(payload({ jti: undefined, iat_ms: undefined }))).toMatchObject({ issuedAtMs: NOW_S * 1000, sessionId: `iat:${NOW_S * 1000}` });
  });

  it('refuses a payload without exp or iat, or whose subject is not a row id', () => {
    for (const extra of [{ exp: undefined }, { exp: 'tomorrow' }, { exp: Number.POSITIVE_INFINITY }, { iat: undefined }, { iat: '1' }]) {
      expect(tokenSession(payload(extra))).toBeNull();
    }
    for (const sub of ['x', 'superadmin', 'N1001JR1', `${SUB}0`, SUB.replace(/-/g, ''), '']) expect(tokenSession(payload({ sub }))).toBeNull();
    expect(tokenSession(payload({ role: 'root' }))).toBeNull();
  });
});
