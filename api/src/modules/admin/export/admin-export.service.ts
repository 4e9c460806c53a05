import { BadRequestException, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ADMIN_LIST_MSG, ADMIN_LIST_TYPES, type AdminListType } from '@hackathon/contracts';
import { createValidationPipe } from '../../../common';
import { InjectDb, type Db, type ReaderScope } from '../../../database';
import {
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto,
} from '../dto/admin-list-queries.dto';
import type { AdminListSource } from '../lists/list-source';
import { mentorsList } from '../lists/mentors.list';
import { registrationsList } from '../lists/registrations.list';
import { schoolsList } from '../lists/schools.list';
import { studentsList } from '../lists/students.list';
import { teamsList } from '../lists/teams.list';
import { openCsvExport } from './csv-export';

/** Each export type: the list's query class (its search and filters) and its rows. */
const EXPORTS: Record<AdminListType, { dto: new () => object; list: AdminListSource<never, unknown, unknown, unknown> }> = {
  teams: { dto: AdminTeamsQueryDto, list: teamsList as AdminListSource<never, unknown, unknown, unknown> },
  mentors: { dto: AdminMentorsQueryDto, list: mentorsList as AdminListSource<never, unknown, unknown, unknown> },
  schools: { dto: AdminSchoolsQueryDto, list: schoolsList as AdminListSource<never, unknown, unknown, unknown> },
  students: { dto: AdminStudentsQueryDto, list: studentsList as AdminListSource<never, unknown, unknown, unknown> },
  registrations: { dto: AdminRegistrationsQueryDto, list: registrationsList as AdminListSource<never, unknown, unknown, unknown> },
};

export function parseExportType(raw: unknown): AdminListType {
  const type = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!(ADMIN_LIST_TYPES as readonly string[]).includes(type)) throw new BadRequestException(ADMIN_LIST_MSG.exportType);
  return type as AdminListType;
}

/** `GET /admin/export`: the list's rows matching its search and filters, as a streamed CSV. */
@Injectable()
export class AdminExportService {
  private readonly pipe = createValidationPipe();

  constructor(@InjectDb() private readonly db: Db) {}

  /** Validates `type` and that list's query (400s as the list gives them), then opens the CSV stream. */
  async open(scope: ReaderScope, raw: Record<string, unknown>): Promise<{ type: AdminListType; stream: Readable }> {
    const { type: rawType, ...rest } = raw;
    const type = parseExportType(rawType);
    const { dto, list } = EXPORTS[type];
    const query = (await this.pipe.transform(rest, { type: 'query', metatype: dto, data: undefined })) as never;
    return { type, stream: await openCsvExport(await list.exportSource(this.db, scope, query)) };
  }
}
