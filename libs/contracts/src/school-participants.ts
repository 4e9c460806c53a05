/**
 * Wire shapes of the school admin's mentor and team management (participant spec, sections 3-5),
 * and of the team sign-in calls. The API's DTOs implement the inputs; the screens send them.
 */
import type { Category, Gender } from './constants';
import type { TeamMember, TeamSessionUser } from './entities';

/** `POST /mentors` (all required except isActive) and `PUT /mentors/{id}` (any subset). */
export interface MentorInput {
  /** Employee code: letters, digits and hyphens, at most 20. */
  teacherId: string;
  name: string;
  designation: string;
  gender: Gender;
  /** Exactly 10 digits (the form strips anything else). */
  contactNumber: string;
  /** Lower-cased by the server. */
  emailId: string;
  /** The mentor's school; a school admin may only name their own. */
  schoolCode: string;
  isActive?: boolean;
}

/** `PUT /mentors/{id}`: the fields to change. The school of a mentor never changes. */
export type MentorUpdateInput = Partial<MentorInput>;

/** `DELETE /mentors/{id}[?force=true]` data: the Team IDs the mentor was taken off (force only). */
export interface MentorDeleteResult {
  _id: string;
  mentorId: string;
  unassignedTeams: string[];
}

/** One member of the team form; memberId is generated from the team ID and position when absent. */
export interface TeamMemberInput extends Omit<TeamMember, '_id' | 'memberId'> {
  memberId?: string;
}

/**
 * `POST /teams`. The Team ID is the server's: region initial + school code + JR/SR + the lowest
 * free number 1-4. `assignedMentor` takes a mentor's `_id` or `mentorId` (same school, active).
 */
export interface TeamInput {
  teamName: string;
  /** At least 6 characters; stored only as a hash. */
  password: string;
  category: Category;
  schoolCode: string;
  /** Sent by the form for display; the server takes the name from the directory. */
  schoolName?: string;
  members: TeamMemberInput[];
  assignedMentor?: string | null;
  teamEmail?: string | null;
}

/**
 * `PUT /teams/{id}`: any subset. A new category gives the team a new Team ID (same number); the
 * password is optional on edit; `assignedMentor: null` removes the mentor.
 */
export interface TeamUpdateInput {
  teamName?: string;
  password?: string;
  category?: Category;
  schoolCode?: string;
  schoolName?: string;
  members?: TeamMemberInput[];
  assignedMentor?: string | null;
  teamEmail?: string | null;
}

/** `DELETE /teams/teamId/{teamId}` and `DELETE /teams/{id}` data. */
export interface TeamDeleteResult {
  _id: string;
  teamId: string;
}

/** `POST /teams/verify-password`: teamId is the Team ID or the team's `_id`. */
export interface VerifyTeamPasswordInput {
  teamId: string;
  password: string;
}

/** `POST /teams/verify-password` data; `success` of the envelope says the same. */
export interface VerifyTeamPasswordResult {
  valid: boolean;
}

/** `PUT /teams/{id}/password`. */
export interface ChangeTeamPasswordInput {
  newPassword: string;
}

/** `POST /teams/login`. */
export interface TeamLoginInput {
  teamId: string;
  password: string;
}

/** `POST /teams/login` data. */
export interface TeamLoginData {
  team: TeamSessionUser;
  token: string;
}

/** `POST /teams/login-by-email`. */
export interface TeamEmailLoginInput {
  email: string;
  password: string;
}

/** `POST /teams/login-by-email` data; the envelope also carries `user` and `token` beside `success`. */
export interface TeamEmailLoginData {
  user: TeamSessionUser;
  token: string;
}

/** `POST /teams/forgot-password`. */
export interface TeamForgotPasswordInput {
  teamId: string;
}

/** `POST /teams/reset-password`. */
export interface TeamResetPasswordInput {
  token: string;
  newPassword: string;
}

/** `GET /teams/reset-password/validate?token=` data. */
export interface TeamResetLinkCheck {
  valid: true;
  teamId: string;
}
