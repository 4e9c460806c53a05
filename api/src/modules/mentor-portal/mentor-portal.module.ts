import { Module } from '@nestjs/common';
import { MentorsModule } from '../mentors';
import { ScheduleModule } from '../schedule';
import { StandingsModule } from '../standings';
import { MentorPortalController } from './mentor-portal.controller';
import { MentorPortalService } from './mentor-portal.service';

/** The mentor's own dashboard (issue 26, /mentor-dashboard): a composition of the services that own each part. */
@Module({
  imports: [MentorsModule, ScheduleModule, StandingsModule],
  controllers: [MentorPortalController],
  providers: [MentorPortalService],
})
export class MentorPortalModule {}
