import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { API_MSG, MSG, type FieldError } from '@hackathon/contracts';
import { LISTED_REQUIRED } from './field-rules';

/** Flattens nested class-validator errors to `{ path: 'members.0.name', msg }`, in declaration order. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    // class-validator records decorators bottom-up; reverse so the topmost decorator's message comes first
    const messages = Object.values(error.constraints ?? {}).reverse();
    for (const msg of messages) out.push({ path, msg });
    if (error.children && error.children.length > 0) out.push(...flattenValidationErrors(error.children, path));
  }
  return out;
}

/** Paths of the fields marked `@Required({ listed: true })` that are missing (see field-rules.ts). */
function missingListedFields(errors: ValidationError[], parent = ''): string[] {
  const out: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints?.[LISTED_REQUIRED]) out.push(path);
    if (error.children && error.children.length > 0) out.push(...missingListedFields(error.children, path));
  }
  return out;
}

/**
 * The 400 of a failed validation: message = first problem ('Missing required fields: {list}' when
 * listed required fields are missing), details (and errors) = every problem.
 */
export function validationException(errors: ValidationError[]): BadRequestException {
  const details = flattenValidationErrors(errors);
  const missing = missingListedFields(errors);
  return new BadRequestException({
    message: missing.length > 0 ? MSG.missingFields(missing) : (details[0]?.msg ?? API_MSG.validationFailed),
    error: 'VALIDATION_ERROR',
    details,
    errors: details,
  });
}

/** Global pipe: unknown fields are refused, payloads become DTO instances. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationException,
  });
}
