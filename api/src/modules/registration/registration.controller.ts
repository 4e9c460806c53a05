import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, REGISTRATION_API, type Role } from '@hackathon/contracts';
import { Actor, CallerScope, CredentialThrottle, Public, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { CreateRegistrationDto } from './dto/create-registration.dto';
import { RegistrationCheckQuery } from './dto/registration-query.dto';
import { UpdateRegistrationDto } from './dto/update-registration.dto';
import { RegistrationService } from './registration.service';

/** Who may read a registration (then narrowed by scope to their school or region). */
const REGISTRATION_READERS: Role[] = ['admin', 'super_admin', 'region_admin', 'school_admin'];
/** Who may create or change one (admin: any; school admin: its own). Super and region admins only read. */
const REGISTRATION_WRITERS: Role[] = ['admin', 'school_admin'];

@ApiTags('registration')
@Controller()
export class RegistrationController {
  constructor(private readonly registrations: RegistrationService) {}

  // the sign-up screen needs it (spec: "checks for an existing registration by school code"); it takes
  // no address and names none, and the credential limit keeps it from being a bulk directory scan
  @Public()
  @CredentialThrottle()
  @ApiEndpoint(REGISTRATION_API.check)
  @ApiOperation({ summary: 'Whether a school is registered (non-sensitive fields only; never an email address)' })
  @ApiResponse({ status: 400, description: 'schoolCode missing' })
  @ApiResponse({ status: 429, description: API_MSG.tooManyRequests })
  async check(@Query() query: RegistrationCheckQuery) {
    return ok(await this.registrations.check(query.schoolCode));
  }

  @ApiEndpoint(REGISTRATION_API.byKv)
  @Roles(...REGISTRATION_READERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: "A school's registration by school code (admin, super admin, region admin of its region, its school admin)" })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.registrationNotFound })
  async byKv(@CallerScope() scope: ReaderScope, @Param('code') code: string) {
    return ok(await this.registrations.getBySchool(scope, code), API_MSG.registrationFound);
  }

  @ApiEndpoint(REGISTRATION_API.create)
  @Roles(...REGISTRATION_WRITERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create a registration for a directory school (admin, or that school admin)' })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.schoolNotFound })
  @ApiResponse({ status: 409, description: API_MSG.registrationExists })
  async create(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: CreateRegistrationDto) {
    return ok(await this.registrations.create(actor, scope, dto), API_MSG.registrationCreated);
  }

  @ApiEndpoint(REGISTRATION_API.get)
  @Roles(...REGISTRATION_READERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A registration by id (admin, super admin, region admin of its region, its school admin)' })
  @ApiResponse({ status: 400, description: MSG.invalidRegistrationId })
  @ApiResponse({ status: 403, description: 'Outside the caller scope' })
  @ApiResponse({ status: 404, description: API_MSG.registrationNotFound })
  async get(@CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.registrations.get(scope, id), API_MSG.registrationFound);
  }

  @ApiEndpoint(REGISTRATION_API.update)
  @Roles(...REGISTRATION_WRITERS)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Update a registration; `updatedAt` must be the value last read (admin, or that school admin)' })
  @ApiResponse({ status: 403, description: 'Outside the caller scope, or registrationStatus from a school admin' })
  @ApiResponse({ status: 409, description: API_MSG.registrationStale })
  async update(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: UpdateRegistrationDto) {
    return ok(await this.registrations.update(actor, scope, id, dto), API_MSG.registrationUpdated);
  }
}
