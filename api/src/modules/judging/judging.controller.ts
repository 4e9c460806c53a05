import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { JUDGING_API, JUDGING_MSG } from '@hackathon/contracts';
import type { Response } from 'express';
import { Actor, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { csvStream, sendCsv } from '../../common/csv';
import { InjectDb, type Db } from '../../database';
import type { AuditActor } from '../../kernel';
import { AssignmentService } from './assignment/assignment.service';
import { roundCoverage } from './assignment/coverage';
import { AssignRoundDto, PublishRoundDto, ReopenDto, RubricTemplateDto, SwapJudgeDto } from './dto/judging-actions.dto';
import { JudgingCoverageQueryDto, JudgingResultsQueryDto, JudgingRoundsQueryDto } from './dto/judging-queries.dto';
import { JudgingRoundDto } from './dto/round-form.dto';
import { inBatches, RESULT_COLUMNS, SCORE_COLUMNS, scoreLines } from './results/exports';
import { ResultsService } from './results/results.service';
import { parseJudgingId, requireRound } from './rounds/round-record';
import { RoundsService } from './rounds/rounds.service';
import { SheetsService } from './sheets/sheets.service';

/** Who runs judging (rounds, templates, assignment, coverage, results, publishing): the admin and the super admin. */
export const JUDGING_MANAGERS = ['admin', 'super_admin'] as const;

const today = () => new Date().toISOString().slice(0, 10);

/** The organisers' side of the judged rounds (issue 27). */
@ApiTags('judging')
@ApiBearerAuth()
@Controller()
export class JudgingController {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly rounds: RoundsService,
    private readonly assignment: AssignmentService,
    private readonly sheets: SheetsService,
    private readonly resultsService: ResultsService,
  ) {}

  @ApiEndpoint(JUDGING_API.templates)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: "Rubric templates: the event configuration's default first, then the saved ones by name" })
  async templates() {
    return ok(await this.rounds.templates(), JUDGING_MSG.templatesLoaded);
  }

  @ApiEndpoint(JUDGING_API.createTemplate)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'Saves a rubric as a template' })
  @ApiResponse({ status: 400, description: 'One problem per field path (criteria[i].key, .name, .weight, .max)' })
  @ApiResponse({ status: 409, description: JUDGING_MSG.templateNameTaken })
  async createTemplate(@Actor() actor: AuditActor, @Body() dto: RubricTemplateDto) {
    return ok(await this.rounds.createTemplate(actor, dto), JUDGING_MSG.templateCreated);
  }

  @ApiEndpoint(JUDGING_API.rounds)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'Judging rounds, newest first unless told' })
  async list(@Query() query: JudgingRoundsQueryDto) {
    return ok(await this.rounds.list(query), JUDGING_MSG.loaded);
  }

  @ApiEndpoint(JUDGING_API.createRound)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'Creates a round: its teams filter, its rubric (copied), its judges and rules' })
  @ApiResponse({ status: 400, description: 'One problem per field path' })
  async create(@Actor() actor: AuditActor, @Body() dto: JudgingRoundDto) {
    return ok(await this.rounds.create(actor, dto), JUDGING_MSG.roundCreated);
  }

  @ApiEndpoint(JUDGING_API.round)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'One round' })
  @ApiResponse({ status: 404, description: JUDGING_MSG.roundNotFound })
  async read(@Param('id') id: string) {
    return ok(await this.rounds.read(id), JUDGING_MSG.roundLoaded);
  }

  @ApiEndpoint(JUDGING_API.updateRound)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'Edits a round before its assignment' })
  @ApiResponse({ status: 409, description: JUDGING_MSG.roundAssigned })
  async update(@Actor() actor: AuditActor, @Param('id') id: string, @Body() dto: JudgingRoundDto) {
    return ok(await this.rounds.update(actor, id, dto), JUDGING_MSG.roundUpdated);
  }

  @ApiEndpoint(JUDGING_API.assign)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: "Plans the round's assignment (balanced, never the team's school, its region when the round says so, never a declared conflict); applies it unless dryRun" })
  @ApiResponse({ status: 409, description: `${JUDGING_MSG.noTeams} / ${JUDGING_MSG.noJudges}` })
  async assign(@Actor() actor: AuditActor, @Param('id') id: string, @Body() dto: AssignRoundDto) {
    const dryRun = dto.dryRun ?? false;
    return ok(await this.assignment.assign(actor, id, dryRun), dryRun ? JUDGING_MSG.planReady : JUDGING_MSG.planApplied);
  }

  @ApiEndpoint(JUDGING_API.coverage)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'The coverage board: completion, per judge done of assigned, per team (paged) its sheets' })
  async coverage(@Param('id') id: string, @Query() query: JudgingCoverageQueryDto) {
    const round = await requireRound(this.db, parseJudgingId(id));
    return ok(await roundCoverage(this.db, round.id, query), JUDGING_MSG.coverageLoaded);
  }

  @ApiEndpoint(JUDGING_API.swap)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: "Another judge on this sheet's team (not yet submitted); the sheet starts blank" })
  @ApiResponse({ status: 409, description: `${JUDGING_MSG.sheetLocked} / ${JUDGING_MSG.noEligibleJudge}` })
  async swap(@Actor() actor: AuditActor, @Param('id') id: string, @Body() dto: SwapJudgeDto) {
    return ok(await this.assignment.swap(actor, id, dto.judgeId), JUDGING_MSG.swapped);
  }

  @ApiEndpoint(JUDGING_API.reopen)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'A submitted sheet back to its judge as a draft; audited with the reason' })
  @ApiResponse({ status: 409, description: JUDGING_MSG.notSubmitted })
  async reopen(@Actor() actor: AuditActor, @Param('id') id: string, @Body() dto: ReopenDto) {
    return ok(await this.sheets.reopen(actor, id, dto.reason), JUDGING_MSG.reopened);
  }

  @ApiEndpoint(JUDGING_API.results)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: "Per team: each judge's total, mean, normalised score (docs/adr/0012-judging.md), spread, flag, ranks; paged" })
  async results(@Param('id') id: string, @Query() query: JudgingResultsQueryDto) {
    return ok(await this.resultsService.results(id, query), JUDGING_MSG.resultsLoaded);
  }

  @ApiEndpoint(JUDGING_API.publish)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: "The chosen score becomes each scored team's phase score (whole number); audited; teams, mentors and school admins notified" })
  @ApiResponse({ status: 409, description: `${JUDGING_MSG.notAssigned} / ${JUDGING_MSG.nothingToPublish}` })
  async publish(@Actor() actor: AuditActor, @Param('id') id: string, @Body() dto: PublishRoundDto) {
    const result = await this.resultsService.publish(actor, id, dto.score);
    return ok(result, JUDGING_MSG.published(result.published));
  }

  @ApiEndpoint(JUDGING_API.exportScores)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: 'Every sheet as CSV: one row per team, judge and criterion, with the comments and private notes' })
  async exportScores(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const round = await requireRound(this.db, parseJudgingId(id));
    await sendCsv(res, JUDGING_MSG.scoresFile(today()), csvStream(SCORE_COLUMNS, scoreLines(this.db, round.id, round.criteria)));
  }

  @ApiEndpoint(JUDGING_API.exportResults)
  @Roles(...JUDGING_MANAGERS)
  @ApiOperation({ summary: "The round's results as CSV, one row per team (ranks by the normalised score)" })
  async exportResults(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const { teams } = await this.resultsService.allResults(id);
    await sendCsv(res, JUDGING_MSG.resultsFile(today()), csvStream(RESULT_COLUMNS, inBatches(teams)));
  }
}
