import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_MSG, MSG, type PaymentSubmitRequest } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TEXT_MAX = 100;
const NAME_MAX = 255;

/** `POST /payment/submit`. The four required fields carry the spec's messages; the file facts are informational. */
export class SubmitPaymentDto implements PaymentSubmitRequest {
  @ApiProperty({ example: '1001', description: "The school's code (must be the caller's own school)" })
  @Transform(trim)
  @IsString({ message: API_MSG.invalidSchoolCode })
  @Matches(/^[0-9A-Za-z]{1,12}$/, { message: API_MSG.invalidSchoolCode })
  schoolCode!: string;

  @ApiProperty({ example: 'Asha Verma' })
  @Transform(trim)
  @IsString({ message: MSG.fullNameRequired })
  @IsNotEmpty({ message: MSG.fullNameRequired })
  @MaxLength(TEXT_MAX, { message: MSG.maxLength(TEXT_MAX) })
  fullName!: string;

  @ApiProperty({ example: 'SBIC1234567890', description: 'Reference number or merchant ID' })
  @Transform(trim)
  @IsString({ message: MSG.referenceRequired })
  @IsNotEmpty({ message: MSG.referenceRequired })
  @MaxLength(TEXT_MAX, { message: MSG.maxLength(TEXT_MAX) })
  referenceNumber!: string;

  @ApiProperty({ example: '412345678901', description: 'Receipt number or UTR number' })
  @Transform(trim)
  @IsString({ message: MSG.receiptNumberRequired })
  @IsNotEmpty({ message: MSG.receiptNumberRequired })
  @MaxLength(TEXT_MAX, { message: MSG.maxLength(TEXT_MAX) })
  receiptNumber!: string;

  @ApiProperty({ format: 'uuid', description: 'The fileId from POST /mongo-upload/receipt' })
  @Transform(trim)
  @IsString({ message: MSG.receiptFileRequired })
  @IsNotEmpty({ message: MSG.receiptFileRequired })
  @IsUUID('all', { message: API_MSG.receiptNotYours })
  receiptFile!: string;

  @ApiPropertyOptional({ description: 'Informational: the server uses the stored name' })
  @IsOptional()
  @IsString({ message: API_MSG.validationFailed })
  @MaxLength(NAME_MAX, { message: API_MSG.validationFailed })
  receiptFileName?: string;

  @ApiPropertyOptional({ description: 'Informational: the server uses the stored size' })
  @IsOptional()
  @IsInt({ message: API_MSG.validationFailed })
  @Min(0, { message: API_MSG.validationFailed })
  receiptFileSize?: number;

  @ApiPropertyOptional({ description: 'Informational: the server uses the sniffed type' })
  @IsOptional()
  @IsString({ message: API_MSG.validationFailed })
  @MaxLength(NAME_MAX, { message: API_MSG.validationFailed })
  receiptFileType?: string;
}
