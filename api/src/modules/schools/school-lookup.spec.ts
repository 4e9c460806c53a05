import type { SchoolRow } from '../../kernel';
import { likeContains, toSchoolLookup } from './school-lookup';

describe('toSchoolLookup', () => {
  it("applies the spec's defaults to blanks", () => {
    const row = { code: '1', name: 'KV', district: ' ', state: '', region: '', zone: '', city: '', contactNumber: '', email: '', createdAt: new Date() } as SchoolRow;
    expect(toSchoolLookup(row)).toEqual({ kvCode: '1', kvName: 'KV', district: 'Unknown', state: 'Unknown', region: 'Unknown', zone: 'N', contactNumber: '', email: '' });
  });

  it('escapes LIKE wildcards', () => {
    expect(likeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
