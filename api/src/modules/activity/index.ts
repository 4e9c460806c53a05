/** The audit trail's reading side (the writing side is api/src/database/audit.ts). */
export { ActivityModule } from './activity.module';
