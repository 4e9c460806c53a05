import { MSG } from '@hackathon/contracts';
import { digitsOnly, email, firstError, maxLength, minLength, otp, phone, required, sanitizeOtp, sanitizePhone, strongPassword } from './rules';

describe('reusable rules', () => {
  it('required rejects blank text', () => {
    expect(required('   ')).toBe(MSG.required);
    expect(required('x')).toBeNull();
  });

  it('email uses the simple address pattern', () => {
    expect(email('head@kv.edu.in')).toBeNull();
    expect(email('head@kv')).toBe(MSG.invalidEmail);
    expect(email('a b@kv.in')).toBe(MSG.invalidEmail);
  });

  it('phone needs exactly 10 digits', () => {
    expect(phone('9876543210')).toBeNull();
    expect(phone('987654321')).toBe(MSG.invalidPhone);
    expect(phone('98765432101')).toBe(MSG.invalidPhone);
    expect(phone('98765-4321')).toBe(MSG.invalidPhone);
  });

  it('strong password needs 8+ with lower, upper, digit and special', () => {
    expect(strongPassword('Secret#12')).toBeNull();
    expect(strongPassword('Sec#12a')).toBe(MSG.strongPassword);
    expect(strongPassword('secret#12')).toBe(MSG.strongPassword);
    expect(strongPassword('SECRET#12')).toBe(MSG.strongPassword);
    expect(strongPassword('Secret#ab')).toBe(MSG.strongPassword);
    expect(strongPassword('Secret123')).toBe(MSG.strongPassword);
  });

  it('otp needs 6 digits', () => {
    expect(otp('123456')).toBeNull();
    expect(otp('12345')).toBe(MSG.enterValidOtp);
    expect(otp('12345a')).toBe(MSG.enterValidOtp);
  });

  it('min and max length give the numbered messages', () => {
    expect(minLength(3)('ab')).toBe('Must be at least 3 characters');
    expect(maxLength(3)('abcd')).toBe('Must be no more than 3 characters');
    expect(maxLength(3)('abc')).toBeNull();
  });

  it('firstError returns the first failing rule', () => {
    expect(firstError('', required, email)).toBe(MSG.required);
    expect(firstError('x', required, email)).toBe(MSG.invalidEmail);
  });

  it('strips non-digits and caps the length', () => {
    expect(digitsOnly('a1b2c3', 2)).toBe('12');
    expect(sanitizeOtp('12 34-567')).toBe('123456');
    expect(sanitizePhone('+91 98765 43210')).toBe('9198765432');
  });
});
