import { Body, Controller, Ip, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, TEAMS_API } from '@hackathon/contracts';
import { Actor, CallerScope, CredentialThrottle, Public, Roles, SignInAnswer } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { SCHOOL_DATA_READERS } from '../../kernel';
import { ChangeTeamPasswordDto, TeamEmailLoginDto, TeamForgotPasswordDto, TeamLoginDto, TeamResetPasswordDto, TeamResetTokenQuery } from './dto/team-auth.dto';
import { CreateTeamDto, UpdateTeamDto, VerifyTeamPasswordDto } from './dto/team-form.dto';
import { TEAM_MANAGERS, TeamsService } from './teams.service';

const LOCKED = 'Locked (423): the Add/Edit/Delete team functionality is currently locked (school admins; the admin is never locked)';

@ApiTags('teams')
@Controller()
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(TEAMS_API.login)
  @SignInAnswer()
  @ApiOperation({ summary: 'Team sign-in with Team ID and password' })
  @ApiResponse({ status: 400, description: MSG.fillAllFields })
  @ApiResponse({ status: 401, description: MSG.teamLoginFailedCredentials })
  @ApiResponse({ status: 429, description: API_MSG.accountLocked })
  async login(@Body() dto: TeamLoginDto, @Ip() ip: string) {
    return ok(await this.teams.login(dto.teamId, dto.password, ip), MSG.loginSuccess);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(TEAMS_API.loginByEmail)
  @SignInAnswer()
  @ApiOperation({ summary: "Team sign-in with the team's email address and password" })
  @ApiResponse({ status: 401, description: MSG.teamLoginFailedCredentials })
  @ApiResponse({ status: 429, description: API_MSG.accountLocked })
  async loginByEmail(@Body() dto: TeamEmailLoginDto, @Ip() ip: string) {
    const { team, token } = await this.teams.loginByEmail(dto.email, dto.password, ip);
    return { ...ok({ user: team, token }, MSG.loginSuccess), user: team, token };
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(TEAMS_API.forgotPassword)
  @ApiOperation({ summary: "Mails a one-hour reset link to the team's email (same answer whether or not the team exists)" })
  async forgotPassword(@Body() dto: TeamForgotPasswordDto) {
    await this.teams.forgotPassword(dto.teamId);
    return ok(null, API_MSG.teamResetLinkSent);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(TEAMS_API.validateResetLink)
  @ApiOperation({ summary: 'Checks a team reset link without using it' })
  @ApiResponse({ status: 400, description: MSG.invalidResetLink })
  async validateReset(@Query() query: TeamResetTokenQuery) {
    return ok(await this.teams.validateResetToken(query.token), API_MSG.resetLinkValid);
  }

  @Public()
  @CredentialThrottle()
  @ApiEndpoint(TEAMS_API.resetPassword)
  @ApiOperation({ summary: 'Sets a new team password with the emailed link (6+ with upper, lower and digit)' })
  @ApiResponse({ status: 400, description: `${MSG.teamResetPasswordRule} / ${MSG.invalidResetLink}` })
  async resetPassword(@Body() dto: TeamResetPasswordDto) {
    await this.teams.resetPassword(dto.token, dto.newPassword);
    return ok(null, MSG.teamPasswordResetSuccess);
  }

  @ApiEndpoint(TEAMS_API.bySchool)
  @Roles(...SCHOOL_DATA_READERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: "A school's teams (its school admin, admin, super admin, region admin of its region)" })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  async bySchool(@CallerScope() scope: ReaderScope, @Param('code') code: string) {
    return ok(await this.teams.listBySchool(scope, code), API_MSG.teamsLoaded);
  }

  @ApiEndpoint(TEAMS_API.changePassword)
  @Roles('school_admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Sets a team's password (the school admin of the team's school; allowed while teams are locked); id is the team's _id or Team ID" })
  @ApiResponse({ status: 400, description: `${MSG.required} / ${MSG.passwordMin6Long}` })
  @ApiResponse({ status: 403, description: 'Not a team of your school' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async changePassword(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: ChangeTeamPasswordDto) {
    await this.teams.changePassword(actor, scope, id, dto.newPassword);
    return ok(null, MSG.teamPasswordUpdated);
  }

  @ApiEndpoint(TEAMS_API.create)
  @Roles(...TEAM_MANAGERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Creates a team of a school (its school admin, or the admin): Team ID and number 1-4 from the server, 1-5 members, one leader' })
  @ApiResponse({ status: 400, description: 'Validation: `errors: [{ path, msg }]` (spec messages, e.g. Missing required fields: ..., Exactly one team leader is required)' })
  @ApiResponse({ status: 409, description: `${API_MSG.maxTeamsReached} / ${API_MSG.teamEmailInUse}` })
  @ApiResponse({ status: 423, description: LOCKED })
  async create(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: CreateTeamDto) {
    return ok(await this.teams.create(actor, scope, dto), API_MSG.teamCreated);
  }

  @ApiEndpoint(TEAMS_API.verifyPassword)
  @CredentialThrottle()
  @Roles(...TEAM_MANAGERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Checks a team's password (its school admin, or the admin): success and data.valid say whether it matches" })
  @ApiResponse({ status: 403, description: 'Not a team of your school' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async verifyPassword(@CallerScope() scope: ReaderScope, @Body() dto: VerifyTeamPasswordDto) {
    const valid = await this.teams.verifyPassword(scope, dto.teamId, dto.password);
    return { ...ok({ valid }, valid ? API_MSG.teamPasswordValid : API_MSG.teamPasswordInvalid), success: valid };
  }

  @ApiEndpoint(TEAMS_API.update)
  @Roles(...TEAM_MANAGERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Edits a team (id: _id or Team ID). A new category gives a new Team ID with the same number; the password is optional" })
  @ApiResponse({ status: 400, description: 'Validation: `errors: [{ path, msg }]`' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  @ApiResponse({ status: 423, description: LOCKED })
  async update(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: UpdateTeamDto) {
    return ok(await this.teams.update(actor, scope, id, dto), API_MSG.teamUpdated);
  }

  @ApiEndpoint(TEAMS_API.removeByTeamId)
  @Roles(...TEAM_MANAGERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Deletes a team by its Team ID, with its members' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  @ApiResponse({ status: 423, description: LOCKED })
  async removeByTeamId(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('teamId') teamId: string) {
    return ok(await this.teams.remove(actor, scope, teamId), API_MSG.teamDeleted);
  }

  @ApiEndpoint(TEAMS_API.remove)
  @Roles(...TEAM_MANAGERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Deletes a team by its _id (or Team ID), with its members" })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  @ApiResponse({ status: 423, description: LOCKED })
  async remove(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.teams.remove(actor, scope, id), API_MSG.teamDeleted);
  }
}
