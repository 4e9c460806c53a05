import { toPercentile } from './percentile';

describe('toPercentile', () => {
  it('turns percent_rank into a whole percentage', () => {
    expect(toPercentile(0, 10)).toBe(0);
    expect(toPercentile(1, 10)).toBe(100);
    expect(toPercentile(7 / 9, 10)).toBe(78);
  });

  it('puts the only ranked team at the top', () => {
    expect(toPercentile(0, 1)).toBe(100);
  });

  it('keeps the answer within 0-100', () => {
    expect(toPercentile(1.2, 5)).toBe(100);
    expect(toPercentile(-0.1, 5)).toBe(0);
  });
});
