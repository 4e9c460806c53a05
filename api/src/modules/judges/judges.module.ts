import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { JudgeAccountsService } from './judge-accounts.service';
import { JudgeImportController } from './judge-import.controller';
import { JudgeInvitationsController } from './judge-invitations.controller';
import { JudgeImportService } from './import/judge-import.service';
import { JudgesController } from './judges.controller';
import { JudgesService } from './judges.service';

/**
 * The judges of the judged rounds (issue 27): the admin's list, adding (one by one or from a CSV),
 * editing, deleting and inviting them; their portal accounts by invitation (and its public
 * acceptance, POST /judge-invitations/accept), through the auth
 * module's one-time secrets and mail (as the mentors module).
 */
@Module({
  imports: [AuthModule],
  controllers: [JudgesController, JudgeImportController, JudgeInvitationsController],
  providers: [JudgesService, JudgeAccountsService, JudgeImportService],
})
export class JudgesModule {}
