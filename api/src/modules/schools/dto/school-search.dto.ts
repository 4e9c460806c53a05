import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@hackathon/contracts';
import { IsString, MinLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { SCHOOL_SEARCH_MIN_LENGTH } from '../schools.service';

export class SchoolSearchQuery {
  @ApiProperty({ description: 'Part of a school code or name (2+ characters)', example: 'Delhi' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MSG.minLength(SCHOOL_SEARCH_MIN_LENGTH) })
  @MinLength(SCHOOL_SEARCH_MIN_LENGTH, { message: MSG.minLength(SCHOOL_SEARCH_MIN_LENGTH) })
  query!: string;
}

/** Swagger model of the school lookup result (the contract type is an interface). */
export class SchoolLookupModel {
  @ApiProperty({ example: '1001' }) kvCode!: string;
  @ApiProperty({ example: 'PM SHRI Kendriya Vidyalaya No. 1 Delhi Cantt' }) kvName!: string;
  @ApiProperty({ example: 'New Delhi', description: "'Unknown' when missing" }) district!: string;
  @ApiProperty({ example: 'DELHI', description: "'Unknown' when missing" }) state!: string;
  @ApiProperty({ example: 'Delhi', description: "'Unknown' when missing" }) region!: string;
  @ApiProperty({ example: 'N', description: "'N' when missing" }) zone!: string;
  @ApiProperty({ example: '9876543210', description: "'' when missing" }) contactNumber!: string;
  @ApiProperty({ example: 'kv1001@example.org', description: "'' when missing" }) email!: string;
}
