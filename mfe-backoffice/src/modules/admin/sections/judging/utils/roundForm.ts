/**
 * The round form's values and its checks. The checks mirror the API's (round-form.dto.ts and the
 * rubric rules) with its words and field paths, so the server's 400 `errors[{ path, msg }]` land
 * on the same fields as the form's own.
 */
import {
  JUDGES_PER_TEAM_MAX,
  JUDGING_MSG,
  JUDGING_ROUND_LIMITS,
  type Category,
  type FieldError,
  type JudgingPhase,
  type JudgingRound,
  type JudgingRoundInput,
  type RubricCriterionDef,
} from '@hackathon/contracts';
import { istInputValue, istIsoFromInput } from '../../content/utils/contentDraft';
import { checkCriteria, criterionDrafts, numberOf, type CriterionDraft } from './rubric';

/** A judge as the picker shows it: the name, and a line that tells two of the same name apart. */
export interface JudgeChoice {
  _id: string;
  name: string;
  detail: string;
}

export interface RoundDraft {
  name: string;
  phase: JudgingPhase;
  categories: Category[];
  regions: string[];
  /** Zone codes (N, S, E, W, C), as the API takes them. */
  zones: string[];
  /** School codes as typed (a venue's schools); none: every school. */
  schoolCodes: string[];
  judges: JudgeChoice[];
  judgesPerTeam: string;
  blind: boolean;
  excludeSameRegion: boolean;
  shareComments: boolean;
  disagreementThreshold: string;
  /** As the `datetime-local` input holds it, in India's time. */
  deadline: string;
  criteria: CriterionDraft[];
}

/** The API's defaults for what the form may leave out. */
export const ROUND_DEFAULTS = { judgesPerTeam: 3, blind: true, excludeSameRegion: false, shareComments: false, disagreementThreshold: 25 } as const;

export function newRoundDraft(criteria: readonly RubricCriterionDef[]): RoundDraft {
  return {
    name: '',
    phase: 1,
    categories: [],
    regions: [],
    zones: [],
    schoolCodes: [],
    judges: [],
    judgesPerTeam: String(ROUND_DEFAULTS.judgesPerTeam),
    blind: ROUND_DEFAULTS.blind,
    excludeSameRegion: ROUND_DEFAULTS.excludeSameRegion,
    shareComments: ROUND_DEFAULTS.shareComments,
    disagreementThreshold: String(ROUND_DEFAULTS.disagreementThreshold),
    deadline: '',
    criteria: criterionDrafts(criteria),
  };
}

/** A draft round as its form edits it; `judgeOf` names its judges (the round keeps only their ids). */
export function draftOfRound(round: JudgingRound, judgeOf: (id: string) => JudgeChoice): RoundDraft {
  return {
    name: round.name,
    phase: round.phase,
    categories: [...round.categories],
    regions: [...round.regions],
    zones: [...round.zones],
    schoolCodes: [...round.schoolCodes],
    judges: round.judgeIds.map(judgeOf),
    judgesPerTeam: String(round.judgesPerTeam),
    blind: round.blind,
    excludeSameRegion: round.excludeSameRegion,
    shareComments: round.shareComments,
    disagreementThreshold: String(round.disagreementThreshold),
    deadline: istInputValue(round.deadline),
    criteria: criterionDrafts(round.criteria),
  };
}

/** Path -> the first problem at it (a field shows one message). */
export function problemsByPath(problems: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, msg } of problems) out[path] ??= msg;
  return out;
}

function roundProblems(draft: RoundDraft, now: number): FieldError[] {
  const problems: FieldError[] = [];
  const name = draft.name.trim();
  if (name === '' || name.length > JUDGING_ROUND_LIMITS.nameMax) problems.push({ path: 'name', msg: JUDGING_MSG.roundName() });
  if (draft.judges.length === 0) problems.push({ path: 'judgeIds', msg: JUDGING_MSG.noJudges });
  const perTeam = numberOf(draft.judgesPerTeam);
  if (perTeam === null || !Number.isInteger(perTeam) || perTeam < 1 || perTeam > JUDGES_PER_TEAM_MAX) problems.push({ path: 'judgesPerTeam', msg: JUDGING_MSG.judgesPerTeam() });
  const threshold = numberOf(draft.disagreementThreshold);
  if (threshold === null || threshold < 0 || threshold > 100) problems.push({ path: 'disagreementThreshold', msg: JUDGING_MSG.threshold });
  const deadline = Date.parse(istIsoFromInput(draft.deadline));
  if (Number.isNaN(deadline) || deadline <= now) problems.push({ path: 'deadline', msg: JUDGING_MSG.deadlineInvalid });
  return problems;
}

/** The body of POST /judging/rounds (PUT the same), or every problem the server would find. */
export function checkRoundDraft(draft: RoundDraft, now: number = Date.now()): { input: JudgingRoundInput | null; problems: FieldError[] } {
  const rubric = checkCriteria(draft.criteria);
  const problems = [...roundProblems(draft, now), ...rubric.problems];
  if (problems.length > 0 || !rubric.criteria) return { input: null, problems };
  return {
    input: {
      name: draft.name.trim(),
      phase: draft.phase,
      categories: [...draft.categories],
      regions: [...draft.regions],
      zones: [...draft.zones],
      schoolCodes: draft.schoolCodes.map((code) => code.trim()).filter(Boolean),
      criteria: rubric.criteria,
      judgeIds: draft.judges.map((judge) => judge._id),
      judgesPerTeam: numberOf(draft.judgesPerTeam)!,
      blind: draft.blind,
      excludeSameRegion: draft.excludeSameRegion,
      shareComments: draft.shareComments,
      disagreementThreshold: numberOf(draft.disagreementThreshold)!,
      deadline: istIsoFromInput(draft.deadline),
    },
    problems: [],
  };
}

/** Changes one field of the draft (the form's fields take it). */
export type SetRoundField = <K extends keyof RoundDraft>(key: K, value: RoundDraft[K]) => void;

/** The element id of a problem's field ('criteria[2].weight' -> 'round-criteria-2-weight'), to focus it. */
export const fieldId = (path: string) => `round-${path.replace(/\[(\d+)\]/g, '-$1').replace(/\./g, '-')}`;
