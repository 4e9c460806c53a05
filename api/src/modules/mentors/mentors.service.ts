import { Injectable } from '@nestjs/common';
import type { Mentor } from '@hackathon/contracts';
import type { AuthUser } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { loadReadableSchool } from '../teams/school-access';
import { mentorsOfSchool, readMentors } from './mentor-view';

@Injectable()
export class MentorsService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** GET /mentors/school/{code}: slots 1 and 2 in order, each with its assigned teams. */
  async listBySchool(user: AuthUser, code: string): Promise<Mentor[]> {
    const school = await loadReadableSchool(this.db, user, code);
    return readMentors(this.db, user, mentorsOfSchool(school.code));
  }
}
