/** What other modules may use of the schedule: its columns by the record's field names (the school page reads them). */
export { SCHEDULE_COLUMNS } from './schedule-record';
