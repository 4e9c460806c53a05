import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../auth';
import { ReaderScope } from '../../kernel';
import type { FirstScreenReader } from '../../web/first-screen';
import { LoginService } from '../auth';
import { MentorsService } from '../mentors';
import { RegistrationService } from '../registration';
import { TeamsService } from '../teams';

/**
 * The school dashboard's reads for its server-filled first screen (web/first-screen.ts): the same
 * service calls, scope and rows as the admin's own GET /registration/by-kv, /mentors/school and
 * /teams/school, and the account's name for the nav bar's welcome line.
 */
@Injectable()
export class SchoolDashboardReader implements FirstScreenReader {
  constructor(
    private readonly sessions: LoginService,
    private readonly registrations: RegistrationService,
    private readonly mentors: MentorsService,
    private readonly teams: TeamsService,
  ) {}

  async read(user: AuthUser): ReturnType<FirstScreenReader['read']> {
    const scope = ReaderScope.of(user);
    const schoolCode = user.schoolCode ?? '';
    const [account, registration, mentors, teams] = await Promise.all([
      // the token carries only the address; the nav bar shows the account's name (a deleted one is a 401)
      this.sessions.sessionUser(user),
      // no registration yet: the page shows the code and dashes
      this.registrations.getBySchool(scope, schoolCode).catch((error: unknown) => {
        if (error instanceof NotFoundException) return null;
        throw error;
      }),
      this.mentors.listBySchool(scope, schoolCode),
      this.teams.listBySchool(scope, schoolCode),
    ]);
    return { data: { schoolCode, registration, mentors, teams }, account };
  }
}
