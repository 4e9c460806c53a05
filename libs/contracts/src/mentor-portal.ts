/**
 * The mentor portal (issue 26): accounts by invitation, and the mentor's own dashboard
 * (/mentor-dashboard) read in one call, GET /mentor/me.
 */
import type { Mentor, MentorAccount, MentorAccountState, ScheduleRecord } from './entities';
import { formatDate, formatDateTime } from './format/date';
import { labelTable, message } from './message-text';
import type { TeamStanding } from './standings';

/** Attendance marks are 'P' or 'A'; null when nothing is recorded. */
export type AttendanceMark = string | null;

/** `POST /mentor-invitations/accept`: the invitation link's token and the mentor's new password (the spec's strong-password rules). */
export interface MentorInvitationAcceptRequest {
  token: string;
  newPassword: string;
}

/** The mentor's school, as the dashboard header shows it. */
export interface MentorSchool {
  code: string;
  name: string;
  district: string;
  region: string;
  zone: string;
}

/** A member as the mentor's team card shows it. */
export interface MentorTeamMember {
  name: string;
  class: number;
  isLeader: boolean;
}

/** The Day 1-4 attendance of the team's cohort (Senior or Junior) of its school's schedule. */
export interface MentorTeamAttendance {
  day1: AttendanceMark;
  day2: AttendanceMark;
  day3: AttendanceMark;
  day4: AttendanceMark;
}

/**
 * One team assigned to the mentor: its progress through the phases (status, current phase,
 * qualifications, phase scores, total), its rank in its category as the team's own standing
 * ranks it (GET /standings/me: by total score among the category's teams not eliminated, equal
 * scores share a rank; null for an eliminated team), its members and its cohort's attendance.
 */
export interface MentorTeam extends Omit<TeamStanding, 'percentile' | 'statistics'> {
  members: MentorTeamMember[];
  attendance: MentorTeamAttendance;
}

/** `GET /mentor/me`: the signed-in mentor's record, school, assigned teams and the school's schedule (null until released). */
export interface MentorPortal {
  mentor: Mentor;
  school: MentorSchool;
  teams: MentorTeam[];
  schedule: ScheduleRecord | null;
}

/** Each account state's word ('Invited'), in the current language: the filters' choices. */
export const MENTOR_ACCOUNT_STATE_LABELS = labelTable<MentorAccountState>({
  not_invited: 'mentorAccount.notInvited',
  invited: 'mentorAccount.invited',
  active: 'mentorAccount.active',
  disabled: 'mentorAccount.disabled',
});

/** The account as the mentor card, dialog and list show it: 'Invited on 28 Nov 2026', 'Active · last sign-in …'. */
export function mentorAccountText(account: MentorAccount): string {
  if (account.state === 'invited' && account.invitedAt) return message('mentorAccount.invitedOn', { date: formatDate(account.invitedAt) });
  if (account.state === 'active') {
    return account.lastSignInAt ? message('mentorAccount.lastSignIn', { dateTime: formatDateTime(account.lastSignInAt) }) : message('mentorAccount.neverSignedIn');
  }
  return MENTOR_ACCOUNT_STATE_LABELS[account.state];
}

export type MentorInviteAction = 'invite' | 'resend';

const INVITE_ACTION: Readonly<Record<MentorAccountState, MentorInviteAction | null>> = { not_invited: 'invite', invited: 'resend', active: null, disabled: 'invite' };

/**
 * What a mentor's account offers as POST /mentors/{id}/invite accepts it: Invite a mentor never
 * invited, or one whose account was disabled and who is active again (the invitation enables it);
 * Resend while the invitation is open; nothing for an active account or an inactive mentor (409).
 */
export function mentorInviteAction(mentor: Pick<Mentor, 'isActive' | 'account'>): MentorInviteAction | null {
  return mentor.isActive === false ? null : INVITE_ACTION[mentor.account.state];
}
