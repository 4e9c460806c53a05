import { ConflictException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { API_MSG, BULK_IDS_MAX, BULK_MSG, BULK_REASON_MAX, type BulkOutcome } from '@hackathon/contracts';
import { Transform, Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { Check, fieldError, trimString } from './field-rules';

/*
 * What the bulk calls of the event morning share (issue 25: registrations approved or rejected,
 * attendance marked): the selection (picked ids or the list's filter, exactly one), the preview
 * switch, the optional reason and the guard that an apply changes what its preview showed.
 */

const isList = (v: unknown): v is unknown[] => Array.isArray(v);
const isPlainObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The picked rows: a list of 1 to BULK_IDS_MAX items, each passing `valid`. One message per
 * problem, the first that applies (each check passes what an earlier one refuses).
 */
export function BulkIdsRules(description: string, valid: (value: string) => boolean, invalidMessage: string): PropertyDecorator {
  const rules = [
    ApiPropertyOptional({ description: `${description}; 1 to ${BULK_IDS_MAX}; repeats count once. Exactly one of this and filter.`, type: [String] }),
    Transform(({ value }: { value: unknown }) => (isList(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value)),
    Check('idsList', isList, BULK_MSG.idsList),
    Check('idsNotEmpty', (v) => !isList(v) || v.length > 0, BULK_MSG.selectionMissing),
    Check('idsMax', (v) => !isList(v) || v.length <= BULK_IDS_MAX, BULK_MSG.tooMany(BULK_IDS_MAX)),
    Check('idsValid', (v) => !isList(v) || v.length > BULK_IDS_MAX || v.every((id) => typeof id === 'string' && valid(id)), invalidMessage),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** The list's search and filters as a nested object, validated by `dto` (unknown keys refused). */
export function BulkFilterRules(dto: () => new () => object, description: string): PropertyDecorator {
  const rules = [
    ApiPropertyOptional({ description: `${description}. Exactly one of this and the ids.`, type: dto() }),
    Type(dto),
    ValidateNested({ message: BULK_MSG.filterObject }),
    // registered last: its message is the one a 400 tells (see flattenValidationErrors)
    Check('filterObject', isPlainObject, BULK_MSG.filterObject),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** `confirm`: absent or false is the preview. */
export function BulkConfirmRule(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: 'Absent or false: preview only (nothing written). true: apply.', default: false })(target, key);
    Check('confirm', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)(target, key);
  };
}

/** `expectedChanges`: the preview's count, a whole number of 0 or more. */
export function BulkExpectedRule(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: "With confirm: the preview's `changes`; another count now is a 409 with the new preview (nothing written)", minimum: 0 })(target, key);
    Check('expectedChanges', (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0, BULK_MSG.expectedChanges)(target, key);
  };
}

/** `reason`: optional text, trimmed, blank is none. */
export function BulkReasonRule(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: 'Kept with each change in the Activity log (optional)', maxLength: BULK_REASON_MAX })(target, key);
    Transform(({ value }: { value: unknown }) => {
      const trimmed = trimString({ value });
      return trimmed === '' ? undefined : trimmed;
    })(target, key);
    Check('reasonText', (v) => typeof v === 'string' && v.length <= BULK_REASON_MAX, BULK_MSG.reason(BULK_REASON_MAX))(target, key);
  };
}

/** Which rows a bulk call names: the distinct ids, or the filter. */
export type BulkSelection<F> = { kind: 'ids'; ids: string[] } | { kind: 'filter'; filter: F };

/**
 * Exactly one of the ids and the filter (a 400 naming the field otherwise); the ids in their
 * `canonical` form (a UUID in lower case), repeats counted once.
 */
export function bulkSelectionOf<F extends object>(
  idsField: string,
  ids: string[] | undefined,
  filter: F | undefined,
  canonical: (id: string) => string = (id) => id,
): BulkSelection<F> {
  if (ids !== undefined && filter !== undefined) throw fieldError('filter', BULK_MSG.selectionBoth);
  if (ids !== undefined) return { kind: 'ids', ids: [...new Set(ids.map(canonical))] };
  if (filter !== undefined) return { kind: 'filter', filter };
  throw fieldError(idsField, BULK_MSG.selectionMissing);
}

/**
 * An apply whose preview promised `expected` changes and now finds `outcome.changes`: a 409 whose
 * body carries the new preview (thrown inside the transaction, so nothing is written).
 */
export function assertExpectedChanges<T extends BulkOutcome>(expected: number | undefined, outcome: T): void {
  if (expected === undefined || expected === outcome.changes) return;
  throw new ConflictException({ message: BULK_MSG.selectionChanged(outcome.changes), error: 'BULK_SELECTION_CHANGED', data: { ...outcome, confirmed: false } });
}
