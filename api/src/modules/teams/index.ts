/** What other modules may reuse from the teams module. */
export { TeamsModule } from './teams.module';
export { TeamsService, TEAM_DATA_READERS, TEAM_MANAGERS } from './teams.service';
/** The team form's field rules, for the admin's Edit Team path (PUT /admin/teams/{id}). */
export { UpdateTeamDto, TeamMemberDto, TEAM_FIELD_MAX } from './dto/team-form.dto';
