import { Module } from '@nestjs/common';
import { PhasesController } from './phases.controller';
import { PhasesService } from './phases.service';

/** Team phases: Phase Management's list, transitions, auto-eliminate and scores (admin). */
@Module({
  controllers: [PhasesController],
  providers: [PhasesService],
})
export class PhasesModule {}
