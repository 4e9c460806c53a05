import { Module } from '@nestjs/common';
import { FIRST_SCREEN_READER } from '../../web/first-screen';
import { AuthModule } from '../auth';
import { MentorsModule } from '../mentors';
import { RegistrationModule } from '../registration';
import { TeamsModule } from '../teams';
import { SchoolDashboardReader } from './first-screen-reader.service';

/** The reads of the server-filled first screen, for the web layer (which may not import feature modules). */
@Module({
  imports: [AuthModule, RegistrationModule, MentorsModule, TeamsModule],
  providers: [{ provide: FIRST_SCREEN_READER, useClass: SchoolDashboardReader }],
  exports: [FIRST_SCREEN_READER],
})
export class FirstScreenModule {}
