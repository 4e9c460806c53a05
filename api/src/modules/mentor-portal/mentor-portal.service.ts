import { Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, ATTENDANCE_DAYS, attendanceField, type MentorPortal, type MentorSchool, type MentorTeam, type MentorTeamMember, type ScheduleRecord } from '@hackathon/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import { schools, teamMembers, teams } from '../../database/schema';
import { TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS, toTeamPhaseFields, type ReaderScope } from '../../kernel';
import { MentorsService } from '../mentors';
import { ScheduleService } from '../schedule';
import { StandingsService } from '../standings';

/**
 * GET /mentor/me (issue 26): a composition of what the mentor's scope reaches, each part from the
 * service that owns it: its own mentor record (mentors), its school, the teams assigned to it
 * (the scope's teams) with their rank (standings) and the school's schedule (schedule), whose Day
 * 1-4 marks of the team's cohort are the team's attendance.
 */
@Injectable()
export class MentorPortalService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly mentors: MentorsService,
    private readonly schedules: ScheduleService,
    private readonly standings: StandingsService,
  ) {}

  async me(scope: ReaderScope): Promise<MentorPortal> {
    const mentor = await this.mentors.ownRecord(scope);
    const [school, schedule, rows, ranks] = await Promise.all([
      this.school(scope.ownSchool()),
      this.schedule(scope),
      this.db
        .select({ ...TEAM_IDENTITY_COLUMNS, ...TEAM_PHASE_COLUMNS })
        .from(teams)
        .where(scope.teams({ id: teams.id, schoolCode: teams.schoolCode }))
        .orderBy(asc(teams.teamNumber)),
      this.standings.ranksInScope(scope),
    ]);
    const members = await this.membersOf(rows.map((r) => r.id));
    const teamsOfMentor: MentorTeam[] = rows.map((row) => ({
      _id: row.id,
      teamId: row.teamId,
      teamName: row.teamName,
      category: row.category,
      ...toTeamPhaseFields(row),
      rank: ranks.get(row.id)?.rank ?? null,
      rankedTeams: ranks.get(row.id)?.rankedTeams ?? 0,
      members: members.get(row.id) ?? [],
      attendance: {
        day1: schedule?.[attendanceField(row.category, ATTENDANCE_DAYS[0])] ?? null,
        day2: schedule?.[attendanceField(row.category, ATTENDANCE_DAYS[1])] ?? null,
        day3: schedule?.[attendanceField(row.category, ATTENDANCE_DAYS[2])] ?? null,
        day4: schedule?.[attendanceField(row.category, ATTENDANCE_DAYS[3])] ?? null,
      },
    }));
    return { mentor, school, teams: teamsOfMentor, schedule };
  }

  private async school(code: string): Promise<MentorSchool> {
    const [row] = await this.db
      .select({ code: schools.code, name: schools.name, district: schools.district, region: schools.region, zone: schools.zone })
      .from(schools)
      .where(eq(schools.code, code))
      .limit(1);
    if (!row) throw new NotFoundException(API_MSG.schoolNotFound);
    return row;
  }

  /** The school's schedule as its readers get it; null until released (the schedule's own 404). */
  private async schedule(scope: ReaderScope): Promise<ScheduleRecord | null> {
    try {
      return await this.schedules.forSchool(scope, scope.ownSchool());
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  private async membersOf(teamUuids: string[]): Promise<Map<string, MentorTeamMember[]>> {
    const byTeam = new Map<string, MentorTeamMember[]>();
    if (teamUuids.length === 0) return byTeam;
    const rows = await this.db
      .select({ teamId: teamMembers.teamId, name: teamMembers.name, class: teamMembers.class, isLeader: teamMembers.isLeader })
      .from(teamMembers)
      .where(inArray(teamMembers.teamId, teamUuids))
      .orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
    for (const { teamId, ...member } of rows) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), member]);
    return byTeam;
  }
}
