import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  JUDGING_MSG,
  JUDGING_ROUND_LIMITS,
  JUDGING_SCORE_CHOICES,
  MSG,
  RUBRIC_LIMITS,
  type AssignRoundInput,
  type ConflictInput,
  type JudgeSheetInput,
  type JudgingScoreChoice,
  type PublishRoundInput,
  type ReopenInput,
  type RubricCriterionDef,
  type RubricTemplateInput,
  type SwapJudgeInput,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';
import { Check, maxLen, Required, trimString } from '../../../common/field-rules';
import { isUuid } from '../../../kernel';

const isRecordOfNumbers = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((n) => typeof n === 'number');

/** `PUT /judging/assignments/{id}`: scores are checked against the round's rubric by the service. */
export class JudgeSheetDto implements JudgeSheetInput {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Score per criterion key (0 to its maximum; half points allowed)' })
  @Required()
  @Check('scores', isRecordOfNumbers, JUDGING_MSG.missingScores)
  scores!: Record<string, number>;

  @ApiPropertyOptional({ maxLength: JUDGING_ROUND_LIMITS.commentMax })
  @Transform(trimString)
  @Check('commentMax', maxLen(JUDGING_ROUND_LIMITS.commentMax), MSG.maxLength(JUDGING_ROUND_LIMITS.commentMax))
  comment?: string;

  @ApiPropertyOptional({ maxLength: JUDGING_ROUND_LIMITS.noteMax })
  @Transform(trimString)
  @Check('noteMax', maxLen(JUDGING_ROUND_LIMITS.noteMax), MSG.maxLength(JUDGING_ROUND_LIMITS.noteMax))
  privateNote?: string;

  @ApiProperty()
  @Check('submit', (v) => typeof v === 'boolean', JUDGING_MSG.yesNo)
  @Required()
  submit!: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'Made once per submit by the client and sent again on a retry' })
  @Check('submissionId', (v) => typeof v === 'string' && isUuid(v), JUDGING_MSG.invalidId)
  submissionId?: string;
}

/** `POST /judging/assignments/{id}/conflict`. */
export class ConflictDto implements ConflictInput {
  @ApiProperty({ maxLength: JUDGING_ROUND_LIMITS.conflictReasonMax })
  @Transform(trimString)
  @Required({ message: JUDGING_MSG.reasonRequired })
  @Check('reasonMax', maxLen(JUDGING_ROUND_LIMITS.conflictReasonMax), MSG.maxLength(JUDGING_ROUND_LIMITS.conflictReasonMax))
  reason!: string;
}

/** `POST /judging/assignments/{id}/reopen`. */
export class ReopenDto extends ConflictDto implements ReopenInput {}

/** `POST /judging/assignments/{id}/swap`. */
export class SwapJudgeDto implements SwapJudgeInput {
  @ApiPropertyOptional({ format: 'uuid', description: "Absent: the round's eligible judge with the lowest load" })
  @Check('judgeId', (v) => typeof v === 'string' && isUuid(v), JUDGING_MSG.invalidId)
  judgeId?: string;
}

/** `POST /judging/rounds/{id}/assign`. */
export class AssignRoundDto implements AssignRoundInput {
  @ApiPropertyOptional({ default: false })
  @Check('dryRun', (v) => typeof v === 'boolean', JUDGING_MSG.yesNo)
  dryRun?: boolean;
}

/** `POST /judging/rounds/{id}/publish`. */
export class PublishRoundDto implements PublishRoundInput {
  @ApiProperty({ enum: JUDGING_SCORE_CHOICES })
  @Required()
  @Check('score', (v) => (JUDGING_SCORE_CHOICES as readonly unknown[]).includes(v), JUDGING_MSG.scoreChoice)
  score!: JudgingScoreChoice;
}

/** `POST /judging/rubric-templates`. */
export class RubricTemplateDto implements RubricTemplateInput {
  @ApiProperty({ maxLength: RUBRIC_LIMITS.templateNameMax })
  @Transform(trimString)
  @Required({ message: JUDGING_MSG.templateName() })
  @Check('nameMax', maxLen(RUBRIC_LIMITS.templateNameMax), JUDGING_MSG.templateName())
  name!: string;

  @ApiProperty({ type: 'array', items: { type: 'object' }, description: 'RubricCriterionDef[] (1-12)' })
  @Allow()
  criteria!: RubricCriterionDef[];
}
