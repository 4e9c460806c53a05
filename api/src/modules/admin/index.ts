/** What other modules may use of the admin overview: the module and the "teams still competing" condition. */
export { AdminModule } from './admin.module';
export { PARTICIPATING_STATUSES, participatingSql } from './admin-stats';
