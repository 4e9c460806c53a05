import { IntersectionType } from '@nestjs/swagger';
import type { CreateRegistrationRequest } from '@hackathon/contracts';
import { RegistrationFormDto, SchoolContactDto, SchoolDetailsDto } from './registration-parts.dto';

/**
 * `POST /registration`. The school's name, district, state, region and zone always come from the
 * directory (the region decides which region admin sees it), so they are not part of the body.
 */
export class CreateRegistrationDto extends IntersectionType(SchoolContactDto, RegistrationFormDto, SchoolDetailsDto) implements CreateRegistrationRequest {}
