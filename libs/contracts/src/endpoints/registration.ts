import { endpoint, seg } from '../endpoint';
import type { CreateRegistrationRequest, RegistrationCheck, UpdateRegistrationRequest } from '../account-flows';
import type { Registration } from '../entities';

/** A school's registration (participant spec, sections 3 and 7). Sign-up itself is AUTH_API.register. */
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
} as const;
