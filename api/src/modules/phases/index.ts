/** What other modules may reuse from the phases module. */
export { PhasesModule } from './phases.module';
