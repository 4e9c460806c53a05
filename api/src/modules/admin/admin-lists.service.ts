import { Injectable } from '@nestjs/common';
import {
  toNamedPage,
  type AdminMentorCounters,
  type AdminMentorsPage,
  type AdminRegistrationCounters,
  type AdminRegistrationsPage,
  type AdminSchoolCounters,
  type AdminSchoolsPage,
  type AdminStudentCounters,
  type AdminStudentsPage,
  type AdminTeamCounters,
  type AdminTeamsPage,
} from '@hackathon/contracts';
import { InjectDb, type Db } from '../../database';
import { type ReaderScope } from '../../kernel';
import type {
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto,
} from './dto/admin-list-queries.dto';
import { mentorsList } from './lists/mentors.list';
import { registrationsList } from './lists/registrations.list';
import { schoolsList } from './lists/schools.list';
import { studentsList } from './lists/students.list';
import { teamsList } from './lists/teams.list';

/** The five admin lists: one page each (under the list's own name) and each list's stat tiles. */
@Injectable()
export class AdminListsService {
  constructor(@InjectDb() private readonly db: Db) {}

  async teams(scope: ReaderScope, query: AdminTeamsQueryDto): Promise<AdminTeamsPage> {
    return toNamedPage(await teamsList.page(this.db, scope, query), 'teams');
  }

  teamCounters(scope: ReaderScope): Promise<AdminTeamCounters> {
    return teamsList.counters(this.db, scope);
  }

  async students(scope: ReaderScope, query: AdminStudentsQueryDto): Promise<AdminStudentsPage> {
    return toNamedPage(await studentsList.page(this.db, scope, query), 'students');
  }

  studentCounters(scope: ReaderScope): Promise<AdminStudentCounters> {
    return studentsList.counters(this.db, scope);
  }

  async schools(scope: ReaderScope, query: AdminSchoolsQueryDto): Promise<AdminSchoolsPage> {
    return toNamedPage(await schoolsList.page(this.db, scope, query), 'schools');
  }

  schoolCounters(scope: ReaderScope): Promise<AdminSchoolCounters> {
    return schoolsList.counters(this.db, scope);
  }

  async mentors(scope: ReaderScope, query: AdminMentorsQueryDto): Promise<AdminMentorsPage> {
    return toNamedPage(await mentorsList.page(this.db, scope, query), 'mentors');
  }

  mentorCounters(scope: ReaderScope): Promise<AdminMentorCounters> {
    return mentorsList.counters(this.db, scope);
  }

  async registrations(scope: ReaderScope, query: AdminRegistrationsQueryDto): Promise<AdminRegistrationsPage> {
    return toNamedPage(await registrationsList.page(this.db, scope, query), 'registrations');
  }

  registrationCounters(scope: ReaderScope): Promise<AdminRegistrationCounters> {
    return registrationsList.counters(this.db, scope);
  }
}
