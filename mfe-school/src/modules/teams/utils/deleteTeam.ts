import { ApiError } from '@hackathon/api-client';

/**
 * The spec's delete: by Team ID first, falling back to the `_id` path when the first answers
 * 404 (a team whose Team ID changed meanwhile). Any other failure is final.
 */
export async function deleteTeamWithFallback<T>(
  team: { teamId: string; _id: string },
  byTeamId: (teamId: string) => Promise<T>,
  byId: (id: string) => Promise<T>,
): Promise<T> {
  if (!team.teamId) return byId(team._id);
  try {
    return await byTeamId(team.teamId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && team._id) return byId(team._id);
    throw error;
  }
}
