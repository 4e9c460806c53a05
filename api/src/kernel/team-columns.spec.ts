import { getTableColumns } from 'drizzle-orm';
import { teams } from '../database/schema';
import { SAFE_TEAM_COLUMNS, TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS, toTeamPhaseFields } from './team-columns';

// the language is the team's own preference, read by its session only (issue 24)
const SECRET = ['passwordHash', 'metadata', 'language'];

describe('team columns', () => {
  it('offers every column of teams except the password hash, the metadata and the language', () => {
    const expected = Object.keys(getTableColumns(teams)).filter((name) => !SECRET.includes(name));
    expect(Object.keys(SAFE_TEAM_COLUMNS).sort()).toEqual(expected.sort());
  });

  it('maps each name to the column of that name', () => {
    const columns = getTableColumns(teams) as Record<string, unknown>;
    for (const group of [SAFE_TEAM_COLUMNS, TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS]) {
      for (const [name, column] of Object.entries(group)) expect(column).toBe(columns[name]);
    }
  });

  it('shows a phase row as the contracts do: scores grouped, the elimination time in ISO', () => {
    const row = {
      status: 'ELIMINATED' as const,
      currentPhase: 2,
      phase1Qualified: true,
      phase2Qualified: false,
      finalistQualified: false,
      phase1Score: 40,
      phase2Score: null,
      phase3Score: null,
      totalScore: 40,
      eliminatedAt: new Date('2025-08-14T10:00:00Z'),
      eliminationReason: 'Below the cut',
    };
    expect(toTeamPhaseFields(row)).toEqual({
      status: 'ELIMINATED',
      currentPhase: 2,
      phase1Qualified: true,
      phase2Qualified: false,
      finalistQualified: false,
      phaseScores: { phase1: 40, phase2: null, phase3: null },
      totalScore: 40,
      eliminatedAt: '2025-08-14T10:00:00.000Z',
      eliminationReason: 'Below the cut',
    });
    // drivers may hand back a timestamp as text
    expect(toTeamPhaseFields({ ...row, eliminatedAt: '2025-08-14 10:00:00+00' }).eliminatedAt).toBe('2025-08-14T10:00:00.000Z');
    expect(toTeamPhaseFields({ ...row, eliminatedAt: null }).eliminatedAt).toBeNull();
  });
});
