/** The event settings module (the locks themselves are read through api/src/kernel/event-settings.ts). */
export { SettingsModule } from './settings.module';
export { SettingsService } from './settings.service';
