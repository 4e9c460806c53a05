/** The audit trail's reading side (the writing side is api/src/kernel/audit.ts). */
export { ActivityModule } from './activity.module';
