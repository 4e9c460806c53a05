import { endpoint, seg } from '../endpoint';
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
  check: endpoint<RegistrationCheck>()('GET', 'RegistrationCheck', (schoolCode: string) => `/registration/check?schoolCode=${seg(schoolCode)}`),
  /** Admin, super admin, the region admin of its region, its school admin. */
  byKv: endpoint<Registration>()('GET', 'Registration', (code: string) => `/registration/by-kv/${seg(code)}`),
  /** 201; admin, or that school's admin; 409 when the school has one. */
  create: endpoint<Registration, CreateRegistrationRequest>()('POST', 'Registration', () => '/registration'),
  /** Same readers as byKv. */
  get: endpoint<Registration>()('GET', 'Registration', (id: string) => `/registration/${seg(id)}`),
  /** Admin, or that school's admin; `updatedAt` must be the value last read (else 409). */
  update: endpoint<Registration, UpdateRegistrationRequest>()('PUT', 'Registration', (id: string) => `/registration/${seg(id)}`),
  /** Public: the school must be free; mails a code to the address as AUTH_API.sendOtp does. */
  initiate: endpoint<RegistrationStart, InitiateRegistrationRequest>()('POST', 'RegistrationStart', () => '/registration/initiate'),
  /** Public, 201: saves the registration without an account, for a proven address; 409 when the school has one. */
  complete: endpoint<Registration, CompleteRegistrationRequest>()('POST', 'Registration', () => '/registration/complete'),
  /** Public, 201: AUTH_API.register for a proven address: the account is verified at once and no link is mailed. */
  completeUser: endpoint<CompleteUserResult, CompleteUserRequest>()('POST', 'CompleteUserResult', () => '/registration/complete-user'),
} as const;
