import type { RubricCriterionDef } from '@hackathon/contracts';
import { checkScore, readScores, totalText, weightedTotal } from './score';

const criterion = (key: string, weight: number, max: number): RubricCriterionDef => ({ key, weight, max, name: { en: key, hi: key }, description: { en: '', hi: '' } });
const rubric = [criterion('problem', 3, 10), criterion('ai-use', 3, 10), criterion('prototype', 2, 10), criterion('presentation', 2, 10)];

describe('a score sheet', () => {
  it('reads a score from 0 to the maximum in half points, and nothing typed as not scored', () => {
    expect(checkScore('', 10)).toEqual({ kind: 'empty' });
    expect(checkScore('  ', 10)).toEqual({ kind: 'empty' });
    expect(checkScore('0', 10)).toEqual({ kind: 'ok', value: 0 });
    expect(checkScore('7.5', 10)).toEqual({ kind: 'ok', value: 7.5 });
    expect(checkScore('7,5', 10)).toEqual({ kind: 'ok', value: 7.5 });
    expect(checkScore('10', 10)).toEqual({ kind: 'ok', value: 10 });
    for (const wrong of ['10.5', '-0.5', '7.3', 'seven', '1e9']) expect([wrong, checkScore(wrong, 10).kind]).toEqual([wrong, 'invalid']);
  });

  it('weights each criterion by its maximum: 100 * Σ(w·s/max) / Σw, to 2 decimals', () => {
    expect(weightedTotal(rubric, { problem: 10, 'ai-use': 10, prototype: 10, presentation: 10 })).toBe(100);
    expect(weightedTotal(rubric, { problem: 0, 'ai-use': 0, prototype: 0, presentation: 0 })).toBe(0);
    // (3*0.75 + 3*0.6 + 2*0.85 + 2*0.5) / 10 = 0.675
    expect(weightedTotal(rubric, { problem: 7.5, 'ai-use': 6, prototype: 8.5, presentation: 5 })).toBe(67.5);
    // maxima differ: 100 * (1 * 1/3 + 1 * 2.5/5) / 2 = 41.666… → 41.67
    expect(weightedTotal([criterion('a', 1, 3), criterion('b', 1, 5)], { a: 1, b: 2.5 })).toBe(41.67);
  });

  it('counts a criterion not scored yet as 0, and shows two decimals', () => {
    expect(weightedTotal(rubric, { problem: 10 })).toBe(30);
    expect(totalText(30)).toBe('30.00');
    expect(totalText(41.67)).toBe('41.67');
  });

  it('reads all the fields at once: the scores to send, the fields to correct, whether all are scored', () => {
    expect(readScores(rubric, { problem: '7', 'ai-use': '', prototype: '11' })).toEqual({ scores: { problem: 7 }, invalid: ['prototype'], complete: false });
    expect(readScores(rubric.slice(0, 2), { problem: '7', 'ai-use': '0' })).toEqual({ scores: { problem: 7, 'ai-use': 0 }, invalid: [], complete: true });
  });
});
