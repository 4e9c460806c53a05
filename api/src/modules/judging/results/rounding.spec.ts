import fc from 'fast-check';
import { round2, roundHalfAwayFromZero } from './rounding';

describe('roundHalfAwayFromZero', () => {
  it('rounds a half away from zero', () => {
    expect(round2(2.345)).toBe(2.35);
    expect(round2(-2.345)).toBe(-2.35);
    expect(round2(2.344)).toBe(2.34);
    expect(roundHalfAwayFromZero(0.66665, 4)).toBe(0.6667);
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
  });

  it('rounds the decimal the computation meant, not its floating-point shadow', () => {
    // 1.005 is stored as 1.00499999999999989...; 100 * 1.005 computes as 100.49999999999999
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(14.374999999999998)).toBe(14.38);
    expect(round2(72.00000000000001)).toBe(72);
  });

  it('gives 0, never -0, for what rounds to nothing', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(Object.is(round2(-0), 0)).toBe(true);
    expect(round2(1e-20)).toBe(0);
  });

  it('refuses what is not a finite number', () => {
    expect(() => round2(Number.NaN)).toThrow(RangeError);
    expect(() => round2(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('rounds every decimal of one more digit exactly (property)', () => {
    // n / 1000 is the double nearest to a decimal of 3 places: a half in 1 case out of 10
    const halfAwayFromZero = (n: number, divisor: number) => (Math.sign(n) * Math.floor((Math.abs(n) + 5) / 10)) / divisor || 0;
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (n) => {
        expect(round2(n / 1000)).toBe(halfAwayFromZero(n, 100));
        expect(roundHalfAwayFromZero(n / 100_000, 4)).toBe(halfAwayFromZero(n, 10_000));
      }),
      { numRuns: 2000 },
    );
  });

  it('stays within half a unit of any double (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        const rounded = round2(value);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(rounded * 100 - Math.round(rounded * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});
