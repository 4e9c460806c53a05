import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  CERTIFICATE_HOLDER_TYPES,
  CERTIFICATE_KINDS,
  CERTIFICATE_LANGUAGES,
  CERTIFICATE_LIMITS,
  CERTIFICATE_SORTS,
  CERTIFICATE_STATUSES,
  CERTIFICATES_MSG,
  KVS_REGIONS,
  type CertificateBatchesQuery,
  type CertificateFileQuery,
  type CertificateHolderType,
  type CertificateKind,
  type CertificateLanguage,
  type CertificatesQuery,
  type CertificateStatus,
  type CertificateZipQuery,
  type RevokeCertificateInput,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, maxLen, Required, trimString } from '../../../common/field-rules';
import { FilterIn, ListQueryDto, SortableListQuery } from '../../../common/paging';

const SCHOOL_CODE = /^[A-Za-z0-9-]{1,20}$/;
const optionalText = ({ value }: { value: unknown }) => {
  const trimmed = trimString({ value });
  return trimmed === '' ? undefined : trimmed;
};

/** `GET /certificates`: search over holder name, number, code, school code and Team ID; filters. */
export class CertificatesQueryDto extends SortableListQuery(CERTIFICATE_SORTS) implements CertificatesQuery {
  @FilterIn(CERTIFICATE_KINDS)
  kind?: CertificateKind;

  @FilterIn(CERTIFICATE_STATUSES)
  status?: CertificateStatus;

  @FilterIn(CERTIFICATE_HOLDER_TYPES)
  holderType?: CertificateHolderType;

  @ApiPropertyOptional({ description: 'One school' })
  @Transform(optionalText)
  @Check('schoolCode', (v) => typeof v === 'string' && SCHOOL_CODE.test(v), CERTIFICATES_MSG.schoolNotFound)
  schoolCode?: string;

  @FilterIn(KVS_REGIONS.map((r) => r.name))
  region?: string;
}

/** `GET /certificates/batches`: newest first. */
export class CertificateBatchesQueryDto extends PickType(ListQueryDto, ['page', 'limit', 'order'] as const) implements CertificateBatchesQuery {}

/** `?language=`: en or hi (default: the certificate's own). */
export class CertificateFileQueryDto implements CertificateFileQuery {
  @ApiPropertyOptional({ enum: CERTIFICATE_LANGUAGES })
  @Transform(optionalText)
  @Check('language', (v) => (CERTIFICATE_LANGUAGES as readonly unknown[]).includes(v), CERTIFICATES_MSG.language)
  language?: CertificateLanguage;
}

/** `GET /certificates/school-zip?schoolCode=`. */
export class CertificateZipQueryDto implements CertificateZipQuery {
  @ApiPropertyOptional({ description: 'Required for the back office; a school admin gets its own' })
  @Transform(optionalText)
  @Check('schoolCode', (v) => typeof v === 'string' && SCHOOL_CODE.test(v), CERTIFICATES_MSG.schoolNotFound)
  schoolCode?: string;
}

/** `POST /certificates/{id}/revoke`. */
export class RevokeCertificateDto implements RevokeCertificateInput {
  @ApiProperty({ maxLength: CERTIFICATE_LIMITS.reasonMax })
  @Transform(trimString)
  @Required({ message: CERTIFICATES_MSG.reason() })
  @Check('reason', maxLen(CERTIFICATE_LIMITS.reasonMax), CERTIFICATES_MSG.reason())
  reason!: string;
}
