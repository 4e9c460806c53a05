/** What other modules may reuse from the judges module. */
export { JudgesModule } from './judges.module';
