import type { JudgeAssignment, JudgeRound, JudgeSheetInput, MyAssignments, RubricCriterionDef } from '@hackathon/contracts';
import { ok, type FakeApi, type FakeReply, type RecordedRequest } from '@hackathon/ui/testing';
import { weightedTotal } from '../utils/score';

/**
 * The judge's side of the judging API for component specs: a stateful stand-in for
 * /judging/my-assignments, the sheet and conflicts, over FakeApi. `failNext` answers the next sheet
 * saves with a reply of the test's choosing (a dropped venue connection is a 503 here).
 */

export const CRITERIA: RubricCriterionDef[] = [
  { key: 'problem', name: { en: 'Problem and impact', hi: 'समस्या और प्रभाव' }, description: { en: 'How real the problem is.', hi: 'समस्या कितनी वास्तविक है।' }, weight: 3, max: 10 },
  { key: 'prototype', name: { en: 'Working prototype', hi: 'कार्यशील प्रोटोटाइप' }, description: { en: 'How much of it works.', hi: 'इसका कितना भाग काम करता है।' }, weight: 1, max: 5 },
];

const UPDATED = '2026-12-01T04:30:00.000Z';

function sheet(id: string, teamId: string, teamName: string, over: Partial<JudgeAssignment> = {}): JudgeAssignment {
  return {
    _id: id,
    roundId: 'r1',
    state: 'pending',
    team: { teamId, teamName, category: 'jr', memberCount: 3, classes: [9, 10], schoolName: null },
    scores: {},
    comment: '',
    privateNote: '',
    total: null,
    submittedAt: null,
    updatedAt: UPDATED,
    ...over,
  };
}

/** Two rounds: a blind one with a pending, a draft and a submitted sheet, and an open one naming the school. */
export function judgeData(): MyAssignments {
  const regional: JudgeRound = {
    _id: 'r1',
    name: 'Regional round',
    phase: 2,
    deadline: '2026-12-05T11:30:00.000Z',
    blind: true,
    criteria: CRITERIA,
    assignments: [
      sheet('a1', 'A1001JR1', 'Pixel Pioneers'),
      sheet('a2', 'A1002SR1', 'Neural Knights', { state: 'draft', team: { teamId: 'A1002SR1', teamName: 'Neural Knights', category: 'sr', memberCount: 4, classes: [11, 12], schoolName: null }, scores: { problem: 6 } }),
      sheet('a3', 'A1003JR2', 'Data Dynamos', { state: 'submitted', scores: { problem: 8, prototype: 4.5 }, total: 82.5, comment: 'Well explained', submittedAt: '2026-12-02T06:00:00.000Z' }),
    ],
  };
  const finale: JudgeRound = {
    ...regional,
    _id: 'r2',
    name: 'National finale',
    phase: 3,
    blind: false,
    assignments: [sheet('b1', 'A2001SR1', 'Solar Sparks', { roundId: 'r2', team: { teamId: 'A2001SR1', teamName: 'Solar Sparks', category: 'sr', memberCount: 2, classes: [12], schoolName: 'PM SHRI KV No. 2 Delhi' } })],
  };
  return { judgeName: 'Dr. Anita Rao', rounds: [regional, finale] };
}

export interface JudgeServer {
  data: MyAssignments;
  /** Replies for the next sheet saves, used up in order. */
  failNext: FakeReply[];
  puts: () => RecordedRequest[];
}

/** Serves the judge's endpoints from `data`, applying saves, submits and conflicts to it. */
export function serveJudge(api: FakeApi, data: MyAssignments = judgeData()): JudgeServer {
  const server: JudgeServer = { data, failNext: [], puts: () => api.requests.filter((r) => r.method === 'PUT') };
  const find = (id: string) => server.data.rounds.flatMap((round) => round.assignments.map((a) => ({ round, a }))).find(({ a }) => a._id === id);
  api.reset((request) => {
    if (request.method === 'GET' && request.url === '/api/judging/my-assignments') return ok(server.data);
    const saved = /^\/api\/judging\/assignments\/([^/]+)$/.exec(request.url);
    if (request.method === 'PUT' && saved) {
      const failure = server.failNext.shift();
      if (failure) return failure;
      const found = find(saved[1]!);
      if (!found) return undefined;
      const body = request.body as JudgeSheetInput;
      const complete = found.round.criteria.every((c) => body.scores[c.key] !== undefined);
      Object.assign(found.a, {
        scores: body.scores,
        comment: body.comment ?? '',
        privateNote: body.privateNote ?? '',
        state: body.submit ? 'submitted' : 'draft',
        total: complete ? weightedTotal(found.round.criteria, body.scores) : null,
        submittedAt: body.submit ? '2026-12-03T09:15:00.000Z' : null,
        updatedAt: new Date().toISOString(),
      });
      return ok(found.a, body.submit ? 'Score submitted' : 'Draft saved');
    }
    const conflict = /^\/api\/judging\/assignments\/([^/]+)\/conflict$/.exec(request.url);
    if (request.method === 'POST' && conflict) {
      const found = find(conflict[1]!);
      if (!found) return undefined;
      found.round.assignments = found.round.assignments.filter((a) => a._id !== found.a._id);
      return ok({ replaced: true }, 'Conflict recorded: the team goes to another judge');
    }
    return undefined;
  });
  return server;
}
