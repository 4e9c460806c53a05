/**
 * The judged rounds (issue 27, "Rounds and rubrics", "The judge's screen", "Results"): rubric
 * templates, rounds, the balanced assignment, the judges' sheets, the coverage board, the results
 * with the normalised score, publishing into the teams' phase scores, and the teams' feedback.
 * How a total and the normalised score are computed: docs/adr/0012-judging.md.
 */
import english from '@hackathon/catalogue/compiled/en/api.json';
import type { Category } from './constants';
import { messageTable } from './i18n/define';
import { loadCatalogue, translate } from './i18n/translate';
import type { ListQuery, Pagination } from './paging';

loadCatalogue('en', english);

/** A text written in both languages (the rubric's names and descriptions are the organisers' own words). */
export interface BilingualText {
  en: string;
  hi: string;
}

/** The phases a round may judge. */
export type JudgingPhase = 1 | 2 | 3;

/**
 * One criterion of a rubric: a stable key, its name and description in both languages, a weight
 * (relative importance, > 0) and a maximum (> 0; the lowest score is 0; half points allowed).
 */
export interface RubricCriterionDef {
  key: string;
  name: BilingualText;
  description: BilingualText;
  weight: number;
  max: number;
}

export const RUBRIC_LIMITS = { criteriaMax: 12, keyMax: 40, nameMax: 80, descriptionMax: 400, weightMax: 100, maxMax: 100, templateNameMax: 80 } as const;
/**
 * A criterion's key: lower-case letters, digits and hyphens, starting with a letter; never a
 * name the API's input guard removes from every body (`prototype`, `constructor`).
 */
export const RUBRIC_KEY_PATTERN = /^(?!(?:prototype|constructor)$)[a-z][a-z0-9-]*$/;

/** The default rubric that ships with the event configuration (an AI/ML school hackathon's four usual criteria). */
export const DEFAULT_RUBRIC: readonly RubricCriterionDef[] = [
  {
    key: 'problem',
    name: { en: 'Problem and impact', hi: 'समस्या और प्रभाव' },
    description: { en: 'How real and important the problem is, and how much the solution would help the people who have it.', hi: 'समस्या कितनी वास्तविक और महत्वपूर्ण है, और समाधान उससे प्रभावित लोगों की कितनी सहायता करेगा।' },
    weight: 3,
    max: 10,
  },
  {
    key: 'ai-use',
    name: { en: 'Use of AI and data', hi: 'AI और डेटा का उपयोग' },
    description: { en: 'Whether AI is the right tool here, how the data was gathered and checked, and how well the model works.', hi: 'क्या यहाँ AI सही साधन है, डेटा कैसे एकत्र और जाँचा गया, और मॉडल कितना अच्छा काम करता है।' },
    weight: 3,
    max: 10,
  },
  {
    key: 'working-model',
    name: { en: 'Working prototype', hi: 'कार्यशील प्रोटोटाइप' },
    description: { en: 'How much of the idea works in the demonstration, and how carefully it was built.', hi: 'प्रदर्शन में विचार का कितना भाग काम करता है, और उसे कितनी सावधानी से बनाया गया है।' },
    weight: 2,
    max: 10,
  },
  {
    key: 'presentation',
    name: { en: 'Presentation', hi: 'प्रस्तुति' },
    description: { en: 'How clearly the team explains its work and answers questions; every member takes part.', hi: 'टीम अपने कार्य को कितनी स्पष्टता से समझाती है और प्रश्नों के उत्तर देती है; हर सदस्य भाग लेता है।' },
    weight: 2,
    max: 10,
  },
];

// ---- rubric templates: /judging/rubric-templates ----

export interface RubricTemplate {
  /** 'default' for the one that ships with the event configuration; otherwise a UUID. */
  _id: string;
  name: string;
  criteria: RubricCriterionDef[];
  /** The event configuration's template: read only. */
  builtIn: boolean;
  createdAt: string | null;
}

export interface RubricTemplateInput {
  name: string;
  criteria: RubricCriterionDef[];
}

// ---- rounds: /judging/rounds ----

export const JUDGING_SCORE_CHOICES = ['normalised', 'mean'] as const;
export type JudgingScoreChoice = (typeof JUDGING_SCORE_CHOICES)[number];

/** draft: editable, not assigned; assigned: judges are scoring; published: its scores are the teams' phase scores (it can be published again). */
export type JudgingRoundStatus = 'draft' | 'assigned' | 'published';

export const JUDGES_PER_TEAM_MAX = 10;
export const JUDGING_ROUND_LIMITS = { nameMax: 120, commentMax: 2000, noteMax: 2000, conflictReasonMax: 300, schoolCodesMax: 500 } as const;

/** `POST /judging/rounds` (and `PUT` before assignment: the same fields). */
export interface JudgingRoundInput {
  name: string;
  phase: JudgingPhase;
  /** Empty or absent: both categories. */
  categories?: Category[];
  /** Region names (any case); empty or absent: every region. */
  regions?: string[];
  /** Zone codes (N, S, E, W, C); empty or absent: every zone. */
  zones?: string[];
  /** School codes (a zonal venue's schools, a pilot); empty or absent: every school. At most JUDGING_ROUND_LIMITS.schoolCodesMax. */
  schoolCodes?: string[];
  /** The rubric: its criteria (copied into the round). */
  criteria: RubricCriterionDef[];
  /** The judges taking part (each an active judge's `_id`). */
  judgeIds: string[];
  /** Default 3. */
  judgesPerTeam?: number;
  /** Default true: the judges do not see the school's name. */
  blind?: boolean;
  /** Default false: when true, no judge scores a team of its own home region. */
  excludeSameRegion?: boolean;
  /** Default false: when true, the judges' comments are shown to the teams once published. */
  shareComments?: boolean;
  /** A team whose judges' totals spread over this is flagged for review; default 25. */
  disagreementThreshold?: number;
  /** ISO date-time: after it, the judges can no longer save or submit. */
  deadline: string;
}

export interface JudgingRound {
  _id: string;
  name: string;
  phase: JudgingPhase;
  categories: Category[];
  regions: string[];
  zones: string[];
  schoolCodes: string[];
  criteria: RubricCriterionDef[];
  judgeIds: string[];
  /** The judges taking part, by name (the form's chips). */
  judges: { _id: string; name: string }[];
  judgesPerTeam: number;
  blind: boolean;
  excludeSameRegion: boolean;
  shareComments: boolean;
  disagreementThreshold: number;
  deadline: string;
  status: JudgingRoundStatus;
  /** Teams with at least one assignment (0 before assignment). */
  teamCount: number;
  assignedAt: string | null;
  publishedAt: string | null;
  publishedScore: JudgingScoreChoice | null;
  createdAt: string;
  updatedAt: string;
}

export const JUDGING_ROUND_SORTS = ['createdAt', 'name', 'deadline'] as const;
export type JudgingRoundsQuery = ListQuery<(typeof JUDGING_ROUND_SORTS)[number]>;
export interface JudgingRoundsPage {
  rounds: JudgingRound[];
  pagination: Pagination;
}

// ---- assignment: POST /judging/rounds/{id}/assign ----

export interface AssignRoundInput {
  /** true: the plan only, nothing is written. */
  dryRun?: boolean;
}

export interface JudgeLoad {
  judgeId: string;
  name: string;
  load: number;
}

/** The plan (dry run) or what was applied. Pairs already scored or swapped by the admin are kept. */
export interface AssignmentPlanResult {
  applied: boolean;
  teamCount: number;
  judgeCount: number;
  pairCount: number;
  /** Pairs of the plan where the judge is of the team's school: always 0 (shown as the check it is). */
  sameSchoolPairs: number;
  /** Pairs where the judge is of the team's region (0 when the round excludes it). */
  sameRegionPairs: number;
  minLoad: number;
  maxLoad: number;
  loads: JudgeLoad[];
  /** Teams with fewer judges than asked (not enough eligible judges). */
  shortfalls: { teamId: string; teamName: string; assigned: number }[];
}

/** `POST /judging/assignments/{id}/swap` (admin): another judge on this team; absent: the best eligible judge. */
export interface SwapJudgeInput {
  judgeId?: string;
}

// ---- coverage: GET /judging/rounds/{id}/coverage ----

export const JUDGING_ASSIGNMENT_STATES = ['pending', 'draft', 'submitted', 'conflict'] as const;
export type JudgingAssignmentState = (typeof JUDGING_ASSIGNMENT_STATES)[number];

export interface CoverageAssignment {
  assignmentId: string;
  judgeId: string;
  judgeName: string;
  state: JudgingAssignmentState;
  /** The judge's reason when it declared a conflict. */
  conflictReason: string | null;
  total: number | null;
}

export interface TeamCoverage {
  teamUuid: string;
  teamId: string;
  teamName: string;
  category: Category;
  schoolCode: string;
  region: string;
  /** Submitted sheets of the assigned judges (conflicts not counted as assigned). */
  submitted: number;
  assigned: number;
  assignments: CoverageAssignment[];
}

export interface JudgeCoverage {
  judgeId: string;
  name: string;
  submitted: number;
  assigned: number;
  conflicts: number;
}

export const JUDGING_COVERAGE_SORTS = ['teamId', 'teamName', 'progress'] as const;
export interface JudgingCoverageQuery extends ListQuery<(typeof JUDGING_COVERAGE_SORTS)[number]> {
  /** 'incomplete': teams with a sheet not yet submitted. */
  state?: 'incomplete' | 'complete';
}

export interface JudgingCoverage {
  completion: { submitted: number; assigned: number; teamsComplete: number; teamCount: number };
  judges: JudgeCoverage[];
  teams: TeamCoverage[];
  pagination: Pagination;
}

// ---- the judge: GET /judging/my-assignments, PUT /judging/assignments/{id} ----

/** A team as its judge sees it: what judging needs, the school only when the round is not blind. */
export interface JudgedTeam {
  teamId: string;
  teamName: string;
  category: Category;
  memberCount: number;
  /** The members' classes, ascending. */
  classes: number[];
  /** null when the round is blind. */
  schoolName: string | null;
}

export interface JudgeAssignment {
  _id: string;
  roundId: string;
  state: Exclude<JudgingAssignmentState, 'conflict'>;
  team: JudgedTeam;
  scores: Record<string, number>;
  comment: string;
  privateNote: string;
  /** The sheet's total (0-100) once every criterion is scored. */
  total: number | null;
  submittedAt: string | null;
  updatedAt: string;
}

export interface JudgeRound {
  _id: string;
  name: string;
  phase: JudgingPhase;
  deadline: string;
  blind: boolean;
  criteria: RubricCriterionDef[];
  assignments: JudgeAssignment[];
}

export interface MyAssignments {
  judgeName: string;
  rounds: JudgeRound[];
}

/** `PUT /judging/assignments/{id}`: the sheet. A draft may leave criteria out; a submit needs them all. */
export interface JudgeSheetInput {
  scores: Record<string, number>;
  comment?: string;
  privateNote?: string;
  /** true: submit (locks the sheet). */
  submit: boolean;
  /** A UUID the client makes once per submit and sends again when it retries: a submit sent twice is applied once. */
  submissionId?: string;
}

/** `POST /judging/assignments/{id}/conflict`. */
export interface ConflictInput {
  reason: string;
}

export interface ConflictResult {
  /** The team left the judge's list; false when no other judge could take it (the admin sees it on the board). */
  replaced: boolean;
}

/** `POST /judging/assignments/{id}/reopen` (admin). */
export interface ReopenInput {
  reason: string;
}

// ---- results: GET /judging/rounds/{id}/results, POST /judging/rounds/{id}/publish ----

export interface ResultRanks {
  category: number;
  region: number;
  zone: number;
}

export interface TeamRoundResult {
  teamUuid: string;
  teamId: string;
  teamName: string;
  category: Category;
  schoolCode: string;
  region: string;
  zone: string;
  judgeTotals: { judgeId: string; judgeName: string; total: number }[];
  mean: number | null;
  normalised: number | null;
  spread: number | null;
  flagged: boolean;
  ranks: { mean: ResultRanks; normalised: ResultRanks } | null;
}

export const JUDGING_RESULT_SORTS = ['normalised', 'mean', 'spread', 'teamId'] as const;
export interface JudgingResultsQuery extends ListQuery<(typeof JUDGING_RESULT_SORTS)[number]> {
  category?: Category;
  region?: string;
  zone?: string;
  flagged?: 'true' | 'false';
}

export interface JudgingResults {
  scale: { mean: number; sd: number; totalCount: number };
  disagreementThreshold: number;
  flaggedCount: number;
  judges: { judgeId: string; name: string; teamCount: number; mean: number; sd: number; informative: boolean }[];
  teams: TeamRoundResult[];
  pagination: Pagination;
}

export interface PublishRoundInput {
  score: JudgingScoreChoice;
}

export interface PublishRoundResult {
  /** Teams whose phase score was set (rounded to a whole number, half up). */
  published: number;
  /** Teams of the round without a submitted sheet: their phase score is left as it was. */
  unscored: number;
}

// ---- what a team, its mentor and its school see: GET /judging/teams/{teamId}/feedback ----

export interface TeamRoundFeedback {
  roundId: string;
  roundName: string;
  phase: JudgingPhase;
  publishedAt: string;
  /** The published phase score (whole number). */
  score: number | null;
  /** Competition rank within the category (ties share a rank), by the published score. */
  categoryRank: number | null;
  /** The judges' comments, when the round shares them; unsigned, in no particular order. */
  comments: string[];
}

// ---- words (the `api.judging.*` catalogue keys) ----

/** The API's words for judging, in the current language. */
export const JUDGING_MSG = messageTable(english, 'api.judging', {
  criteriaCount: () => translate('api.judging.criteriaCount', { max: RUBRIC_LIMITS.criteriaMax }),
  criterionKey: () => translate('api.judging.criterionKey', { max: RUBRIC_LIMITS.keyMax }),
  criterionName: () => translate('api.judging.criterionName', { max: RUBRIC_LIMITS.nameMax }),
  criterionDescription: () => translate('api.judging.criterionDescription', { max: RUBRIC_LIMITS.descriptionMax }),
  criterionWeight: () => translate('api.judging.criterionWeight', { max: RUBRIC_LIMITS.weightMax }),
  criterionMax: () => translate('api.judging.criterionMax', { max: RUBRIC_LIMITS.maxMax }),
  templateName: () => translate('api.judging.templateName', { max: RUBRIC_LIMITS.templateNameMax }),
  roundName: () => translate('api.judging.roundName', { max: JUDGING_ROUND_LIMITS.nameMax }),
  judgesPerTeam: () => translate('api.judging.judgesPerTeam', { max: JUDGES_PER_TEAM_MAX }),
  schoolCodes: () => translate('api.judging.schoolCodes', { max: JUDGING_ROUND_LIMITS.schoolCodesMax }),
  scoreProblem: (key: string, max: number) => translate('api.judging.scoreProblem', { key, max }),
  unknownCriterion: (key: string) => translate('api.judging.unknownCriterion', { key }),
  published: (count: number) => translate('api.judging.published', { count }),
  notificationTitle: (round: string) => translate('api.judging.notificationTitle', { round }),
  notificationBody: (team: string, round: string, score: number) => translate('api.judging.notificationBody', { team, round, score }),
  // file names are not words: the same in every language
  scoresFile: (date: string) => `judging-scores-${date}.csv`,
  resultsFile: (date: string) => `judging-results-${date}.csv`,
  unknownJudges: (count: number) => translate('api.judging.unknownJudges', { count }),
});
