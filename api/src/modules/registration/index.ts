/**
 * What other modules may use of registrations: the module and service (sign-up joins its
 * transaction), the back office's bulk status change, the Registration wire mapper, the reference
 * number and the request field groups that the sign-up body shares with the registration bodies.
 */
export { RegistrationModule } from './registration.module';
export { RegistrationService, setRegistrationStatuses, setRegistrationVerified } from './registration.service';
export type { RegistrationInput } from './registration.service';
export { toRegistrationView, toRegistrationSummary } from './registration-view';
export type { RegistrationRow } from './registration-view';
export { newReferenceNumber, REFERENCE_NUMBER_PATTERN } from './reference-number';
export { EmailField } from './dto/registration-fields';
export { SchoolContactDto, SchoolDetailsDto } from './dto/registration-parts.dto';
