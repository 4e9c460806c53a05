import { newReferenceNumber, REFERENCE_NUMBER_PATTERN } from './reference-number';

describe('newReferenceNumber', () => {
  it('has the HACK25-<code>-<6 chars> shape with the school code upper-cased', () => {
    const ref = newReferenceNumber('kv1234');
    expect(ref).toMatch(REFERENCE_NUMBER_PATTERN);
    expect(ref.startsWith('HACK25-KV1234-')).toBe(true);
  });

  it('uses no ambiguous characters and varies between calls', () => {
    const refs = new Set(Array.from({ length: 200 }, () => newReferenceNumber('1001')));
    expect(refs.size).toBeGreaterThan(190);
    for (const ref of refs) expect(ref.slice(-6)).not.toMatch(/[01ILO]/);
  });
});
