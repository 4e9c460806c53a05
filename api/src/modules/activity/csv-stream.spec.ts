import { guardCell } from './csv-stream';

describe('guardCell (CSV formula injection)', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\t=cmd', '\r=cmd'])('writes %j as text with a leading apostrophe', (value) => {
    expect(guardCell(value)).toBe(`'${value}`);
  });

  it('leaves other text, numbers, booleans and empty cells as they are', () => {
    expect(guardCell('Kendriya Vidyalaya, = sign inside')).toBe('Kendriya Vidyalaya, = sign inside');
    expect(guardCell('केन्द्रीय विद्यालय')).toBe('केन्द्रीय विद्यालय');
    expect(guardCell(-5)).toBe('-5');
    expect(guardCell(true)).toBe('true');
    expect(guardCell(null)).toBe('');
    expect(guardCell(undefined)).toBe('');
  });
});
