import { BadRequestException } from '@nestjs/common';
import { API_MSG, UUID_PATTERN } from '@hackathon/contracts';

const SCHOOL_CODE = /^[0-9A-Za-z]{1,12}$/;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** A file id from a path: 400 unless it is a UUID (garbage never reaches SQL). */
export function parseFileId(raw: string): string {
  const id = (raw ?? '').trim();
  if (!isUuid(id)) throw new BadRequestException(API_MSG.invalidFileId);
  return id.toLowerCase();
}

/** `GET /payment/info/{id}`: a registration _id (UUID) or a school code. */
export function parseRegistrationRef(raw: string): { kind: 'id' | 'schoolCode'; value: string } {
  const value = (raw ?? '').trim();
  if (isUuid(value)) return { kind: 'id', value: value.toLowerCase() };
  if (SCHOOL_CODE.test(value)) return { kind: 'schoolCode', value };
  throw new BadRequestException(API_MSG.invalidSchoolCode);
}

/** PostgreSQL's foreign-key violation (23503), through Drizzle's wrapping of driver errors. */
export function foreignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
