import { countdownParts, formatMmSs, pad2 } from './countdown';

describe('countdownParts', () => {
  const target = '2025-11-02T23:59:59+05:30';

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = Date.parse(target) - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
  });

  it('ignores milliseconds left over', () => {
    const now = Date.parse(target) - 1500;
    expect(countdownParts(target, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, ended: false });
  });

  it('shows zeros and ended at and after the target', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
    expect(countdownParts(target, Date.parse(target))).toEqual(zeros);
    expect(countdownParts(target, new Date('2026-01-01T00:00:00Z'))).toEqual(zeros);
  });

  it('treats an unparsable target as ended instead of showing NaN', () => {
    expect(countdownParts('not a date', Date.now()).ended).toBe(true);
  });
});

describe('formatMmSs', () => {
  it('formats the OTP validity of 600 seconds as 10:00', () => {
    expect(formatMmSs(600)).toBe('10:00');
  });

  it('pads minutes and seconds', () => {
    expect(formatMmSs(65)).toBe('01:05');
    expect(formatMmSs(9)).toBe('00:09');
  });

  it('never goes below 00:00', () => {
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('pad2 pads single digits', () => {
    expect(pad2(7)).toBe('07');
    expect(pad2(123)).toBe('123');
  });
});
