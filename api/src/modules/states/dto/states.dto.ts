import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MSG, type ValidateStateRequest } from '@hackathon/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class StateSearchQuery {
  @ApiPropertyOptional({ description: 'Part of a state or union territory name; blank lists all', example: 'prad' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: MSG.maxLength(100) })
  query?: string;
}

export class ValidateStateDto implements ValidateStateRequest {
  @ApiProperty({ example: 'Tamil Nadu' })
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(100, { message: MSG.maxLength(100) })
  state!: string;
}
