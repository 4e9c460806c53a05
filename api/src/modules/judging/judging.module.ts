import { Module } from '@nestjs/common';
import { AssignmentService } from './assignment/assignment.service';
import { JudgeSheetsController } from './judge-sheets.controller';
import { JudgingController } from './judging.controller';
import { ResultsService } from './results/results.service';
import { RoundsService } from './rounds/rounds.service';
import { SheetsService } from './sheets/sheets.service';

/**
 * The judged rounds (issue 27): rubric templates, rounds, the balanced assignment, the judges'
 * sheets, coverage, results with the normalised score, publishing into the phase scores, the
 * exports, and the feedback a team's readers see. The judges themselves: the judges module.
 */
@Module({
  controllers: [JudgingController, JudgeSheetsController],
  providers: [RoundsService, AssignmentService, SheetsService, ResultsService],
})
export class JudgingModule {}
