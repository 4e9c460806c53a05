import { newOtp, newUrlToken, otpHash, sameDigest, sha256Hex } from './secrets';

describe('secrets', () => {
  it('makes 6-digit codes, keeping leading zeros', () => {
    for (let i = 0; i < 500; i++) expect(newOtp()).toMatch(/^\d{6}$/);
  });

  it('makes 32-byte URL-safe tokens that differ', () => {
    const a = newUrlToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(newUrlToken()).not.toBe(a);
  });

  it('binds an OTP hash to the key and the account', () => {
    const base = otpHash('key', 'account-1', '123456');
    expect(otpHash('key', 'account-1', '123456')).toBe(base);
    expect(otpHash('key', 'account-2', '123456')).not.toBe(base);
    expect(otpHash('other', 'account-1', '123456')).not.toBe(base);
    expect(otpHash('key', 'account-1', '123457')).not.toBe(base);
  });

  it('compares digests exactly', () => {
    expect(sameDigest(sha256Hex('a'), sha256Hex('a'))).toBe(true);
    expect(sameDigest(sha256Hex('a'), sha256Hex('b'))).toBe(false);
    expect(sameDigest(sha256Hex('a'), '')).toBe(false);
  });
});
