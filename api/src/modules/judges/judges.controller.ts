import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, JUDGES_API, JUDGES_MSG } from '@hackathon/contracts';
import { Actor, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor } from '../../kernel';
import { CreateJudgeDto, UpdateJudgeDto } from './dto/judge-form.dto';
import { AdminJudgesQueryDto } from './dto/judges-query.dto';
import { JUDGE_MANAGERS, JudgesService } from './judges.service';

/** The admin's judges (issue 27): the list, adding, editing, deleting and inviting one. */
@ApiTags('judges')
@ApiBearerAuth()
@Controller()
export class JudgesController {
  constructor(private readonly judges: JudgesService) {}

  @ApiEndpoint(JUDGES_API.list)
  @Roles(...JUDGE_MANAGERS)
  @ApiOperation({ summary: 'Judges: a page, searched (name, email, organisation, expertise), filtered (homeRegion, accountState, isActive) and sorted (name, createdAt, homeRegion)' })
  async list(@Query() query: AdminJudgesQueryDto) {
    return ok(await this.judges.list(query), JUDGES_MSG.loaded);
  }

  @ApiEndpoint(JUDGES_API.create)
  @Roles(...JUDGE_MANAGERS)
  @ApiOperation({ summary: 'Adds a judge and invites it by mail (an address another account of the portal holds leaves it not invited)' })
  @ApiResponse({ status: 400, description: `Validation: \`errors: [{ path, msg }]\`; ${JUDGES_MSG.region} / ${API_MSG.invalidSchoolCode} / ${JUDGES_MSG.unknownSchool('{code}')}` })
  @ApiResponse({ status: 409, description: JUDGES_MSG.emailTaken })
  async create(@Actor() actor: AuditActor, @Body() dto: CreateJudgeDto) {
    return ok(await this.judges.create(actor, dto), JUDGES_MSG.created);
  }

  @ApiEndpoint(JUDGES_API.update)
  @Roles(...JUDGE_MANAGERS)
  @ApiOperation({ summary: "Edits a judge; the fields sent change. A new address is invited again; isActive: false disables the judge's account and ends its sessions" })
  @ApiResponse({ status: 400, description: `${JUDGES_MSG.invalidId} / validation as on create` })
  @ApiResponse({ status: 404, description: API_MSG.judgeNotFound })
  @ApiResponse({ status: 409, description: JUDGES_MSG.emailTaken })
  async update(@Actor() actor: AuditActor, @Param('id') id: string, @Body() dto: UpdateJudgeDto) {
    return ok(await this.judges.update(actor, id, dto), JUDGES_MSG.updated);
  }

  @ApiEndpoint(JUDGES_API.remove)
  @Roles(...JUDGE_MANAGERS)
  @ApiOperation({ summary: 'Deletes a judge and its account; its sessions end at once' })
  @ApiResponse({ status: 400, description: JUDGES_MSG.invalidId })
  @ApiResponse({ status: 404, description: API_MSG.judgeNotFound })
  async remove(@Actor() actor: AuditActor, @Param('id') id: string) {
    return ok(await this.judges.remove(actor, id), JUDGES_MSG.deleted);
  }

  @ApiEndpoint(JUDGES_API.invite)
  @Roles(...JUDGE_MANAGERS)
  @ApiOperation({ summary: 'Invites the judge to the portal, or sends the invitation again: a single-use link valid 72 hours replaces the earlier ones; answers the judge with its account state' })
  @ApiResponse({ status: 400, description: JUDGES_MSG.invalidId })
  @ApiResponse({ status: 404, description: API_MSG.judgeNotFound })
  @ApiResponse({ status: 409, description: `${API_MSG.judgeInactiveInvite} / ${API_MSG.judgeAccountActive} / ${API_MSG.judgeEmailTaken}` })
  @ApiResponse({ status: 429, description: API_MSG.judgeInviteLimit })
  async invite(@Param('id') id: string) {
    return ok(await this.judges.invite(id), API_MSG.judgeInvited);
  }
}
