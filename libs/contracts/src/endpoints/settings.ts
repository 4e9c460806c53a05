import { endpoint } from '../endpoint';
import type { EventSettings, EventSettingsUpdate } from '../event-settings';

/** Event settings: any signed-in role reads them; only the admin changes them. */
export const SETTINGS_API = {
  event: endpoint<EventSettings>()('GET', 'EventSettings', () => '/settings/event'),
  updateEvent: endpoint<EventSettings, EventSettingsUpdate>()('PUT', 'EventSettings', () => '/admin/settings/event'),
};
