import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { API_MSG, type CompleteRegistrationRequest, type CompleteUserRequest, type EmailProofRequest, type InitiateRegistrationRequest } from '@hackathon/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SchoolContactDto, SchoolDetailsDto } from '../../registration';
import { RegisterDto, SignUpTermsDto } from './register.dto';

/*
 * The bodies of a registration in steps (`/registration/initiate`, `/complete`, `/complete-user`):
 * the field groups of `POST /auth/register`, in its order, plus the proof of the address.
 */

/** `POST /registration/initiate`: the school and the address the code goes to. */
export class InitiateRegistrationDto extends PickType(SchoolContactDto, ['schoolCode', 'email'] as const) implements InitiateRegistrationRequest {}

/** The proof from `POST /auth/verify-otp`. */
class EmailProofDto implements EmailProofRequest {
  @ApiProperty({ description: 'From POST /auth/verify-otp for this address (valid 30 minutes)' })
  @IsNotEmpty({ message: API_MSG.invalidOrExpiredToken })
  @IsString({ message: API_MSG.invalidOrExpiredToken })
  @MaxLength(200, { message: API_MSG.invalidOrExpiredToken })
  verificationToken!: string;
}

/** `POST /registration/complete`: the registration part of the sign-up (no password), for a proven address. */
export class CompleteRegistrationDto
  extends IntersectionType(SchoolContactDto, SignUpTermsDto, SchoolDetailsDto, EmailProofDto)
  implements CompleteRegistrationRequest {}

/** `POST /registration/complete-user`: the sign-up's body plus the proof of the address. */
export class CompleteUserDto extends IntersectionType(RegisterDto, EmailProofDto) implements CompleteUserRequest {}
