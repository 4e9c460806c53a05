import type { AuthUser } from '../../auth';

/**
 * The bell's reach. Notifications are addressed to audiences ('all' or a role), not to schools,
 * so their scope is the caller's audiences; read states are kept per reader (an account or a team).
 */
export interface NotificationReader {
  /** `<role>:<subject id>`: keeps the read states of an account and a team with the same id apart. */
  key: string;
  audiences: string[];
}

export function notificationReaderOf(user: AuthUser): NotificationReader {
  return { key: `${user.role}:${user.sub}`, audiences: ['all', user.role] };
}
