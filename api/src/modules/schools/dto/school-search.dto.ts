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
