import { ApiPropertyOptional } from '@nestjs/swagger';
import { API_MSG, type EventSettingsUpdate } from '@hackathon/contracts';
import { IsBoolean, ValidateIf } from 'class-validator';

// absent means 'leave as is'; null is not a switch position
const sent = (_: object, value: unknown) => value !== undefined;

export class EventSettingsUpdateDto implements EventSettingsUpdate {
  @ApiPropertyOptional({ description: 'Lock adding, editing and deleting mentors for school admins' })
  @ValidateIf(sent)
  @IsBoolean({ message: API_MSG.mustBeBoolean })
  mentorsLocked?: boolean;

  @ApiPropertyOptional({ description: 'Lock adding, editing and deleting teams for school admins (password change stays)' })
  @ValidateIf(sent)
  @IsBoolean({ message: API_MSG.mustBeBoolean })
  teamsLocked?: boolean;
}
