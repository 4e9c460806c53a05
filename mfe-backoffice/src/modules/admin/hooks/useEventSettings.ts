import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, useEndpointMutation, useEndpointQuery } from '@hackathon/api-client';
import { API_MSG, SETTINGS_API, type EventSettings, type EventSettingsUpdate } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { changeToast } from '../utils/eventSettings';

export const eventSettingsKey = ['settings', 'event'] as const;

/** GET /settings/event and PUT /admin/settings/event: the mentor and team locks, with a toast per change. */
export function useEventSettings() {
  const queryClient = useQueryClient();
  const query = useEndpointQuery(eventSettingsKey, SETTINGS_API.event, [], { request: { requireToken: true } });
  const save = useEndpointMutation(SETTINGS_API.updateEvent, (body: EventSettingsUpdate) => ({ params: [] as [], body, requireToken: true }), {
    onSuccess: (result, change) => {
      queryClient.setQueryData<EventSettings>(eventSettingsKey, result.data);
      toast.success(changeToast(change));
    },
    onError: (error) => {
      if (!error.shouldLogout) toast.error(errorMessage(error) || API_MSG.eventSettingsSaveFailed);
      void queryClient.invalidateQueries({ queryKey: eventSettingsKey });
    },
  });
  return { query, save };
}
