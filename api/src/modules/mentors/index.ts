/** What other modules may reuse from the mentors module. */
export { MentorsModule } from './mentors.module';
export { MentorsService, MENTOR_MANAGERS } from './mentors.service';
