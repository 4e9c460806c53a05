/**
 * The audit trail as people read it (issue 6, section 4): the admin dashboard's Activity section
 * and the history on a team's or a registration's detail modal.
 */
import type { ListQuery } from './paging';

export const ACTIVITY_ENTITY_TYPES = ['team', 'mentor', 'registration', 'notification', 'settings', 'payment', 'user', 'school', 'export'] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

/** One recorded back-office write. */
export interface ActivityEntry {
  id: string;
  /** When (ISO 8601). */
  at: string;
  /** The account (or team) id of who did it; null for the system. */
  actorId: string | null;
  actorRole: string;
  /** Email, username or Team ID at the time. */
  actorLabel: string;
  /** The account's full name (else username) when the account still exists. */
  actorName: string | null;
  /** The address the request came from. */
  ip: string | null;
  /** A dotted verb: 'team.updated', 'phase.eliminated', 'user.deleted' (see ACTIVITY_ACTION_LABELS). */
  action: string;
  entityType: ActivityEntityType | string;
  entityId: string;
  schoolCode: string | null;
  reason: string | null;
  /** The changed fields before and after (null for a creation's before or a deletion's after). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type ActivitySort = 'at';

/**
 * `GET /admin/activity` and its export. `person`: an actor id, or text matched in the actor's
 * label (email, username, Team ID) or account name. `action`: an exact action ('team.updated') or
 * a domain ('team', 'phase'). `from`/`to`: ISO dates or times; a date alone for `to` means the
 * whole of that day.
 */
export interface ActivityQuery extends ListQuery<ActivitySort> {
  person?: string;
  action?: string;
  entityType?: ActivityEntityType;
  schoolCode?: string;
  from?: string;
  to?: string;
}

/** Words for the actions recorded today; an action without one is shown as recorded. */
export const ACTIVITY_ACTION_LABELS: Readonly<Record<string, string>> = {
  'team.created': 'Team created',
  'team.updated': 'Team edited',
  'team.deleted': 'Team deleted',
  'team.mentor_assigned': 'Mentor assigned',
  'team.mentor_removed': 'Mentor removed',
  'team.status_changed': 'Team status changed',
  'team.password_changed': 'Team password changed',
  'mentor.created': 'Mentor added',
  'mentor.updated': 'Mentor edited',
  'mentor.deleted': 'Mentor deleted',
  'registration.created': 'Registration created',
  'registration.updated': 'Registration edited',
  'registration.account_unlinked': 'Registration unlinked from its account',
  'notification.created': 'Notification created',
  'notification.updated': 'Notification edited',
  'notification.deleted': 'Notification deleted',
  'settings.event_updated': 'Event settings changed',
  'user.verification_changed': 'User verification changed',
  'user.deleted': 'User deleted',
  'export.downloaded': 'List exported',
  'payment.verified': 'Payment verified',
  'payment.rejected': 'Payment rejected',
  'schedule.imported': 'Schedule imported',
  'schedule.attendance_marked': 'Attendance marked',
  'phase.promoted_phase2': 'Promoted to Phase 2',
  'phase.promoted_finalist': 'Promoted to Finalist',
  'phase.demoted_finalist': 'Demoted from Finalist',
  'phase.demoted_phase2': 'Demoted to Phase 1',
  'phase.reactivated': 'Reactivated',
  'phase.eliminated': 'Eliminated',
  'phase.auto_eliminated': 'Auto-eliminated',
  'phase.score_updated': 'Score updated',
  'remote.updated': 'Remote registry entry changed',
  'remote.reset': 'Remote registry entry reset to its default',
  'remote.rolled_back': 'Remote registry entry switched back',
};

export function activityActionLabel(action: string): string {
  return ACTIVITY_ACTION_LABELS[action] ?? action;
}

/** Messages of the activity reads (ours: the spec does not show the trail). */
export const ACTIVITY_MSG = {
  loaded: 'Activity loaded',
  historyLoaded: 'History loaded',
  invalidDate: (field: 'from' | 'to') => `${field} must be a date (YYYY-MM-DD) or an ISO date-time`,
  dateOrder: 'from must not be after to',
  invalidPerson: 'person can be at most 100 characters',
  invalidAction: 'action must be letters, digits, dots and underscores (at most 60)',
  invalidSchoolCode: 'schoolCode must be letters and digits (at most 12)',
  invalidEntityType: `entity type must be one of: ${ACTIVITY_ENTITY_TYPES.join(', ')}`,
  invalidEntityId: 'Invalid entity ID',
  exportFileName: (date: string) => `activity_export_${date}.csv`,
} as const;
