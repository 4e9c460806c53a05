import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { MentorAccountsService } from './mentor-accounts.service';
import { MentorInvitationsController } from './mentor-invitations.controller';
import { MentorsController } from './mentors.controller';
import { MentorsService } from './mentors.service';

/**
 * A school's mentors: reads, and adding, editing and deleting (behind the event lock for school
 * admins); their portal accounts by invitation (issue 26), through the auth module's one-time secrets and mail.
 */
@Module({
  imports: [AuthModule],
  controllers: [MentorsController, MentorInvitationsController],
  providers: [MentorsService, MentorAccountsService],
  exports: [MentorsService],
})
export class MentorsModule {}
