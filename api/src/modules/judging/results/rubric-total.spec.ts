import fc from 'fast-check';
import { rubricProblems, rubricTotal, type RubricCriterion } from './rubric-total';

const total = (criteria: RubricCriterion[], scores: Record<string, number>): number => {
  const result = rubricTotal(criteria, scores);
  if (!result.ok) throw new Error(`unexpected problems ${JSON.stringify(result.problems)}`);
  return result.total;
};

describe('rubricTotal', () => {
  it('weighs each score as a share of its maximum', () => {
    // 100 * (2 * 7/10 + 1 * 3/5 + 1 * 15/20) / (2 + 1 + 1) = 100 * (1.4 + 0.6 + 0.75) / 4 = 68.75
    const criteria = [
      { key: 'innovation', weight: 2, max: 10 },
      { key: 'design', weight: 1, max: 5 },
      { key: 'pitch', weight: 1, max: 20 },
    ];
    expect(total(criteria, { innovation: 7, design: 3, pitch: 15 })).toBe(68.75);
  });

  it('lets the weight, not the maximum, decide how much a criterion counts', () => {
    // 100 * (1 * 10/10 + 1 * 0/100) / 2 = 50
    expect(total([{ key: 'a', weight: 1, max: 10 }, { key: 'b', weight: 1, max: 100 }], { a: 10, b: 0 })).toBe(50);
    // 100 * (3 * 10/10 + 1 * 0/100) / 4 = 75
    expect(total([{ key: 'a', weight: 3, max: 10 }, { key: 'b', weight: 1, max: 100 }], { a: 10, b: 0 })).toBe(75);
  });

  it('gives 100 for full marks and 0 for none, and takes half points', () => {
    const criteria = [{ key: 'a', weight: 0.5, max: 7 }, { key: 'b', weight: 2.5, max: 3 }];
    expect(total(criteria, { a: 7, b: 3 })).toBe(100);
    expect(total(criteria, { a: 0, b: 0 })).toBe(0);
    // 100 * 7.5/10 = 75
    expect(total([{ key: 'a', weight: 1, max: 10 }], { a: 7.5 })).toBe(75);
  });

  it('rounds the total only, to 2 decimals, half away from zero', () => {
    expect(total([{ key: 'a', weight: 1, max: 3 }], { a: 1 })).toBe(33.33); // 33.333...
    expect(total([{ key: 'a', weight: 1, max: 3 }], { a: 2 })).toBe(66.67); // 66.666...
    // exactly 100 * (0/5 + 23/80) / 2 = 14.375, which floating point computes as 14.374999999999998
    expect((100 * (23 / 80)) / 2).toBeLessThan(14.375);
    expect(total([{ key: 'a', weight: 1, max: 5 }, { key: 'b', weight: 1, max: 80 }], { a: 0, b: 23 })).toBe(14.38);
    // only the total is rounded: 100 * (0/3 + 2/3) / 2 = 33.333... -> 33.33, where rounding the shares first
    // would give (0 + 66.67) / 2 = 33.335 -> 33.34
    expect(total([{ key: 'a', weight: 1, max: 3 }, { key: 'b', weight: 1, max: 3 }], { a: 0, b: 2 })).toBe(33.33);
  });

  it('lists every problem of a sheet, one per criterion, in rubric order, then unknown keys', () => {
    const criteria = [
      { key: 'missing', weight: 1, max: 10 },
      { key: 'nan', weight: 1, max: 10 },
      { key: 'infinite', weight: 1, max: 10 },
      { key: 'negative', weight: 1, max: 10 },
      { key: 'over', weight: 1, max: 10 },
      { key: 'fine', weight: 1, max: 10 },
      { key: 'atMax', weight: 1, max: 10 },
      { key: 'text', weight: 1, max: 10 },
      { key: 'null', weight: 1, max: 10 },
    ];
    const scores = { nan: Number.NaN, infinite: Number.POSITIVE_INFINITY, negative: -0.5, over: 10.5, fine: 4, atMax: 10, text: '7', null: null, typo: 3 };
    expect(rubricTotal(criteria, scores as unknown as Record<string, number>)).toEqual({
      ok: false,
      problems: [
        { key: 'missing', reason: 'missing' },
        { key: 'nan', reason: 'not-a-number' },
        { key: 'infinite', reason: 'not-a-number' },
        { key: 'negative', reason: 'below-zero' },
        { key: 'over', reason: 'above-max' },
        { key: 'text', reason: 'not-a-number' },
        { key: 'null', reason: 'missing' },
        { key: 'typo', reason: 'unknown-criterion' },
      ],
    });
  });

  it('does not take inherited properties for scores', () => {
    expect(rubricTotal([{ key: 'constructor', weight: 1, max: 10 }], {})).toEqual({ ok: false, problems: [{ key: 'constructor', reason: 'missing' }] });
    expect(total([{ key: 'constructor', weight: 1, max: 10 }], { constructor: 5 })).toBe(50);
  });

  it('reports the problems of the rubric itself before the sheet', () => {
    expect(rubricTotal([], {})).toEqual({ ok: false, problems: [{ key: null, reason: 'no-criteria' }] });
    expect(
      rubricTotal(
        [
          { key: 'a', weight: 0, max: 10 },
          { key: 'b', weight: 1, max: -1 },
          { key: 'c', weight: Number.NaN, max: Number.POSITIVE_INFINITY },
          { key: 'a', weight: 1, max: 10 },
        ],
        { a: 5, b: 1, c: 1 },
      ),
    ).toEqual({
      ok: false,
      problems: [
        { key: 'a', reason: 'weight-not-positive' },
        { key: 'b', reason: 'max-not-positive' },
        { key: 'c', reason: 'weight-not-positive' },
        { key: 'c', reason: 'max-not-positive' },
        { key: 'a', reason: 'duplicate-criterion' },
      ],
    });
    expect(rubricProblems([{ key: 'a', weight: 1, max: 10 }])).toEqual([]);
  });

  /** The exact total as a fraction of integers, rounded half away from zero to hundredths (BigInt, no floating point). */
  function exactTotal(criteria: { weight: number; max: number; score: number }[]): number {
    const common = criteria.reduce((product, { max }) => product * BigInt(max), 1n);
    const numerator = 100n * criteria.reduce((sum, { weight, max, score }) => sum + (BigInt(weight) * BigInt(score) * common) / BigInt(max), 0n);
    const denominator = common * criteria.reduce((sum, { weight }) => sum + BigInt(weight), 0n);
    const hundredths = (numerator * 200n + denominator) / (2n * denominator); // floor(x * 100 + 1/2), x >= 0
    return Number(hundredths) / 100;
  }

  it('equals the exact total rounded half away from zero (property, integer sheets)', () => {
    const criterion = fc
      .record({ weight: fc.integer({ min: 1, max: 5 }), max: fc.integer({ min: 1, max: 100 }), share: fc.double({ min: 0, max: 1, noNaN: true }) })
      .map(({ weight, max, share }) => ({ weight, max, score: Math.round(share * max) }));
    fc.assert(
      fc.property(fc.array(criterion, { minLength: 1, maxLength: 6 }), (sheet) => {
        const criteria = sheet.map(({ weight, max }, index) => ({ key: `c${index}`, weight, max }));
        const scores = Object.fromEntries(sheet.map(({ score }, index) => [`c${index}`, score]));
        const result = total(criteria, scores);
        expect(result).toBe(exactTotal(sheet));
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });
});
