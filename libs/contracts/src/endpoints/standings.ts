import { endpoint } from '../endpoint';
import type { TeamStanding } from '../standings';

/** The team's competition standing (team dashboard, /team-dashboard). */
export const STANDINGS_API = {
  /** Role team only: the caller's own team, ranked in its category. */
  me: endpoint<{ data: TeamStanding }>()('GET', '/standings/me'),
} as const;
