/** What other modules may use of the standings: the ranks of the teams a scope reaches (the mentor portal, issue 26). */
export { StandingsModule } from './standings.module';
export { StandingsService } from './standings.service';
export type { CategoryRank } from './standings.service';
