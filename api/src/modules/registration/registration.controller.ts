import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG } from '@hackathon/contracts';
import { CurrentUser, Public, Roles, type AuthUser } from '../../auth';
import { ok } from '../../common';
import { CreateRegistrationDto } from './dto/create-registration.dto';
import { RegistrationCheckQuery } from './dto/registration-query.dto';
import { UpdateRegistrationDto } from './dto/update-registration.dto';
import { REGISTRATION_READERS, REGISTRATION_WRITERS } from './registration-access';
import { RegistrationService } from './registration.service';

@ApiTags('registration')
@Controller('registration')
export class RegistrationController {
  constructor(private readonly registrations: RegistrationService) {}

  @Public()
  @Get('check')
  @ApiOperation({ summary: 'Whether a school is registered (non-sensitive fields only)' })
  @ApiResponse({ status: 200, description: '`data: { exists, registration: { _id, schoolCode, kvName, registrationStatus, accountExists } | null }`' })
  @ApiResponse({ status: 400, description: 'schoolCode missing' })
  async check(@Query() query: RegistrationCheckQuery) {
    return ok(await this.registrations.check(query.schoolCode));
  }

  @Get('by-kv/:code')
  @Roles(...REGISTRATION_READERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: "A school's registration by school code (admin, super admin, region admin of its region, its school admin)" })
  @ApiResponse({ status: 200, description: '`data: Registration`' })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.registrationNotFound })
  async byKv(@CurrentUser() user: AuthUser, @Param('code') code: string) {
    return ok(await this.registrations.getBySchoolForViewer(user, code), API_MSG.registrationFound);
  }

  @Post()
  @Roles(...REGISTRATION_WRITERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create a registration for a directory school (admin, or that school admin)' })
  @ApiResponse({ status: 201, description: '`data: Registration`' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  @ApiResponse({ status: 409, description: API_MSG.registrationExists })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateRegistrationDto) {
    return ok(await this.registrations.create(user, dto), API_MSG.registrationCreated);
  }

  @Get(':id')
  @Roles(...REGISTRATION_READERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A registration by id (admin, super admin, region admin of its region, its school admin)' })
  @ApiResponse({ status: 200, description: '`data: Registration`' })
  @ApiResponse({ status: 400, description: 'Invalid registration ID' })
  @ApiResponse({ status: 404, description: API_MSG.registrationNotFound })
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.registrations.getForViewer(user, id), API_MSG.registrationFound);
  }

  @Put(':id')
  @HttpCode(200)
  @Roles(...REGISTRATION_WRITERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Update a registration; `updatedAt` must be the value last read (admin, or that school admin)' })
  @ApiResponse({ status: 200, description: '`data: Registration`' })
  @ApiResponse({ status: 409, description: API_MSG.registrationStale })
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: UpdateRegistrationDto) {
    return ok(await this.registrations.update(user, id, dto), API_MSG.registrationUpdated);
  }
}
