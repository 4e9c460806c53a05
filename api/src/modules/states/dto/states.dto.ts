import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MSG } from '@hackathon/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class StateSearchQuery {
  @ApiPropertyOptional({ description: 'Part of a state or union territory name; blank lists all', example: 'prad' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: MSG.maxLength(100) })
  query?: string;
}

export class ValidateStateDto {
  @ApiProperty({ example: 'Tamil Nadu' })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(100, { message: MSG.maxLength(100) })
  state!: string;
}

export class StateValidationModel {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'TAMIL NADU', description: 'Canonical upper-case name; null when not a state or UT' })
  state!: string | null;
}
