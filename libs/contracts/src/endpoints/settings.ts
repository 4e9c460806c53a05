import { endpoint } from '../endpoint';
import type { EventSettings, EventSettingsUpdate } from '../event-settings';

/** Event settings: any signed-in role reads them; only the admin changes them. */
export const SETTINGS_API = {
  event: endpoint<{ data: EventSettings }>()('GET', '/settings/event'),
  updateEvent: endpoint<{ data: EventSettings; body: EventSettingsUpdate }>()('PUT', '/admin/settings/event'),
};
