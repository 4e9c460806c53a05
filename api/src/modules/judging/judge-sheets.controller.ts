import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, JUDGING_API, JUDGING_MSG } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { InjectDb, type Db } from '../../database';
import type { AuditActor, ReaderScope } from '../../kernel';
import { ConflictDto, JudgeSheetDto } from './dto/judging-actions.dto';
import { teamFeedback } from './results/feedback';
import { SheetsService } from './sheets/sheets.service';

/** The judge's own sheets (issue 27), and the feedback a team's readers see. */
@ApiTags('judging')
@ApiBearerAuth()
@Controller()
export class JudgeSheetsController {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly sheets: SheetsService,
  ) {}

  @ApiEndpoint(JUDGING_API.myAssignments)
  @Roles('judge')
  @ApiOperation({ summary: "The judge's rounds and sheets: per team only what judging needs (the school hidden in a blind round)" })
  @ApiResponse({ status: 403, description: 'Not a judge, or an account bound to no judge' })
  async mine(@CallerScope() scope: ReaderScope) {
    return ok(await this.sheets.mine(scope), JUDGING_MSG.assignmentsLoaded);
  }

  @ApiEndpoint(JUDGING_API.saveSheet)
  @Roles('judge')
  @ApiOperation({ summary: "Saves the judge's sheet as a draft or submits it (then locked); a retried submit with the same submissionId is applied once" })
  @ApiResponse({ status: 400, description: `${JUDGING_MSG.missingScores} / a score out of range / an unknown criterion` })
  @ApiResponse({ status: 403, description: "Another judge's sheet" })
  @ApiResponse({ status: 404, description: JUDGING_MSG.assignmentNotFound })
  @ApiResponse({ status: 409, description: `${JUDGING_MSG.sheetLocked} / ${JUDGING_MSG.deadlinePassed}` })
  async save(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: JudgeSheetDto) {
    const { sheet, submitted } = await this.sheets.save(actor, scope, id, dto);
    return ok(sheet, submitted ? JUDGING_MSG.submitted : JUDGING_MSG.draftSaved);
  }

  @ApiEndpoint(JUDGING_API.conflict)
  @Roles('judge')
  @ApiOperation({ summary: 'The judge knows the team: another judge takes its place; the organisers see the reason' })
  @ApiResponse({ status: 409, description: JUDGING_MSG.sheetLocked })
  async conflict(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: ConflictDto) {
    const result = await this.sheets.conflict(actor, scope, id, dto.reason);
    return ok(result, result.replaced ? JUDGING_MSG.conflictDeclared : JUDGING_MSG.conflictKept);
  }

  @ApiEndpoint(JUDGING_API.teamFeedback)
  @Roles('team', 'mentor', 'school_admin', 'region_admin', 'admin', 'super_admin')
  @ApiOperation({ summary: "The team's published rounds: its phase score, its rank in its category, and the judges' comments when the round shares them" })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async feedback(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await teamFeedback(this.db, scope, id), JUDGING_MSG.feedbackLoaded);
  }
}
