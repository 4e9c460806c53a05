export { ScheduleAttendancePanel } from './ScheduleAttendancePanel';
