import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { RegistrationModule } from './registration/registration.module';
import { SchoolsModule } from './schools/schools.module';
import { StatesModule } from './states/states.module';
// PhasesModule before TeamsModule: /teams/phases/... must be routed before the teams controller's /teams/:id routes
import { PhasesModule } from './phases/phases.module';
import { TeamsModule } from './teams/teams.module';
import { MentorsModule } from './mentors/mentors.module';
import { SettingsModule } from './settings/settings.module';
import { ScheduleModule } from './schedule/schedule.module';
import { AdminModule } from './admin/admin.module';
import { RegionAdminModule } from './region-admin/region-admin.module';
import { DemoModule } from './demo/demo.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PaymentsModule } from './payments/payments.module';
import { PaymentVerificationModule } from './payment-verification/payment-verification.module';
import { StandingsModule } from './standings/standings.module';
import { ChatModule } from './chat/chat.module';
import { ActivityModule } from './activity/activity.module';
import { FirstScreenModule } from './first-screen/first-screen.module';
import { RemoteRegistryModule } from './remote-registry/remote-registry.module';
import { SchoolPageModule } from './school-page/school-page.module';
import { ContentModule } from './content/content.module';
import { MentorPortalModule } from './mentor-portal/mentor-portal.module';
import { JudgesModule } from './judges/judges.module';
import { JudgingModule } from './judging/judging.module';
import { CertificatesModule } from './certificates/certificates.module';

/** The domain modules (auth endpoints, registration, mentors, teams, ...). Each helper adds its module here. */
@Module({
  imports: [SchoolsModule, StatesModule, RegistrationModule, AuthModule, PhasesModule, TeamsModule, MentorsModule, SettingsModule, ScheduleModule, AdminModule, RegionAdminModule, DemoModule, NotificationsModule, StandingsModule, PaymentsModule, PaymentVerificationModule, ChatModule, ActivityModule, FirstScreenModule, RemoteRegistryModule, SchoolPageModule, ContentModule, MentorPortalModule, JudgesModule, JudgingModule, CertificatesModule],
})
export class DomainModule {}
