/** What other modules may use of the content: the module and its service (the registration switch). */
export { ContentModule } from './content.module';
export { ContentService } from './content.service';
export { RegistrationOpenGuard } from './registration-open.guard';
