/**
 * Notification management (back-office spec: Admin dashboard "Notifications screen", section 3
 * "Notification", section 4, section 7 "Notifications", section 9) and who receives what.
 *
 * A notification has a target: everyone by default, or narrowed to roles and/or regions. It
 * reaches the bell of exactly the users it targets: roles match the reader's role; regions match
 * the reader's region (a region admin's own region; a school admin's, mentor's or team's school's
 * directory region). Admins and super admins belong to no region, so a region target never
 * reaches them. Read states stay per reader.
 */
import type { NotificationItem } from './entities';
import { MSG } from './messages';
import { english, labelTable, message, messageTable, withMembers } from './message-text';
import type { ListQuery } from './paging';
import { KVS_REGIONS } from './regions';
import { ROLES, type Role } from './roles';

/** Spec section 3. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
/** Spec section 4: "Status is active or inactive". An inactive notification leaves every bell. */
export const NOTIFICATION_STATUSES = ['active', 'inactive'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_DEFAULTS = { type: 'info', priority: 'medium', status: 'active' } as const satisfies {
  type: NotificationType;
  priority: NotificationPriority;
  status: NotificationStatus;
};

/** Longest title and message (characters, after trimming). */
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;
/** Spec section 9: recent notifications are those created within 7 days. */
export const NOTIFICATION_RECENT_DAYS = 7;
/** Roles that belong to no region: a region target never reaches them. */
export const NATIONAL_ROLES: readonly Role[] = ['admin', 'super_admin'];
/** The most entries a target list may carry as sent (duplicates are dropped after). */
export const NOTIFICATION_TARGET_LIST_MAX = 50;

/** Who a notification reaches. Empty lists mean "no restriction": `{ roles: [], regions: [] }` is everyone. */
export interface NotificationTarget {
  /** One or more of ROLES; empty: every role. */
  roles: Role[];
  /** Region names as in KVS_REGIONS (e.g. 'Agra'); empty: every region (and the users of none). */
  regions: string[];
}

/** Target as sent: either list may be left out. */
export interface NotificationTargetInput {
  roles?: Role[];
  /** Region names, any case (answered as KVS_REGIONS spells them). */
  regions?: string[];
}

/** `POST /notifications/create`. type default 'info', priority default 'medium', target default everyone. */
export interface NotificationCreateInput {
  title: string;
  message: string;
  type?: NotificationType;
  priority?: NotificationPriority;
  target?: NotificationTargetInput;
}

/** `PUT /notifications/admin/{id}`: the fields sent change (at least one); `target` replaces the whole target. */
export interface NotificationUpdateInput {
  title?: string;
  message?: string;
  type?: NotificationType;
  priority?: NotificationPriority;
  status?: NotificationStatus;
  target?: NotificationTargetInput;
}

/** A notification as the admin's Notifications screen lists it. */
export interface AdminNotification extends Omit<NotificationItem, 'isRead'> {
  target: NotificationTarget;
  /** How many readers have marked it read. */
  readCount: number;
  /** Who created it (full name, else email or username); null when unknown or removed. */
  createdByName: string | null;
}

export const ADMIN_NOTIFICATION_SORTS = ['createdAt', 'updatedAt', 'title', 'type', 'priority', 'status'] as const;
export type AdminNotificationSort = (typeof ADMIN_NOTIFICATION_SORTS)[number];

/** `GET /notifications/admin/all`: search over title and message; default sort createdAt desc. */
export interface AdminNotificationQuery extends ListQuery<AdminNotificationSort> {
  status?: NotificationStatus;
  type?: NotificationType;
  priority?: NotificationPriority;
}

/** `GET /notifications/admin/counters`: the header counts of the Notifications screen. */
export interface NotificationCounters {
  total: number;
  active: number;
  inactive: number;
  /** Created within NOTIFICATION_RECENT_DAYS days. */
  recent: number;
}

/** `GET /notifications/admin/stats`: the stat tiles. */
export interface NotificationStats extends NotificationCounters {
  byType: Record<NotificationType, number>;
  byPriority: Record<NotificationPriority, number>;
  /** Bells the active notifications reach today: for each, the users (accounts and teams) its target matches, summed. */
  deliveries: number;
  /** Read marks on active notifications. */
  reads: number;
  /** reads / deliveries as a percentage with one decimal (0 when nothing is delivered; at most 100). */
  readRate: number;
}

/** `DELETE /notifications/admin/{id}`. */
export interface NotificationDeleted {
  _id: string;
}

/** The canonical spelling of a region name (any case, or its slug); undefined when unknown. */
export function canonicalRegion(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const key = name.trim().toLowerCase();
  return KVS_REGIONS.find((r) => r.name.toLowerCase() === key || r.slug === key)?.name;
}

/** True when the target can reach nobody: regions named, and only region-less roles. */
export function targetReachesNobody(target: NotificationTarget): boolean {
  return target.regions.length > 0 && target.roles.length > 0 && target.roles.every((role) => NATIONAL_ROLES.includes(role));
}

/** Words of a target, for tables and the view-details modal: 'Everyone', 'School admins, Teams in Agra, Delhi'. */
export function describeTarget(target: NotificationTarget): string {
  const who = target.roles.length === 0 ? message('notificationTarget.everyone') : target.roles.map((r) => ROLE_AUDIENCE_LABEL[r]).join(', ');
  return target.regions.length === 0 ? who : message('notificationTarget.inRegions', { who, regions: target.regions.join(', ') });
}

/** Plural labels of the roles as audiences, in the current language. */
export const ROLE_AUDIENCE_LABEL: Record<Role, string> = labelTable<Role>({
  school_admin: 'roleAudience.school_admin',
  mentor: 'roleAudience.mentor',
  team: 'roleAudience.team',
  admin: 'roleAudience.admin',
  region_admin: 'roleAudience.region_admin',
  super_admin: 'roleAudience.super_admin',
  judge: 'roleAudience.judge',
});

/** Messages of notification management: the spec's where it words them, ours otherwise; in the current language. */
export const NOTIFICATION_MSG = withMembers(messageTable(english, 'notification', {}), {
  /** Spec (back-office section 5): title and message non-blank. */
  get fillRequiredFields() {
    return MSG.fillRequiredFields;
  },
  get titleText() {
    return message('notification.titleText', { max: NOTIFICATION_TITLE_MAX });
  },
  get messageText() {
    return message('notification.messageText', { max: NOTIFICATION_MESSAGE_MAX });
  },
  get type() {
    return message('notification.type', { allowed: NOTIFICATION_TYPES.join(', ') });
  },
  get priority() {
    return message('notification.priority', { allowed: NOTIFICATION_PRIORITIES.join(', ') });
  },
  get status() {
    return message('notification.status', { allowed: NOTIFICATION_STATUSES.join(', ') });
  },
  get targetRoles() {
    return message('notification.targetRoles', { roles: ROLES.join(', ') });
  },
  get targetTooLong() {
    return message('notification.targetTooLong', { max: NOTIFICATION_TARGET_LIST_MAX });
  },
});
