/** What other modules may reuse: the Registration wire mapper and the service (scoped reads). */
export { toRegistrationView, toRegistrationSummary } from './registration-view';
export type { RegistrationRow } from './registration-view';
export { RegistrationService } from './registration.service';
export { RegistrationModule } from './registration.module';
export { assertCanReadRegistration, assertCanWriteRegistration } from './registration-access';
export { uniqueViolation } from './unique-violation';
export { newReferenceNumber, REFERENCE_NUMBER_PATTERN } from './reference-number';
