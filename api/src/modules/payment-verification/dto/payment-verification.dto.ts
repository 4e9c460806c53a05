import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PAYMENT_REJECTION_REASON_MAX,
  PAYMENT_VERIFICATION_DEFAULT_LIMIT,
  PAYMENT_VERIFICATION_MAX_IDS,
  PAYMENT_VERIFICATION_MSG,
  PAYMENT_VERIFICATION_NOTES_MAX,
  PAYMENT_VERIFICATION_SORTS,
  PAYMENT_VERIFICATION_STATUSES,
  REGION_FILTER_VALUES,
  type PaymentBulkRejectInput,
  type PaymentBulkVerifyInput,
  type PaymentMailPreviewInput,
  type PaymentRejectInput,
  type PaymentSubmitRequest,
  type PaymentVerdictAction,
  type PaymentVerificationExportQuery,
  type PaymentVerificationQuery,
  type PaymentVerificationStatusFilter,
  type PaymentVerificationUploadRequest,
  type PaymentVerifyInput,
} from '@hackathon/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import { Check, isBlank, Required, trimString } from '../../../common/field-rules';
import { FilterIn, SortableListQuery } from '../../../common/paging';
import { isUuid } from '../../../kernel';
import { SubmitPaymentDto } from '../../payments';

const isList = (v: unknown): v is unknown[] => Array.isArray(v);
const textOfAtMost = (max: number) => (v: unknown) => typeof v === 'string' && v.length <= max;
/** Trimmed text; blank becomes absent (an empty note is no note). */
const optionalTrimmed = ({ value }: { value: unknown }): unknown => {
  const trimmed = trimString({ value });
  return typeof trimmed === 'string' && trimmed === '' ? undefined : trimmed;
};

/**
 * `registrationIds` of the bulk calls and the mail preview: one message per problem, checked in
 * this order (each check passes what an earlier one refuses, so only the first problem is told).
 */
function RegistrationIdsRules(): PropertyDecorator {
  const rules = [
    Required({ message: PAYMENT_VERIFICATION_MSG.idsRequired }),
    Check('idsList', isList, PAYMENT_VERIFICATION_MSG.idsList),
    Check('idsNotEmpty', (v) => !isList(v) || v.length > 0, PAYMENT_VERIFICATION_MSG.idsRequired),
    Check('idsMax', (v) => !isList(v) || v.length <= PAYMENT_VERIFICATION_MAX_IDS, PAYMENT_VERIFICATION_MSG.idsTooMany),
    Check('idsValid', (v) => !isList(v) || v.length > PAYMENT_VERIFICATION_MAX_IDS || v.every((id) => typeof id === 'string' && isUuid(id.trim())), PAYMENT_VERIFICATION_MSG.idsInvalid),
    Check(
      'idsUnique',
      (v) => !isList(v) || !v.every((id) => typeof id === 'string') || new Set(v.map((id) => String(id).trim().toLowerCase())).size === v.length,
      PAYMENT_VERIFICATION_MSG.idsDuplicate,
    ),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** The ids as the service uses them: trimmed, lower case (after the rules above passed). */
const normaliseIds = ({ value }: { value: unknown }): unknown =>
  isList(value) ? value.map((id) => (typeof id === 'string' ? id.trim().toLowerCase() : id)) : value;

function NotesRule(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: "The verifier's note (optional; the school's mail shows it)", maxLength: PAYMENT_VERIFICATION_NOTES_MAX })(target, key);
    Transform(optionalTrimmed)(target, key);
    Check('notesText', textOfAtMost(PAYMENT_VERIFICATION_NOTES_MAX), PAYMENT_VERIFICATION_MSG.notesTooLong)(target, key);
  };
}

const REASON_DOC = { description: 'Why the payment is rejected (the school reads it)', maxLength: PAYMENT_REJECTION_REASON_MAX, example: 'The amount does not match the fee' };

/** Required (trimmed, non-empty: 'Rejection reason is required'), text, at most 500 characters. */
function ReasonRule(): PropertyDecorator {
  return (target, key) => {
    Transform(trimString)(target, key);
    Required({ message: PAYMENT_VERIFICATION_MSG.rejectionReasonRequired })(target, key);
    Check('reasonString', (v) => typeof v === 'string', PAYMENT_VERIFICATION_MSG.rejectionReasonRequired)(target, key);
    Check('reasonText', (v) => typeof v !== 'string' || v.length <= PAYMENT_REJECTION_REASON_MAX, PAYMENT_VERIFICATION_MSG.reasonTooLong)(target, key);
  };
}

/** `GET /payment-verification/list` and `/submissions`. Default limit 20, newest submission first. */
export class PaymentVerificationQueryDto extends SortableListQuery(PAYMENT_VERIFICATION_SORTS) implements PaymentVerificationQuery {
  @ApiPropertyOptional({ description: 'Rows per page', minimum: 1, maximum: 100, default: PAYMENT_VERIFICATION_DEFAULT_LIMIT })
  // the base class turns a blank limit into the lists' default (50); this list's default is 20
  @Transform(({ value, obj }: { value: unknown; obj: Record<string, unknown> }) => (isBlank(obj.limit) ? PAYMENT_VERIFICATION_DEFAULT_LIMIT : value))
  override limit: number = PAYMENT_VERIFICATION_DEFAULT_LIMIT;

  /** 'all' (or blank) means no filter and arrives here as undefined. */
  @FilterIn(PAYMENT_VERIFICATION_STATUSES.filter((s) => s !== 'all'))
  status?: Exclude<PaymentVerificationStatusFilter, 'all'>;

  /** A region group (NORTH, ...) or one of the 25 region names, any case. */
  @FilterIn(REGION_FILTER_VALUES)
  region?: string;
}

/** `GET /payment-verification/export`: the list's filters, no paging. */
export class PaymentVerificationExportQueryDto extends PaymentVerificationQueryDto implements PaymentVerificationExportQuery {}

/** `PUT /payment-verification/verify/{id}`. */
export class VerifyPaymentDto implements PaymentVerifyInput {
  @NotesRule()
  notes?: string;
}

/** `PUT /payment-verification/reject/{id}`. */
export class RejectPaymentDto implements PaymentRejectInput {
  @ApiProperty(REASON_DOC)
  @ReasonRule()
  reason!: string;

  @NotesRule()
  notes?: string;
}

/** `POST /payment-verification/bulk-verify`. */
export class BulkVerifyPaymentsDto implements PaymentBulkVerifyInput {
  @ApiProperty({ description: `Registration _ids (the rows' _id), 1 to ${PAYMENT_VERIFICATION_MAX_IDS}, no repeats`, type: [String], format: 'uuid' })
  @Transform(normaliseIds)
  @RegistrationIdsRules()
  registrationIds!: string[];

  @NotesRule()
  notes?: string;
}

/** `POST /payment-verification/bulk-reject`. */
export class BulkRejectPaymentsDto extends BulkVerifyPaymentsDto implements PaymentBulkRejectInput {
  @ApiProperty(REASON_DOC)
  @ReasonRule()
  reason!: string;
}

/** `POST /payment-verification/mail-preview`: reason required for 'reject' (the mail carries it). */
export class MailPreviewDto implements PaymentMailPreviewInput {
  @ApiProperty({ enum: ['verify', 'reject'] })
  @Required({ message: PAYMENT_VERIFICATION_MSG.actionInvalid })
  @Check('action', (v) => v === 'verify' || v === 'reject', PAYMENT_VERIFICATION_MSG.actionInvalid)
  action!: PaymentVerdictAction;

  @ApiProperty({ description: 'The selected registration _ids; the preview is the first one\'s mail', type: [String], format: 'uuid' })
  @Transform(normaliseIds)
  @RegistrationIdsRules()
  registrationIds!: string[];

  @ApiPropertyOptional({ description: "Required when action is 'reject' (ignored otherwise)", maxLength: PAYMENT_REJECTION_REASON_MAX })
  @ValidateIf((o: MailPreviewDto) => o.action === 'reject')
  @ReasonRule()
  reason?: string;

  @NotesRule()
  notes?: string;
}

/** `POST /payment-verification/upload`: `{ paymentData }`, the body of POST /payment/submit. */
export class PaymentUploadDto implements PaymentVerificationUploadRequest {
  @ApiProperty({ type: SubmitPaymentDto })
  @IsDefined({ message: PAYMENT_VERIFICATION_MSG.paymentDataRequired })
  @IsObject({ message: PAYMENT_VERIFICATION_MSG.paymentDataRequired })
  @ValidateNested()
  @Type(() => SubmitPaymentDto)
  paymentData!: SubmitPaymentDto & PaymentSubmitRequest;
}
