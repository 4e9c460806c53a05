import { getTableColumns } from 'drizzle-orm';
import { teams } from './schema';
import { SAFE_TEAM_COLUMNS, TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS } from './team-columns';

const SECRET = ['passwordHash', 'failedLoginCount', 'lockedUntil', 'metadata'];

describe('team columns', () => {
  it('offers every column of teams except the password hash, the lock counters and the metadata', () => {
    const expected = Object.keys(getTableColumns(teams)).filter((name) => !SECRET.includes(name));
    expect(Object.keys(SAFE_TEAM_COLUMNS).sort()).toEqual(expected.sort());
  });

  it('maps each name to the column of that name', () => {
    const columns = getTableColumns(teams) as Record<string, unknown>;
    for (const group of [SAFE_TEAM_COLUMNS, TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS]) {
      for (const [name, column] of Object.entries(group)) expect(column).toBe(columns[name]);
    }
  });
});
