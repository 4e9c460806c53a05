/** What other modules may reuse from the teams module. */
export { TeamsModule } from './teams.module';
export { TeamsService, TEAM_DATA_READERS, TEAM_MANAGERS } from './teams.service';
