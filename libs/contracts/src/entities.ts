/** Entities as they cross the wire. Field names follow the specs (document-style, `_id` included). */
import type { Category, Gender } from './constants';
import type { Role } from './roles';
import type { Locale } from './i18n/locales';

export type PaymentStatus = 'not_submitted' | 'submitted' | 'verified' | 'rejected';
export type RegistrationStatus = 'pending' | 'approved' | 'rejected';
export type TeamStatus = 'ACTIVE' | 'INACTIVE' | 'SUSPENDED' | 'ELIMINATED' | 'FINALIST' | 'WINNER';

export interface SchoolLookup {
  kvCode: string;
  kvName: string;
  district: string;
  state: string;
  region: string;
  zone: string;
  contactNumber: string;
  email: string;
}

export interface School extends SchoolLookup {
  schoolCode: string;
  schoolName: string;
  city: string;
}

export interface RegistrationMetadata {
  registrationTimestamp?: string;
  termsAccepted?: boolean;
  registrationSource?: string;
  registrationMethod?: string;
  completedFields?: string[];
  browserAgent?: string;
  screenResolution?: string;
  timezone?: string;
}

export interface Registration {
  _id: string;
  schoolCode: string;
  kvCode: string;
  kvName: string;
  email: string;
  contactNumber: string;
  district: string;
  state: string;
  region: string;
  zone: string;
  fullName: string;
  otpVerified: boolean;
  registrationStatus: RegistrationStatus;
  paymentStatus: PaymentStatus;
  termsAccepted: boolean;
  registrationSource: string;
  registrationMethod: string;
  registrationTimestamp: string;
  orderId?: string | null;
  paymentId?: string | null;
  referenceNumber: string;
  createdAt: string;
  updatedAt: string;
}

export interface SessionUser {
  _id: string;
  id: string;
  role: Role;
  fullName: string;
  email: string;
  schoolCode?: string | null;
  region?: string | null;
  username?: string | null;
  /** The language the person chose on the switch (issue 24); null: never chose. */
  language?: Locale | null;
}

export interface LoginData {
  token: string;
  user: SessionUser;
}

export interface TeamMember {
  _id?: string;
  memberId: string;
  studentId: string;
  name: string;
  /** 8-10 for a junior team, 11-12 for a senior team. */
  class: number;
  fathersName: string;
  gender: Gender;
  isLeader: boolean;
}

export interface PhaseScores {
  phase1: number | null;
  phase2: number | null;
  phase3: number | null;
}

/** Where a participant belongs: its school, and the school's place in the directory. */
export interface SchoolPlace {
  schoolCode: string;
  schoolName: string;
  district: string;
  region: string;
  state: string;
  zone: string;
}

/**
 * A team's way through the phases: its status, what it qualified for and its scores. The team
 * record, Phase Management's rows and the team's own standing all carry it.
 */
export interface TeamProgress {
  status: TeamStatus;
  /** 1, 2 or 3 (3 = Finalist). An eliminated team keeps the phase it stopped in. */
  currentPhase: number;
  phase1Qualified: boolean;
  phase2Qualified: boolean;
  finalistQualified: boolean;
  phaseScores: PhaseScores;
  /** The sum of the phase scores (a phase not scored counts 0). */
  totalScore: number;
  eliminatedAt: string | null;
  eliminationReason: string | null;
}

/** Where every team starts: active in Phase 1, nothing qualified, nothing scored. */
export const NEW_TEAM_PROGRESS: Readonly<TeamProgress> = {
  status: 'ACTIVE',
  currentPhase: 1,
  phase1Qualified: false,
  phase2Qualified: false,
  finalistQualified: false,
  phaseScores: { phase1: null, phase2: null, phase3: null },
  totalScore: 0,
  eliminatedAt: null,
  eliminationReason: null,
};

export interface Team extends SchoolPlace, TeamProgress {
  _id: string;
  teamId: string;
  teamName: string;
  category: Category;
  assignedMentor: string | null;
  assignedMentorName: string | null;
  members: TeamMember[];
  teamEmail?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The team record returned at team login, plus the session fields the spec names. */
export interface TeamSessionUser extends Team {
  role: 'team';
  userType: 'team';
  id: string;
  name: string;
}

export interface AssignedTeam {
  teamId: string;
  teamName: string;
  category: Category;
  members: number;
}

/**
 * A mentor's portal account (issue 26): none yet (not_invited), invited (the invitation mail sent,
 * no password set), active (the mentor set a password through the invitation), disabled (the
 * mentor was deactivated; a new invitation enables it again).
 */
export const MENTOR_ACCOUNT_STATES = ['not_invited', 'invited', 'active', 'disabled'] as const;
export type MentorAccountState = (typeof MENTOR_ACCOUNT_STATES)[number];

export interface MentorAccount {
  state: MentorAccountState;
  /** When the last invitation was sent (ISO); null when never. */
  invitedAt: string | null;
  /** The mentor's last sign-in (ISO); null when never. */
  lastSignInAt: string | null;
}

export interface Mentor extends SchoolPlace {
  _id: string;
  mentorId: string;
  teacherId: string;
  name: string;
  designation: string;
  gender: Gender | null;
  contactNumber: string;
  emailId: string;
  isActive: boolean;
  assignedTeams: AssignedTeam[];
  /** The mentor's portal account (issue 26). */
  account: MentorAccount;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentInfo {
  paymentStatus: PaymentStatus;
  fullName: string | null;
  referenceNumber: string | null;
  receiptNumber: string | null;
  receiptFile: string | null;
  receiptFileName: string | null;
  receiptFileSize: number | null;
  receiptFileType: string | null;
  submittedAt: string | null;
  verifiedAt: string | null;
  rejectionReason: string | null;
}

/** The payment info of a school that has submitted nothing yet (the spec's default status). */
export const NOT_SUBMITTED_PAYMENT: Readonly<PaymentInfo> = {
  paymentStatus: 'not_submitted',
  fullName: null,
  referenceNumber: null,
  receiptNumber: null,
  receiptFile: null,
  receiptFileName: null,
  receiptFileSize: null,
  receiptFileType: null,
  submittedAt: null,
  verifiedAt: null,
  rejectionReason: null,
};

export interface Schedule {
  kvCode: string;
  kvName: string;
  district: string;
  region: string;
  zone: string;
  seniorCohort: string | null;
  seniorTime: string | null;
  juniorCohort: string | null;
  juniorSlot: string | null;
}

export interface ScheduleRecord extends Schedule {
  SRDAY1: string | null;
  SRDAY2: string | null;
  SRDAY3: string | null;
  SRDAY4: string | null;
  JRDAY1: string | null;
  JRDAY2: string | null;
  JRDAY3: string | null;
  JRDAY4: string | null;
}

export interface AdminDashboardStats {
  schools: number;
  registrations: number;
  mentors: number;
  teams: number;
  totalStudents: number;
  activeTeams: number;
  totalPaymentSubmitted: number;
  paymentPending: number;
  verifiedPayments: number;
}

export interface RegionDashboardStats {
  schools: number;
  teams: number;
  registrations: number;
  mentors: number;
  activeTeams: number;
  pendingRegistrations: number;
  approvedRegistrations: number;
}

export interface AdminInfo {
  _id: string;
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: 'region_admin' | 'super_admin';
  region: string | null;
}

export interface NotificationItem {
  _id: string;
  id: string;
  title: string;
  message: string;
  type: 'info' | 'success' | 'warning' | 'error';
  priority: 'low' | 'medium' | 'high';
  status: 'active' | 'inactive';
  isActive: boolean;
  isRead: boolean;
  createdAt: string;
  updatedAt: string;
  timestamp: string;
}

/** One school row of the region/super admin summary (GET /region-admin/summary, data.schools). */
export interface RegionSchoolSummary {
  kvCode: string;
  kvName: string;
  registered: boolean;
  mentors: number;
  jrTeams: number;
  srTeams: number;
  totalTeams: number;
  totalStudents: number;
  /** The school's registration payment status; null when the school has not registered. */
  paymentStatus: PaymentStatus | null;
  /** Where the school is (the super admin's region filter reads these). */
  region?: string;
  district?: string;
  zone?: string;
}

/**
 * GET /region-admin/dashboard `data` (region: the admin's region, or null for all regions). The
 * overview never ships every school: the schools are in GET /region-admin/summary, paged.
 */
export interface RegionDashboardData {
  stats: RegionDashboardStats;
  region: string | null;
}

/** The school a team belongs to, as `GET /teamdata` shows it. */
export interface TeamSchoolDetails {
  code: string;
  name: string;
  district: string;
  state: string;
  region: string;
  zone: string;
  city: string;
}

/** The team's assigned mentor, as `GET /teamdata` shows it. */
export interface TeamMentorDetails {
  _id: string;
  mentorId: string;
  name: string;
  designation: string;
  contactNumber: string;
  emailId: string;
}

/** `GET /teamdata` and `GET /teamdata/{id}` data: the team with its school and assigned mentor. */
export interface TeamData extends Team {
  school: TeamSchoolDetails;
  mentor: TeamMentorDetails | null;
}
