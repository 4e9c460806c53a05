import { Controller, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, SCHOOLS_API } from '@hackathon/contracts';
import { Public } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { SchoolSearchQuery } from './dto/school-search.dto';
import { SCHOOL_SEARCH_MIN_LENGTH, SchoolsService } from './schools.service';

@ApiTags('schools')
@Public()
@Controller()
export class SchoolsController {
  constructor(private readonly schools: SchoolsService) {}

  @ApiEndpoint(SCHOOLS_API.lookup)
  @ApiOperation({ summary: 'A school of the directory by code, with the spec defaults for blanks' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  async lookup(@Param('code') code: string) {
    return ok(await this.schools.lookup(code), API_MSG.schoolFound);
  }

  @ApiEndpoint(SCHOOLS_API.search)
  @ApiOperation({ summary: 'Schools whose code or name contains the query (case-insensitive, at most 20)' })
  @ApiResponse({ status: 400, description: MSG.minLength(SCHOOL_SEARCH_MIN_LENGTH) })
  async search(@Query() query: SchoolSearchQuery) {
    return ok(await this.schools.search(query.query));
  }
}
