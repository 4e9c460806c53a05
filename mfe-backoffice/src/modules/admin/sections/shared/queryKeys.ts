import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the Teams, Phase Management and Notifications sections. Everything of the admin
 * dashboard sits under ['admin', ...], so a write that changes teams refreshes every admin read
 * that shows them (overview counts, teams, phases, activity).
 */
export const ADMIN_KEY = ['admin'] as const;
export const teamsKeys = {
  all: ['admin', 'teams'] as const,
  list: (query: unknown) => ['admin', 'teams', 'list', query] as const,
  counters: ['admin', 'teams', 'counters'] as const,
  history: (id: string) => ['admin', 'teams', 'history', id] as const,
  mentors: (schoolCode: string) => ['admin', 'teams', 'mentors', schoolCode] as const,
};
export const phasesKeys = {
  all: ['admin', 'phases'] as const,
  list: (query: unknown) => ['admin', 'phases', 'list', query] as const,
};
export const notificationsKeys = {
  all: ['admin', 'notifications'] as const,
  list: (query: unknown) => ['admin', 'notifications', 'list', query] as const,
  stats: ['admin', 'notifications', 'stats'] as const,
};

/** After a write to teams (edit, mentor, status, phase, score): every admin read may show it. */
export function refreshAdminReads(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ADMIN_KEY });
}
