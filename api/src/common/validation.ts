import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { API_MSG, MSG, relocalize, type FieldError } from '@hackathon/contracts';
import { LISTED_REQUIRED } from './field-rules';

/** Most problems a 400 lists (a team of five with every field wrong has 42). */
export const MAX_VALIDATION_DETAILS = 50;
/** Longest path or field name a problem repeats back: a key may be as long as the body. */
const MAX_ECHO_CHARS = 100;

/** The text, cut to MAX_ECHO_CHARS (with an ellipsis) so an error answer stays small. */
export function clipText(text: string): string {
  return text.length > MAX_ECHO_CHARS ? `${text.slice(0, MAX_ECHO_CHARS - 1)}…` : text;
}

/**
 * Flattens nested class-validator errors to `{ path: 'members.0.name', msg }`, in declaration order,
 * one problem per field: the topmost decorator's message (an empty field is "required", not also
 * "too long" and "required" again from a second rule).
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    // class-validator records decorators bottom-up: the last is the topmost decorator's
    // decorators' messages were fixed in English at start: rendered again in the request's language
    const english = Object.values(error.constraints ?? {}).at(-1);
    const msg = english === undefined ? undefined : relocalize(english);
    // class-validator's message for an unknown key repeats the key: repeat it clipped
    const name = clipText(error.property);
    if (msg !== undefined) out.push({ path, msg: name === error.property ? msg : msg.replaceAll(error.property, name) });
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
 * listed required fields are missing), details (and errors) = the problems in order, at most
 * MAX_VALIDATION_DETAILS of them, paths and the field names in messages clipped: the answer
 * stays small whatever the body (unknown keys are each a problem, named in the message).
 */
export function validationException(errors: ValidationError[]): BadRequestException {
  const details = flattenValidationErrors(errors)
    .slice(0, MAX_VALIDATION_DETAILS)
    .map(({ path, msg }) => ({ path: clipText(path), msg }));
  const missing = missingListedFields(errors).slice(0, MAX_VALIDATION_DETAILS).map(clipText);
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
