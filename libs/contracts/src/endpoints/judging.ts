import { endpoint } from '../endpoint';
import type {
  AssignmentPlanResult,
  AssignRoundInput,
  ConflictInput,
  ConflictResult,
  CoverageAssignment,
  JudgeAssignment,
  JudgeSheetInput,
  JudgingCoverage,
  JudgingCoverageQuery,
  JudgingResults,
  JudgingResultsQuery,
  JudgingRound,
  JudgingRoundInput,
  JudgingRoundsPage,
  JudgingRoundsQuery,
  MyAssignments,
  PublishRoundInput,
  PublishRoundResult,
  ReopenInput,
  RubricTemplate,
  RubricTemplateInput,
  SwapJudgeInput,
  TeamRoundFeedback,
} from '../judging';

/**
 * The judged rounds (issue 27). Rounds, templates, assignment, coverage, results, publishing and
 * exports: admin and super admin. my-assignments, the sheet and conflicts: the judge, for its own
 * assignments only. Feedback: whoever reaches the team (the team, its mentor, its school admin,
 * its region admin, the back office). `id` is a round's or an assignment's `_id` (a UUID).
 */
export const JUDGING_API = {
  templates: endpoint<{ data: RubricTemplate[] }>()('GET', '/judging/rubric-templates'),
  /** Saves a rubric as a template; 409 when a template has the name (any case). */
  createTemplate: endpoint<{ data: RubricTemplate; body: RubricTemplateInput }>()('POST', '/judging/rubric-templates'),
  rounds: endpoint<{ data: JudgingRoundsPage; query: JudgingRoundsQuery }>()('GET', '/judging/rounds'),
  createRound: endpoint<{ data: JudgingRound; body: JudgingRoundInput }>()('POST', '/judging/rounds'),
  round: endpoint<{ data: JudgingRound }>()('GET', '/judging/rounds/:id'),
  /** Before assignment only (409 after). */
  updateRound: endpoint<{ data: JudgingRound; body: JudgingRoundInput }>()('PUT', '/judging/rounds/:id'),
  /**
   * Plans the assignment (balanced; never a judge of the team's school; of its region when the round
   * says so; never a declared conflict). dryRun: the plan only. Otherwise applies it: pairs already
   * sheeted (draft, submitted, conflict) are kept, pending pairs the plan drops are removed.
   */
  assign: endpoint<{ data: AssignmentPlanResult; body: AssignRoundInput }>()('POST', '/judging/rounds/:id/assign', { status: 200 }),
  coverage: endpoint<{ data: JudgingCoverage; query: JudgingCoverageQuery }>()('GET', '/judging/rounds/:id/coverage'),
  /** Another judge on this pair's team (pending or draft sheets only); audited. */
  swap: endpoint<{ data: CoverageAssignment; body: SwapJudgeInput }>()('POST', '/judging/assignments/:id/swap', { status: 200 }),
  /** A submitted sheet back to draft so its judge can correct it; audited with the reason. */
  reopen: endpoint<{ data: CoverageAssignment; body: ReopenInput }>()('POST', '/judging/assignments/:id/reopen', { status: 200 }),
  results: endpoint<{ data: JudgingResults; query: JudgingResultsQuery }>()('GET', '/judging/rounds/:id/results'),
  /** The chosen score becomes each scored team's phase score (whole number); audited; the team, its mentor and its school admin are notified. Again after a reopen: republished. */
  publish: endpoint<{ data: PublishRoundResult; body: PublishRoundInput }>()('POST', '/judging/rounds/:id/publish', { status: 200 }),
  /** Every sheet: one row per (team, judge, criterion). */
  exportScores: endpoint<{ data: Blob }>()('GET', '/judging/rounds/:id/export/scores', { kind: 'csv' }),
  /** One row per team: judges' totals, mean, normalised, spread, flag, ranks. */
  exportResults: endpoint<{ data: Blob }>()('GET', '/judging/rounds/:id/export/results', { kind: 'csv' }),
  /** The judge's rounds and sheets. */
  myAssignments: endpoint<{ data: MyAssignments }>()('GET', '/judging/my-assignments'),
  /** Saves the judge's sheet as a draft, or submits it (locked); a submit with a submissionId already applied answers the sheet again. */
  saveSheet: endpoint<{ data: JudgeAssignment; body: JudgeSheetInput }>()('PUT', '/judging/assignments/:id'),
  /** The judge knows the team: the team goes to another judge; the admin sees the reason on the board. */
  conflict: endpoint<{ data: ConflictResult; body: ConflictInput }>()('POST', '/judging/assignments/:id/conflict', { status: 200 }),
  /** `id`: the team's `_id` or Team ID. The published rounds of the team: score, rank, shared comments. */
  teamFeedback: endpoint<{ data: TeamRoundFeedback[] }>()('GET', '/judging/teams/:id/feedback'),
} as const;
