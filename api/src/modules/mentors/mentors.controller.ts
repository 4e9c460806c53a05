import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MENTORS_API, MSG } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { SCHOOL_DATA_READERS } from '../../kernel';
import { CreateMentorDto, DeleteMentorQuery, UpdateMentorDto } from './dto/mentor-form.dto';
import { MENTOR_MANAGERS, MentorsService } from './mentors.service';

const LOCKED = 'Locked (423): the Add/Edit/Delete mentor functionality is currently locked (school admins; the admin is never locked)';

@ApiTags('mentors')
@ApiBearerAuth()
@Controller()
export class MentorsController {
  constructor(private readonly mentors: MentorsService) {}

  @ApiEndpoint(MENTORS_API.bySchool)
  @Roles(...SCHOOL_DATA_READERS)
  @ApiOperation({ summary: "A school's mentors with their assigned teams (its school admin, admin, super admin, region admin of its region)" })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  async bySchool(@CallerScope() scope: ReaderScope, @Param('code') code: string) {
    return ok(await this.mentors.listBySchool(scope, code), API_MSG.mentorsLoaded);
  }

  @ApiEndpoint(MENTORS_API.create)
  @Roles(...MENTOR_MANAGERS)
  @ApiOperation({ summary: 'Adds a mentor to a school (its school admin, or the admin); at most 2 per school, mentor ID MNT-<code>-<slot>' })
  @ApiResponse({ status: 400, description: 'Validation: `errors: [{ path, msg }]`; missing fields: Missing required fields: {list}' })
  @ApiResponse({ status: 409, description: `${MSG.mentorConflict} / ${API_MSG.maxMentorsReached}` })
  @ApiResponse({ status: 423, description: LOCKED })
  async create(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: CreateMentorDto) {
    return ok(await this.mentors.create(actor, scope, dto), API_MSG.mentorCreated);
  }

  @ApiEndpoint(MENTORS_API.update)
  @Roles(...MENTOR_MANAGERS)
  @ApiOperation({ summary: 'Edits a mentor (id: _id or mentorId); the fields sent change' })
  @ApiResponse({ status: 404, description: API_MSG.mentorNotFound })
  @ApiResponse({ status: 409, description: MSG.mentorConflict })
  @ApiResponse({ status: 423, description: LOCKED })
  async update(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: UpdateMentorDto) {
    return ok(await this.mentors.update(actor, scope, id, dto), API_MSG.mentorUpdated);
  }

  @ApiEndpoint(MENTORS_API.remove)
  @Roles(...MENTOR_MANAGERS)
  @ApiOperation({ summary: 'Deletes a mentor; one assigned to teams needs ?force=true, which unassigns it' })
  @ApiResponse({ status: 404, description: API_MSG.mentorNotFound })
  @ApiResponse({ status: 409, description: 'The mentor is assigned to teams (names them)' })
  @ApiResponse({ status: 423, description: LOCKED })
  async remove(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Query() query: DeleteMentorQuery) {
    return ok(await this.mentors.remove(actor, scope, id, query.force === 'true'), API_MSG.mentorDeleted);
  }

  @ApiEndpoint(MENTORS_API.invite)
  @Roles(...MENTOR_MANAGERS)
  @ApiOperation({
    summary:
      "Invites the mentor to the portal, or sends the invitation again (issue 26): a single-use link to /mentor-invitation valid 72 hours replaces the earlier ones; open while the mentor lock is on; answers the mentor with its account state",
  })
  @ApiResponse({ status: 400, description: API_MSG.mentorNoEmail })
  @ApiResponse({ status: 404, description: API_MSG.mentorNotFound })
  @ApiResponse({ status: 409, description: `${API_MSG.mentorInactiveInvite} / ${API_MSG.mentorAccountActive} / ${API_MSG.mentorEmailTaken}` })
  @ApiResponse({ status: 429, description: API_MSG.mentorInviteLimit })
  async invite(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.mentors.invite(scope, id), API_MSG.mentorInvited);
  }
}
