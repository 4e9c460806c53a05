import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_NOTIFICATION_SORTS,
  canonicalRegion,
  KVS_REGIONS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_MSG,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TARGET_LIST_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  ROLES,
  type AdminNotificationQuery,
  type NotificationCreateInput,
  type NotificationPriority,
  type NotificationStatus,
  type NotificationTargetInput,
  type NotificationType,
  type NotificationUpdateInput,
  type Role,
} from '@hackathon/contracts';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { Check, isBlank, isString, NotBlank, Required, trimString } from '../../../common/field-rules';
import { FilterIn, SortableListQuery } from '../../../common/paging';

const oneOf =
  (values: readonly string[]) =>
  (v: unknown): boolean =>
    typeof v === 'string' && values.includes(v);

/** A choice sent as text: trimmed and lower-cased; blank means "not sent" (the default applies). */
const choice = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  return text === '' ? undefined : text;
};

const isListOf = (test: (v: unknown) => boolean) => (v: unknown) => Array.isArray(v) && v.every(test);
const isShortList = (v: unknown) => !Array.isArray(v) || v.length <= NOTIFICATION_TARGET_LIST_MAX;
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Region names in any case (or the region's slug) become the region list's spelling; others stay, for the check to refuse. */
const canonicalRegions = ({ value }: { value: unknown }): unknown => (Array.isArray(value) ? value.map((name) => canonicalRegion(name) ?? name) : value);
const REGION_NAMES = KVS_REGIONS.map((r) => r.name);

/** `target`: both lists optional; an empty or absent list means "no restriction". */
export class NotificationTargetDto implements NotificationTargetInput {
  @ApiPropertyOptional({ enum: ROLES, isArray: true, description: 'Roles reached; empty or absent: every role', example: ['school_admin', 'team'] })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((role) => (typeof role === 'string' ? role.trim().toLowerCase() : role)) : value))
  @Check('rolesList', isListOf(oneOf(ROLES)), NOTIFICATION_MSG.targetRoles)
  @Check('rolesMax', isShortList, NOTIFICATION_MSG.targetTooLong)
  roles?: Role[];

  @ApiPropertyOptional({ enum: REGION_NAMES, isArray: true, description: 'Regions reached (any case); empty or absent: every region', example: ['Agra'] })
  @Transform(canonicalRegions)
  @Check('regionsList', isListOf(oneOf(REGION_NAMES)), NOTIFICATION_MSG.targetRegions)
  @Check('regionsMax', isShortList, NOTIFICATION_MSG.targetTooLong)
  regions?: string[];
}

/** The `target` property of create and update: an object (null or absent: everyone on create, unchanged on update). */
function TargetRules(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Check('targetObject', isPlainObject, NOTIFICATION_MSG.target)(target, key);
    // a non-object is refused by the check above; this one would repeat it in other words
    ValidateNested({ message: NOTIFICATION_MSG.target })(target, key);
    Type(() => NotificationTargetDto)(target, key);
  };
}

/** `POST /notifications/create`. */
export class CreateNotificationDto implements NotificationCreateInput {
  @ApiProperty({ maxLength: NOTIFICATION_TITLE_MAX, example: 'Bootcamp schedule released' })
  @Transform(trimString)
  @Required({ message: NOTIFICATION_MSG.fillRequiredFields })
  @Check('titleText', (v) => isString(v) && v.length <= NOTIFICATION_TITLE_MAX, NOTIFICATION_MSG.titleText)
  title!: string;

  @ApiProperty({ maxLength: NOTIFICATION_MESSAGE_MAX, example: 'Check the Schedule tab for your cohort dates.' })
  @Transform(trimString)
  @Required({ message: NOTIFICATION_MSG.fillRequiredFields })
  @Check('messageText', (v) => isString(v) && v.length <= NOTIFICATION_MESSAGE_MAX, NOTIFICATION_MSG.messageText)
  message!: string;

  @ApiPropertyOptional({ enum: NOTIFICATION_TYPES, default: NOTIFICATION_DEFAULTS.type })
  @Transform(choice)
  @Check('type', oneOf(NOTIFICATION_TYPES), NOTIFICATION_MSG.type)
  type?: NotificationType;

  @ApiPropertyOptional({ enum: NOTIFICATION_PRIORITIES, default: NOTIFICATION_DEFAULTS.priority })
  @Transform(choice)
  @Check('priority', oneOf(NOTIFICATION_PRIORITIES), NOTIFICATION_MSG.priority)
  priority?: NotificationPriority;

  @ApiPropertyOptional({ type: NotificationTargetDto, description: 'Absent: everyone' })
  @TargetRules()
  target?: NotificationTargetDto;
}

/** `PUT /notifications/admin/{id}`: only the fields sent change; a sent title or message may not be blank. */
export class UpdateNotificationDto implements NotificationUpdateInput {
  @ApiPropertyOptional({ maxLength: NOTIFICATION_TITLE_MAX })
  @Transform(trimString)
  @NotBlank(NOTIFICATION_MSG.fillRequiredFields)
  @Check('titleText', (v) => isString(v) && v.length <= NOTIFICATION_TITLE_MAX, NOTIFICATION_MSG.titleText)
  title?: string;

  @ApiPropertyOptional({ maxLength: NOTIFICATION_MESSAGE_MAX })
  @Transform(trimString)
  @NotBlank(NOTIFICATION_MSG.fillRequiredFields)
  @Check('messageText', (v) => isString(v) && v.length <= NOTIFICATION_MESSAGE_MAX, NOTIFICATION_MSG.messageText)
  message?: string;

  @ApiPropertyOptional({ enum: NOTIFICATION_TYPES })
  @Transform(choice)
  @Check('type', oneOf(NOTIFICATION_TYPES), NOTIFICATION_MSG.type)
  type?: NotificationType;

  @ApiPropertyOptional({ enum: NOTIFICATION_PRIORITIES })
  @Transform(choice)
  @Check('priority', oneOf(NOTIFICATION_PRIORITIES), NOTIFICATION_MSG.priority)
  priority?: NotificationPriority;

  @ApiPropertyOptional({ enum: NOTIFICATION_STATUSES, description: 'inactive: leaves every bell (kept in the list)' })
  @Transform(choice)
  @Check('status', oneOf(NOTIFICATION_STATUSES), NOTIFICATION_MSG.status)
  status?: NotificationStatus;

  @ApiPropertyOptional({ type: NotificationTargetDto, description: 'Replaces the whole target; {} is everyone' })
  @TargetRules()
  target?: NotificationTargetDto;
}

/** True when an update names no field to change. */
export function isEmptyUpdate(dto: UpdateNotificationDto): boolean {
  return (['title', 'message', 'type', 'priority', 'status', 'target'] as const).every((key) => isBlank(dto[key]));
}

/** `GET /notifications/admin/all`. */
export class AdminNotificationQueryDto extends SortableListQuery(ADMIN_NOTIFICATION_SORTS) implements AdminNotificationQuery {
  @FilterIn(NOTIFICATION_STATUSES)
  status?: NotificationStatus;

  @FilterIn(NOTIFICATION_TYPES)
  type?: NotificationType;

  @FilterIn(NOTIFICATION_PRIORITIES)
  priority?: NotificationPriority;
}
