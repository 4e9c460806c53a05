/**
 * The percentile shown to a ranked team: the share (0-100, whole number) of the other ranked teams
 * of its category that scored lower, from PostgreSQL's percent_rank() over ascending scores.
 * The only ranked team is at the top (100).
 */
export function toPercentile(percentRank: number, rankedTeams: number): number {
  if (rankedTeams <= 1) return 100;
  const clamped = Math.min(1, Math.max(0, percentRank));
  return Math.round(clamped * 100);
}
