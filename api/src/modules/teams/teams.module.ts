import { Module } from '@nestjs/common';
import { BackgroundMailService } from '../../mail';
import { TeamDataController } from './teamdata.controller';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';

/** Team sign-in and password reset, a school's teams, the team record (/teamdata). */
@Module({
  controllers: [TeamsController, TeamDataController],
  providers: [TeamsService, BackgroundMailService],
  exports: [TeamsService],
})
export class TeamsModule {}
