/**
 * The audit trail as people read it (issue 6, section 4): the admin dashboard's Activity section
 * and the history on a team's or a registration's detail modal.
 */
import { english, message, messageTable, withMembers } from './message-text';
import type { ListQuery } from './paging';

export const ACTIVITY_ENTITY_TYPES = ['team', 'mentor', 'registration', 'notification', 'settings', 'payment', 'user', 'school', 'export', 'content', 'judge', 'judging_round', 'certificate', 'certificate_batch'] as const;
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
  /**
   * The record as people name it (issue 25, read when listed): a team's Team ID (A1001JR1), a
   * registration's, payment's or school's school code, a mentor's Mentor ID, an account's username
   * or email; null when there is none (settings, a record gone without a trace). Always sent by the
   * activity list, its export and a record's history; optional for other reads that show entries.
   */
  entityRef?: string | null;
  /** The record's name: a team's name, a school's name, a mentor's or an account's name, a notification's title; or null. */
  entityName?: string | null;
  schoolCode: string | null;
  /** The school's name from the directory (null without a school). */
  schoolName?: string | null;
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

/** Words for the actions recorded today, in the current language; an action without one is shown as recorded. */
export const ACTIVITY_ACTION_LABELS: Readonly<Record<string, string>> = messageTable(english, 'activityAction', {});

export function activityActionLabel(action: string): string {
  return ACTIVITY_ACTION_LABELS[action] ?? action;
}

/** Messages of the activity reads (ours: the spec does not show the trail), in the current language. */
export const ACTIVITY_MSG = withMembers(
  messageTable(english, 'activity', {
    invalidDate: (field: 'from' | 'to') => message('activity.invalidDate', { field }),
    /** A file name, not words: the same in every language. */
    exportFileName: (date: string) => `activity_export_${date}.csv`,
  }),
  {
    get invalidEntityType() {
      return message('activity.invalidEntityType', { types: ACTIVITY_ENTITY_TYPES.join(', ') });
    },
  },
);
