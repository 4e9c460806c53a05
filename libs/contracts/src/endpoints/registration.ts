import { endpoint } from '../endpoint';
import type { RegistrationCheckQuery } from '../queries';
import type {
  CompleteRegistrationRequest,
  CompleteUserRequest,
  CompleteUserResult,
  CreateRegistrationRequest,
  InitiateRegistrationRequest,
  RegistrationCheck,
  RegistrationStart,
  UpdateRegistrationRequest,
} from '../account-flows';
import type { Registration } from '../entities';

/**
 * A school's registration (participant spec, sections 3 and 7). Sign-up in one call is
 * AUTH_API.register; initiate, complete and completeUser are the same sign-up in steps, with the
 * address proven by a code (AUTH_API.sendOtp, AUTH_API.verifyOtp).
 */
export const REGISTRATION_API = {
  /** Public: whether the school is registered, with only non-sensitive fields. */
  check: endpoint<{ data: RegistrationCheck; query: RegistrationCheckQuery }>()('GET', '/registration/check'),
  /** Admin, super admin, the region admin of its region, its school admin. */
  byKv: endpoint<{ data: Registration }>()('GET', '/registration/by-kv/:code'),
  /** 201; admin, or that school's admin; 409 when the school has one. */
  create: endpoint<{ data: Registration; body: CreateRegistrationRequest }>()('POST', '/registration'),
  /** Same readers as byKv. */
  get: endpoint<{ data: Registration }>()('GET', '/registration/:id'),
  /** Admin, or that school's admin; `updatedAt` must be the value last read (else 409). */
  update: endpoint<{ data: Registration; body: UpdateRegistrationRequest }>()('PUT', '/registration/:id'),
  /** Public: the school must be free; mails a code to the address as AUTH_API.sendOtp does. */
  initiate: endpoint<{ data: RegistrationStart; body: InitiateRegistrationRequest }>()('POST', '/registration/initiate', { status: 200 }),
  /** Public, 201: saves the registration without an account, for a proven address; 409 when the school has one. */
  complete: endpoint<{ data: Registration; body: CompleteRegistrationRequest }>()('POST', '/registration/complete'),
  /** Public, 201: AUTH_API.register for a proven address: the account is verified at once and no link is mailed. */
  completeUser: endpoint<{ data: CompleteUserResult; body: CompleteUserRequest }>()('POST', '/registration/complete-user'),
} as const;
