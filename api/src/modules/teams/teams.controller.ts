import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG } from '@hackathon/contracts';
import { CredentialThrottle, CurrentUser, Public, Roles, type AuthUser } from '../../auth';
import { ok } from '../../common';
import { ChangeTeamPasswordDto, TeamEmailLoginDto, TeamForgotPasswordDto, TeamLoginDto, TeamResetPasswordDto, TeamResetTokenQuery } from './dto/team-auth.dto';
import { SCHOOL_DATA_READERS } from './school-access';
import { TeamsService } from './teams.service';

@ApiTags('teams')
@Controller('teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Public()
  @CredentialThrottle()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Team sign-in with Team ID and password' })
  @ApiResponse({ status: 200, description: '`data: { team, token }` (team: the Team plus role, userType, id, name)' })
  @ApiResponse({ status: 400, description: MSG.fillAllFields })
  @ApiResponse({ status: 401, description: MSG.teamLoginFailedCredentials })
  @ApiResponse({ status: 429, description: API_MSG.accountLocked })
  async login(@Body() dto: TeamLoginDto) {
    return ok(await this.teams.login(dto.teamId, dto.password), MSG.loginSuccess);
  }

  @Public()
  @CredentialThrottle()
  @Post('login-by-email')
  @HttpCode(200)
  @ApiOperation({ summary: "Team sign-in with the team's email address and password" })
  @ApiResponse({ status: 200, description: '`{ success, message, user, token, data: { user, token } }`' })
  @ApiResponse({ status: 401, description: MSG.teamLoginFailedCredentials })
  async loginByEmail(@Body() dto: TeamEmailLoginDto) {
    const { team, token } = await this.teams.loginByEmail(dto.email, dto.password);
    return { ...ok({ user: team, token }, MSG.loginSuccess), user: team, token };
  }

  @Public()
  @CredentialThrottle()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: "Mails a one-hour reset link to the team's email (same answer whether or not the team exists)" })
  @ApiResponse({ status: 200, description: API_MSG.teamResetLinkSent })
  async forgotPassword(@Body() dto: TeamForgotPasswordDto) {
    await this.teams.forgotPassword(dto.teamId);
    return ok(null, API_MSG.teamResetLinkSent);
  }

  @Public()
  @CredentialThrottle()
  @Get('reset-password/validate')
  @ApiOperation({ summary: 'Checks a team reset link without using it' })
  @ApiResponse({ status: 200, description: '`data: { valid: true, teamId }`' })
  @ApiResponse({ status: 400, description: MSG.invalidResetLink })
  async validateReset(@Query() query: TeamResetTokenQuery) {
    return ok(await this.teams.validateResetToken(query.token), API_MSG.resetLinkValid);
  }

  @Public()
  @CredentialThrottle()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new team password with the emailed link (6+ with upper, lower and digit)' })
  @ApiResponse({ status: 200, description: MSG.teamPasswordResetSuccess })
  @ApiResponse({ status: 400, description: `${MSG.teamResetPasswordRule} / ${MSG.invalidResetLink}` })
  async resetPassword(@Body() dto: TeamResetPasswordDto) {
    await this.teams.resetPassword(dto.token, dto.newPassword);
    return ok(null, MSG.teamPasswordResetSuccess);
  }

  @Get('school/:code')
  @Roles(...SCHOOL_DATA_READERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: "A school's teams (its school admin, admin, super admin, region admin of its region)" })
  @ApiResponse({ status: 200, description: '`data: Team[]`' })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  async bySchool(@CurrentUser() user: AuthUser, @Param('code') code: string) {
    return ok(await this.teams.listBySchool(user, code), API_MSG.teamsLoaded);
  }

  @Put(':id/password')
  @HttpCode(200)
  @Roles('school_admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Sets a team's password (the school admin of the team's school); id is the team's _id or Team ID" })
  @ApiResponse({ status: 200, description: MSG.teamPasswordUpdated })
  @ApiResponse({ status: 400, description: MSG.passwordMin6Long })
  @ApiResponse({ status: 403, description: 'Not a team of your school' })
  @ApiResponse({ status: 404, description: API_MSG.teamNotFound })
  async changePassword(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: ChangeTeamPasswordDto) {
    await this.teams.changePassword(user, id, dto.newPassword);
    return ok(null, MSG.teamPasswordUpdated);
  }
}
