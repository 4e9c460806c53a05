import { ApiProperty } from '@nestjs/swagger';
import { ATTENDANCE_DAYS, CATEGORIES, SCHEDULE_MSG, type AttendanceDay, type Category, type ScheduleAttendanceInput } from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, Required } from '../../../common/field-rules';

/** `PUT /schedule/{kvCode}/attendance`: one day of one cohort, Present or Absent. JSON types only (no '2' for 2, no 'true'). */
export class ScheduleAttendanceDto implements ScheduleAttendanceInput {
  @ApiProperty({ enum: CATEGORIES, description: 'sr (senior) or jr (junior), any case' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Required({ message: SCHEDULE_MSG.category })
  @Check('category', (v) => (CATEGORIES as readonly unknown[]).includes(v), SCHEDULE_MSG.category)
  category!: Category;

  @ApiProperty({ enum: ATTENDANCE_DAYS, description: 'Day 1 to 4' })
  @Required({ message: SCHEDULE_MSG.day })
  @Check('day', (v) => (ATTENDANCE_DAYS as readonly unknown[]).includes(v), SCHEDULE_MSG.day)
  day!: AttendanceDay;

  @ApiProperty({ description: "true marks the day Present ('P'), false Absent ('A')" })
  @Required({ message: SCHEDULE_MSG.presentFlag })
  @Check('present', (v) => typeof v === 'boolean', SCHEDULE_MSG.presentFlag)
  present!: boolean;
}
