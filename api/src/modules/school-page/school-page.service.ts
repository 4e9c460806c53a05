import { Injectable } from '@nestjs/common';
import {
  NOT_SUBMITTED_PAYMENT,
  SCHOOL_PAGE_ACTIVITY_LIMIT,
  type Registration,
  type ScheduleRecord,
  type SchoolPageActivity,
  type SchoolPageData,
  type SchoolPageMentor,
  type SchoolPagePayment,
  type SchoolPageTeam,
} from '@hackathon/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { InjectDb, type Db } from '../../database';
import {
  accounts,
  files,
  mentors,
  paymentSubmissions,
  registrations,
  schoolSchedules,
  schools,
  teamMemberCounts,
  teams,
} from '../../database/schema';
import { SAFE_TEAM_COLUMNS, parseSchoolCode, requireSchoolRowInScope, toTeamPhaseFields, type ReaderScope, type SchoolRow } from '../../kernel';
import { ActivityService, type ActivityQueryDto } from '../activity';
import { toRegistrationView } from '../registration';
import { SCHEDULE_COLUMNS } from '../schedule';

/** At most this many proofs of payment are listed (newest first); a school sends one or two. */
export const SCHOOL_PAGE_PAYMENTS_LIMIT = 50;

const verifier = alias(accounts, 'verifier');
const mentor = alias(mentors, 'team_mentor');

/**
 * One school's page (issue 25): a handful of statements whatever the school's size (the school,
 * its registration, its proofs with their verdicts, mentors, teams, schedule, the latest Activity
 * and its count, the Activity's actor names), each with the caller's scope in its WHERE as well
 * as the first check, which answers 404 for an unknown school and 403 for one outside the scope.
 */
@Injectable()
export class SchoolPageService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly activity: ActivityService,
  ) {}

  async read(callerScope: ReaderScope, rawCode: string): Promise<SchoolPageData> {
    const scope = callerScope.requireReach();
    const school = await requireSchoolRowInScope(this.db, scope, parseSchoolCode(rawCode));
    const code = school.code;
    const [registration, payments, mentorRows, teamRows, schedule, activity] = await Promise.all([
      this.registration(scope, code),
      this.payments(scope, code),
      this.mentors(scope, code),
      this.teams(scope, code),
      this.schedule(scope, code),
      this.latestActivity(scope, code),
    ]);
    const mentorsWithTeams: SchoolPageMentor[] = mentorRows.map((m) => ({
      ...m,
      teamIds: teamRows.filter((t) => t.mentorUuid === m._id).map((t) => t.teamId),
    }));
    return {
      school: schoolOf(school),
      registration,
      paymentStatus: registration?.paymentStatus ?? NOT_SUBMITTED_PAYMENT.paymentStatus,
      payments,
      mentors: mentorsWithTeams,
      teams: teamRows.map(({ mentorUuid: _mentorUuid, ...team }) => team),
      schedule,
      activity,
    };
  }

  private async registration(scope: ReaderScope, code: string): Promise<Registration | null> {
    const [row] = await this.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.schoolCode, code), scope.schools(registrations.schoolCode)))
      .limit(1);
    return row ? toRegistrationView(row) : null;
  }

  /** Every proof the school sent, newest first, with its receipt's metadata and its verdict (who, when, why). */
  private async payments(scope: ReaderScope, code: string): Promise<SchoolPagePayment[]> {
    const rows = await this.db
      .select({
        id: paymentSubmissions.id,
        payerName: paymentSubmissions.fullName,
        paymentReference: paymentSubmissions.referenceNumber,
        receiptNumber: paymentSubmissions.receiptNumber,
        submittedAt: paymentSubmissions.submittedAt,
        status: paymentSubmissions.status,
        verifiedAt: paymentSubmissions.verifiedAt,
        rejectionReason: paymentSubmissions.rejectionReason,
        notes: paymentSubmissions.notes,
        fileId: files.id,
        fileName: files.fileName,
        fileType: files.contentType,
        fileSize: files.sizeBytes,
        verifierName: sql<string | null>`coalesce(nullif(trim(${verifier.fullName}), ''), ${verifier.email}, ${verifier.username})`,
      })
      .from(paymentSubmissions)
      .innerJoin(registrations, eq(registrations.id, paymentSubmissions.registrationId))
      .leftJoin(files, eq(files.id, paymentSubmissions.receiptFileId))
      .leftJoin(verifier, eq(verifier.id, paymentSubmissions.verifiedBy))
      .where(and(eq(registrations.schoolCode, code), scope.schools(registrations.schoolCode)))
      .orderBy(desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.createdAt))
      .limit(SCHOOL_PAGE_PAYMENTS_LIMIT);
    return rows.map((row) => ({
      _id: row.id,
      payerName: row.payerName,
      paymentReference: row.paymentReference,
      receiptNumber: row.receiptNumber,
      submittedAt: row.submittedAt.toISOString(),
      receipt: row.fileId ? { fileId: row.fileId, fileName: row.fileName ?? '', fileType: row.fileType ?? '', fileSize: row.fileSize ?? 0 } : null,
      verdict:
        row.status === 'submitted'
          ? null
          : { status: row.status, at: row.verifiedAt?.toISOString() ?? null, by: row.verifierName, reason: row.rejectionReason, notes: row.notes },
    }));
  }

  private async mentors(scope: ReaderScope, code: string): Promise<Omit<SchoolPageMentor, 'teamIds'>[]> {
    const rows = await this.db
      .select({
        _id: mentors.id,
        mentorId: mentors.mentorId,
        name: mentors.name,
        designation: mentors.designation,
        emailId: mentors.email,
        contactNumber: mentors.contactNumber,
        isActive: mentors.isActive,
      })
      .from(mentors)
      .where(and(eq(mentors.schoolCode, code), scope.schools(mentors.schoolCode)))
      .orderBy(asc(mentors.slot));
    return rows;
  }

  /** The school's teams (at most four) with their phase, scores, member count and mentor. */
  private async teams(scope: ReaderScope, code: string): Promise<Array<SchoolPageTeam & { mentorUuid: string | null }>> {
    const rows = await this.db
      .select({ ...SAFE_TEAM_COLUMNS, members: teamMemberCounts.members, mentorName: mentor.name })
      .from(teams)
      .leftJoin(teamMemberCounts, eq(teamMemberCounts.teamId, teams.id))
      .leftJoin(mentor, eq(mentor.id, teams.assignedMentorId))
      .where(and(eq(teams.schoolCode, code), scope.teams({ id: teams.id, schoolCode: teams.schoolCode })))
      .orderBy(asc(teams.teamNumber));
    return rows.map((row) => ({
      _id: row.id,
      teamId: row.teamId,
      teamName: row.teamName,
      category: row.category,
      memberCount: row.members ?? 0,
      mentorName: row.mentorName ?? null,
      mentorUuid: row.assignedMentorId,
      ...toTeamPhaseFields(row),
    }));
  }

  private async schedule(scope: ReaderScope, code: string): Promise<ScheduleRecord | null> {
    const [row] = await this.db
      .select({
        kvCode: schools.code,
        kvName: schools.name,
        district: schools.district,
        region: schools.region,
        zone: schools.zone,
        ...SCHEDULE_COLUMNS,
      })
      .from(schoolSchedules)
      .innerJoin(schools, eq(schools.code, schoolSchedules.schoolCode))
      .where(and(eq(schoolSchedules.schoolCode, code), scope.schools(schoolSchedules.schoolCode)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The newest entries of the Activity section filtered by this school (the same read, so the same
   * entries and words), without the requests' addresses: the page is also the region and super
   * admins', and the addresses stay in the admin's own Activity section.
   */
  private async latestActivity(scope: ReaderScope, code: string): Promise<SchoolPageActivity> {
    const query = { schoolCode: code, page: 1, limit: SCHOOL_PAGE_ACTIVITY_LIMIT } as ActivityQueryDto;
    const page = await this.activity.list(scope, query);
    return { items: page.items.map((entry) => ({ ...entry, ip: null })), total: page.pagination.total, limit: SCHOOL_PAGE_ACTIVITY_LIMIT };
  }
}

function schoolOf(row: SchoolRow): SchoolPageData['school'] {
  return {
    schoolCode: row.code,
    schoolName: row.name,
    district: row.district,
    state: row.state,
    region: row.region,
    zone: row.zone,
    city: row.city,
    contactNumber: row.contactNumber,
    email: row.email,
  };
}
