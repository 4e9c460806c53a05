import { BadRequestException } from '@nestjs/common';
import { API_MSG, MSG, type FieldError } from '@hackathon/contracts';
import { registerDecorator, type ValidationArguments } from 'class-validator';

/**
 * Field rules that give ONE message per field: `Required` says a value is missing, and each
 * `Check` runs only on a present value (not undefined, null or a blank string), so an absent
 * field never also collects the length or pattern messages.
 */

/** Constraint name of a listed required field: the 400 then reads 'Missing required fields: a, b'. */
export const LISTED_REQUIRED = 'requiredField';

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Fails when the value is missing or blank. `listed`: the field joins the form's
 * 'Missing required fields: {list}' message (mentor and team forms).
 */
export function Required(options: { listed?: boolean; message?: string } = {}): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: options.listed ? LISTED_REQUIRED : 'required',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: options.message ?? MSG.required },
      validator: { validate: (value: unknown) => !isBlank(value) },
    });
}

/** Fails when the value is present but blank (an edit may leave a field out, not empty it). */
export function NotBlank(message: string = MSG.required): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'notBlank',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: { validate: (value: unknown) => value === undefined || (value !== null && !(typeof value === 'string' && value.trim() === '')) },
    });
}

/** A rule on a present value; `name` must be unique on the property (it keys the constraint). */
export function Check(name: string, test: (value: unknown, object: object) => boolean, message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: { validate: (value: unknown, args?: ValidationArguments) => isBlank(value) || test(value, args?.object ?? {}) },
    });
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const maxLen = (n: number) => (value: unknown) => typeof value === 'string' && value.length <= n;

/** Trims strings (class-transformer `@Transform(trimString)`). */
export const trimString = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** A 400 in the validation shape for rules checked after the DTO (cross-field, database). */
export function fieldErrors(errors: FieldError[]): BadRequestException {
  return new BadRequestException({ message: errors[0]?.msg ?? API_MSG.validationFailed, error: 'VALIDATION_ERROR', details: errors, errors });
}

export function fieldError(path: string, msg: string): BadRequestException {
  return fieldErrors([{ path, msg }]);
}
