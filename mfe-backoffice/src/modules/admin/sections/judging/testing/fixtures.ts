import {
  DEFAULT_RUBRIC,
  paginationOf,
  type AssignmentPlanResult,
  type Judge,
  type JudgingCoverage,
  type JudgingResults,
  type JudgingRound,
  type RubricTemplate,
} from '@hackathon/contracts';

/** What the Judging specs serve: a draft round, the same round assigned, judges, a plan, a board and results. */

const AT = '2026-11-28T05:00:00.000Z';

export const DRAFT_ROUND: JudgingRound = {
  _id: 'r1',
  name: 'Regional round',
  phase: 2,
  categories: [],
  regions: [],
  zones: [],
  schoolCodes: [],
  criteria: DEFAULT_RUBRIC.map((c) => ({ ...c, name: { ...c.name }, description: { ...c.description } })),
  judgeIds: ['j1', 'j2', 'j3'],
  judges: [
    { _id: 'j1', name: 'Asha Verma' },
    { _id: 'j2', name: 'Ravi Kumar' },
    { _id: 'j3', name: 'Meera Iyer' },
  ],
  judgesPerTeam: 2,
  blind: true,
  excludeSameRegion: false,
  shareComments: false,
  disagreementThreshold: 25,
  deadline: '2030-12-01T11:30:00.000Z',
  status: 'draft',
  teamCount: 0,
  assignedAt: null,
  publishedAt: null,
  publishedScore: null,
  createdAt: AT,
  updatedAt: AT,
};

export const ASSIGNED_ROUND: JudgingRound = { ...DRAFT_ROUND, _id: 'r2', status: 'assigned', teamCount: 2, assignedAt: AT };

export const TEMPLATES: RubricTemplate[] = [
  { _id: 'default', name: 'AI/ML hackathon', criteria: DRAFT_ROUND.criteria, builtIn: true, createdAt: null },
  { _id: 't2', name: 'Pitch only', criteria: [{ key: 'pitch', name: { en: 'Pitch', hi: 'प्रस्तुति' }, description: { en: '', hi: '' }, weight: 1, max: 10 }], builtIn: false, createdAt: AT },
];

const judge = (id: string, name: string, homeRegion: string): Judge => ({
  _id: id,
  name,
  email: `${id}@judges.example.org`,
  organisation: 'IIT Delhi',
  expertise: 'Machine learning',
  homeRegion,
  schoolCode: null,
  schoolName: null,
  isActive: true,
  account: { state: 'active', invitedAt: AT, lastSignInAt: AT },
  createdAt: AT,
  updatedAt: AT,
});

export const JUDGES: Judge[] = [judge('j1', 'Asha Verma', 'Agra'), judge('j2', 'Ravi Kumar', 'Delhi'), judge('j3', 'Meera Iyer', 'Chennai')];

/** One page of GET /admin/judges for a search: the names holding the term (the server's search). */
export function judgesPage(search: string | undefined) {
  const found = JUDGES.filter((j) => !search || j.name.toLowerCase().includes(search.toLowerCase()));
  return { judges: found, pagination: paginationOf(1, 20, found.length) };
}

export function plan(applied: boolean): AssignmentPlanResult {
  return {
    applied,
    teamCount: 18,
    judgeCount: 3,
    pairCount: 36,
    sameSchoolPairs: 0,
    sameRegionPairs: 4,
    minLoad: 12,
    maxLoad: 12,
    loads: [
      { judgeId: 'j1', name: 'Asha Verma', load: 12 },
      { judgeId: 'j2', name: 'Ravi Kumar', load: 12 },
      { judgeId: 'j3', name: 'Meera Iyer', load: 12 },
    ],
    shortfalls: [],
  };
}

export const COVERAGE: JudgingCoverage = {
  completion: { submitted: 1, assigned: 3, teamsComplete: 0, teamCount: 2 },
  judges: [
    { judgeId: 'j1', name: 'Asha Verma', submitted: 1, assigned: 2, conflicts: 0 },
    { judgeId: 'j2', name: 'Ravi Kumar', submitted: 0, assigned: 1, conflicts: 1 },
    { judgeId: 'j3', name: 'Meera Iyer', submitted: 0, assigned: 0, conflicts: 0 },
  ],
  teams: [
    {
      teamUuid: 'team-1',
      teamId: 'A1001J01',
      teamName: 'Code Crafters',
      category: 'jr',
      schoolCode: '1001',
      region: 'Agra',
      submitted: 1,
      assigned: 1,
      assignments: [
        { assignmentId: 'a1', judgeId: 'j1', judgeName: 'Asha Verma', state: 'submitted', conflictReason: null, total: 72.5 },
        { assignmentId: 'a2', judgeId: 'j2', judgeName: 'Ravi Kumar', state: 'conflict', conflictReason: 'I mentored this team last year', total: null },
      ],
    },
  ],
  pagination: paginationOf(1, 50, 1),
};

export const RESULTS: JudgingResults = {
  scale: { mean: 61.5, sd: 12.25, totalCount: 36 },
  disagreementThreshold: 25,
  flaggedCount: 1,
  judges: [
    { judgeId: 'j1', name: 'Asha Verma', teamCount: 12, mean: 70, sd: 8, informative: true },
    { judgeId: 'j2', name: 'Ravi Kumar', teamCount: 12, mean: 52, sd: 10, informative: true },
  ],
  teams: [
    {
      teamUuid: 'team-1',
      teamId: 'A1001J01',
      teamName: 'Code Crafters',
      category: 'jr',
      schoolCode: '1001',
      region: 'Agra',
      zone: 'N',
      judgeTotals: [
        { judgeId: 'j1', judgeName: 'Asha Verma', total: 90 },
        { judgeId: 'j2', judgeName: 'Ravi Kumar', total: 55 },
      ],
      mean: 72.5,
      normalised: 74.12,
      spread: 35,
      flagged: true,
      ranks: { mean: { category: 2, region: 1, zone: 3 }, normalised: { category: 1, region: 1, zone: 1 } },
    },
  ],
  pagination: paginationOf(1, 50, 1),
};
