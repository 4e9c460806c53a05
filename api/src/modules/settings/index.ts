/** The event settings module (the locks themselves are read through api/src/database/event-settings.ts). */
export { SettingsModule } from './settings.module';
export { SettingsService } from './settings.service';
