import type { Category } from './constants';
import type { TeamProgress } from './entities';

/** Figures of the team's category, over every team of that category (`GET /standings/me`). */
export interface CategoryStatistics {
  /** Teams of the category, whatever their status. */
  teamsInCategory: number;
  /** Teams still taking part: status ACTIVE, FINALIST or WINNER. */
  activeTeams: number;
  /** Teams at the finale: status FINALIST or WINNER. */
  finalists: number;
  eliminatedTeams: number;
  /** Mean total score of the ranked teams (one decimal); null when none is ranked. */
  averageScore: number | null;
  /** Best total score of the ranked teams; null when none is ranked. */
  highestScore: number | null;
}

/**
 * The signed-in team's place in the competition: its status, phases and scores, and its rank in
 * its category. The ranking covers every team of the category except ELIMINATED ones, ordered by
 * total score; equal scores share a rank (1, 1, 3, ...).
 */
export interface TeamStanding extends TeamProgress {
  _id: string;
  teamId: string;
  teamName: string;
  category: Category;
  /** 1 = best; null when the team is not ranked (eliminated). */
  rank: number | null;
  /** Teams in the category's ranking (every status but ELIMINATED). */
  rankedTeams: number;
  /**
   * Share of the other ranked teams of the category that scored lower, 0-100 (100 = top, or the
   * only ranked team); null when the team is not ranked.
   */
  percentile: number | null;
  statistics: CategoryStatistics;
}
