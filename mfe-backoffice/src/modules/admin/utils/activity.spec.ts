import type { ActivityEntry } from '@hackathon/contracts';
import {
  activityActionOptions,
  activityActor,
  activityChanges,
  activityRequestQuery,
  changedFields,
  dateFilterValue,
  dateRangeProblem,
  entityText,
  schoolText,
  showValue,
} from './activity';
import { ACTIVITY_ENTRY } from '../../shared/testing/fixtures';

const entry: ActivityEntry = {
  ...ACTIVITY_ENTRY,
  before: { email: 'old@example.org', contactNumber: '9876543210', tags: ['a'] },
  after: { email: 'new@example.org', contactNumber: '9876543210', tags: ['a', 'b'], updatedAt: '2025-08-21T11:00:00.000Z' },
};

describe('activityChanges', () => {
  it('lists every field of either side and marks the changed ones', () => {
    expect(activityChanges(entry)).toEqual([
      { field: 'email', before: 'old@example.org', after: 'new@example.org', changed: true },
      { field: 'contactNumber', before: '9876543210', after: '9876543210', changed: false },
      { field: 'tags', before: '["a"]', after: '["a","b"]', changed: true },
      { field: 'updatedAt', before: '—', after: '2025-08-21T11:00:00.000Z', changed: true },
    ]);
    expect(changedFields(entry)).toEqual(['email', 'tags', 'updatedAt']);
  });

  it('reads a creation (no before) and a deletion (no after)', () => {
    expect(activityChanges({ before: null, after: { teamName: 'Alpha' } })).toEqual([{ field: 'teamName', before: '—', after: 'Alpha', changed: true }]);
    expect(activityChanges({ before: { teamName: 'Alpha' }, after: null })).toEqual([{ field: 'teamName', before: 'Alpha', after: '—', changed: true }]);
    expect(activityChanges({ before: null, after: null })).toEqual([]);
  });

  it('shows values as text', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue(false)).toBe('false');
    expect(showValue(0)).toBe('0');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('who did it', () => {
  it('prefers the name, then the label, then the role', () => {
    expect(activityActor(entry)).toBe('Platform Admin');
    expect(activityActor({ ...entry, actorName: null })).toBe('admin@hackathon.local');
    expect(activityActor({ ...entry, actorName: ' ', actorLabel: '' })).toBe('admin');
  });
});

describe('activity filters', () => {
  it('sends the search box as the person filter', () => {
    expect(activityRequestQuery({ page: 1, limit: 50, search: 'asha', action: 'team' })).toEqual({ page: 1, limit: 50, person: 'asha', action: 'team' });
    expect(activityRequestQuery({ page: 2, limit: 25 })).toEqual({ page: 2, limit: 25 });
  });

  it('offers each domain, then each action', () => {
    const options = activityActionOptions({ 'team.updated': 'Team edited', 'phase.eliminated': 'Eliminated', 'team.deleted': 'Team deleted' });
    expect(options).toEqual([
      { value: 'team', label: 'All team actions' },
      { value: 'phase', label: 'All phase actions' },
      { value: 'team.updated', label: 'Team edited' },
      { value: 'phase.eliminated', label: 'Eliminated' },
      { value: 'team.deleted', label: 'Team deleted' },
    ]);
  });

  it('keeps only real dates, and refuses a range that ends before it starts', () => {
    expect(dateFilterValue('2025-08-21')).toBe('2025-08-21');
    expect(dateFilterValue('2025-02-30')).toBe('');
    expect(dateFilterValue('21/08/2025')).toBe('');
    expect(dateFilterValue('')).toBe('');
    expect(dateRangeProblem('2025-08-22', '2025-08-21')).toBe(true);
    expect(dateRangeProblem('2025-08-21', '2025-08-21')).toBe(false);
    expect(dateRangeProblem('', '2025-08-21')).toBe(false);
  });

  it('names the record and its school as people do, the stored id only as a last resort (issue 25)', () => {
    const team = { entityType: 'team', entityId: '05cf3612-0000-4000-8000-000000000001' };
    expect(entityText({ ...team, entityRef: 'A1001JR1', entityName: 'Robo Kids' })).toBe('team A1001JR1 (Robo Kids)');
    expect(entityText({ ...team, entityRef: 'A1001JR1', entityName: null })).toBe('team A1001JR1');
    expect(entityText({ entityType: 'notification', entityId: 'n-1', entityRef: null, entityName: 'Bootcamp moved' })).toBe('notification: Bootcamp moved');
    expect(entityText({ ...team, entityRef: null, entityName: null })).toBe(`team ${team.entityId}`);
    expect(schoolText({ schoolCode: '1001', schoolName: 'PM SHRI KV Agra Cantt' })).toBe('1001 · PM SHRI KV Agra Cantt');
    expect(schoolText({ schoolCode: '1001', schoolName: null })).toBe('1001');
    expect(schoolText({ schoolCode: null, schoolName: null })).toBe('');
  });
});
