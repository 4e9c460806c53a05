/**
 * One page per school (issue 25, "The back office on a live event"): everything the back office
 * knows about one school in one answer, `GET /school-page/{code}`. The admin reads any school, the
 * super admin too (read-only), a region admin the schools of its region (403 for another region).
 */
import english from '@hackathon/catalogue/compiled/en/api.json';
import type { ActivityEntry } from './activity';
import type { Category } from './constants';
import type { PaymentStatus, Registration, ScheduleRecord, TeamProgress } from './entities';
import { messageTable } from './i18n/define';
import { loadCatalogue } from './i18n/translate';

loadCatalogue('en', english);

/** The activity the page shows: the newest entries about the school, its teams and mentors. */
export const SCHOOL_PAGE_ACTIVITY_LIMIT = 50;

/** The school as the national directory holds it. */
export interface SchoolPageSchool {
  schoolCode: string;
  schoolName: string;
  district: string;
  state: string;
  region: string;
  zone: string;
  city: string;
  contactNumber: string;
  email: string;
}

/** The receipt a proof carried (its metadata; the bytes are served by GET /payment/receipt/{id}). */
export interface SchoolPageReceipt {
  fileId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

/** Who decided a proof, when and why. */
export interface SchoolPageVerdict {
  status: 'verified' | 'rejected';
  /** When (ISO 8601). */
  at: string | null;
  /** The verifier's name, else email or username; null when the account is gone. */
  by: string | null;
  reason: string | null;
  notes: string | null;
}

/** One proof of payment the school sent, newest first, with its verdict once there is one. */
export interface SchoolPagePayment {
  _id: string;
  payerName: string;
  paymentReference: string;
  receiptNumber: string;
  /** When it was sent (ISO 8601). */
  submittedAt: string;
  receipt: SchoolPageReceipt | null;
  /** null while it waits for a verifier. */
  verdict: SchoolPageVerdict | null;
}

export interface SchoolPageMentor {
  _id: string;
  mentorId: string;
  name: string;
  designation: string;
  emailId: string;
  contactNumber: string;
  isActive: boolean;
  /** The Team IDs of the teams it mentors. */
  teamIds: string[];
}

export interface SchoolPageTeam extends TeamProgress {
  _id: string;
  teamId: string;
  teamName: string;
  category: Category;
  memberCount: number;
  /** The mentor's name; null without one. */
  mentorName: string | null;
}

/** The newest entries of the school's Activity, and how many there are in all. */
export interface SchoolPageActivity {
  items: ActivityEntry[];
  total: number;
  /** At most this many are shown (SCHOOL_PAGE_ACTIVITY_LIMIT); the Activity section has the rest. */
  limit: number;
}

/** `GET /school-page/{code}`: the school's page. Lists are small by rule (4 teams, 2 mentors) or bounded (activity). */
export interface SchoolPageData {
  school: SchoolPageSchool;
  /** null when the school never registered. */
  registration: Registration | null;
  /** The registration's payment status ('not_submitted' without a registration). */
  paymentStatus: PaymentStatus;
  payments: SchoolPagePayment[];
  mentors: SchoolPageMentor[];
  teams: SchoolPageTeam[];
  /** Cohorts, slots and Day 1-4 attendance; null when no schedule was imported for the school. */
  schedule: ScheduleRecord | null;
  activity: SchoolPageActivity;
}

/** The API's words for the page (`api.schoolPage.*`). */
export const SCHOOL_PAGE_MSG = messageTable(english, 'api.schoolPage', {});
