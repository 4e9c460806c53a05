import { ApiProperty, OmitType } from '@nestjs/swagger';
import { BULK_MSG, MSG, REGISTRATION_BULK_ACTIONS, type RegistrationBulkAction, type RegistrationBulkFilter, type RegistrationBulkInput } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { BulkConfirmRule, BulkExpectedRule, BulkFilterRules, BulkIdsRules, BulkReasonRule } from '../../../common/bulk-selection';
import { Check, Required } from '../../../common/field-rules';
import { isUuid } from '../../../kernel';
import { AdminRegistrationsQueryDto } from './admin-list-queries.dto';

/** The registrations list's search and filters, with the list's own rules (no paging or sort). */
export class RegistrationBulkFilterDto extends OmitType(AdminRegistrationsQueryDto, ['page', 'limit', 'sort', 'order'] as const) implements RegistrationBulkFilter {}

/** `POST /admin/registrations/bulk-status`. */
export class RegistrationsBulkDto implements RegistrationBulkInput {
  @ApiProperty({ enum: REGISTRATION_BULK_ACTIONS, description: "approve sets registrationStatus 'approved', reject 'rejected'" })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Required({ message: BULK_MSG.action })
  @Check('action', (v) => (REGISTRATION_BULK_ACTIONS as readonly unknown[]).includes(v), BULK_MSG.action)
  action!: RegistrationBulkAction;

  @BulkIdsRules("The picked registrations' _id", (id) => isUuid(id), MSG.invalidRegistrationId)
  registrationIds?: string[];

  @BulkFilterRules(() => RegistrationBulkFilterDto, 'Every registration matching the list\'s search and filters ({} is every registration)')
  filter?: RegistrationBulkFilterDto;

  @BulkReasonRule()
  reason?: string;

  @BulkConfirmRule()
  confirm?: boolean;

  @BulkExpectedRule()
  expectedChanges?: number;
}
