import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';

export class RegistrationCheckQuery {
  @ApiProperty({ example: '1001' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MSG.required })
  @IsNotEmpty({ message: MSG.required })
  schoolCode!: string;
}
