import { auditDiff } from './audit';

describe('auditDiff', () => {
  it('keeps only the fields that changed, on both sides', () => {
    expect(auditDiff({ teamName: 'A', category: 'jr', status: 'ACTIVE' }, { teamName: 'B', category: 'jr', status: 'ACTIVE' })).toEqual({
      before: { teamName: 'A' },
      after: { teamName: 'B' },
    });
  });

  it('is null when nothing changed, whatever the key order of nested objects (jsonb reorders keys) or Date vs text', () => {
    const at = new Date('2025-08-20T10:00:00.000Z');
    expect(auditDiff({ details: { b: 1, a: [1, { y: 2, x: 1 }] }, at }, { details: { a: [1, { x: 1, y: 2 }], b: 1 }, at: at.toISOString() })).toBeNull();
  });

  it('sees a change inside a list (order matters there) and a field that appears or disappears', () => {
    expect(auditDiff({ members: [1, 2] }, { members: [2, 1] })).toEqual({ before: { members: [1, 2] }, after: { members: [2, 1] } });
    expect(auditDiff({ assignedMentor: null }, { assignedMentor: { _id: 'm1' } })).toEqual({ before: { assignedMentor: null }, after: { assignedMentor: { _id: 'm1' } } });
    expect(auditDiff({}, { teamEmail: 'a@b.test' })).toEqual({ before: { teamEmail: null }, after: { teamEmail: 'a@b.test' } });
  });
});
