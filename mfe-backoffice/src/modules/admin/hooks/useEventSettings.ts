import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, invalidateEndpoints, useEndpointMutation, useEndpointQuery } from '@hackathon/api-client';
import { API_MSG, endpointKey, SETTINGS_API, type EventSettings, type EventSettingsUpdate } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { changeToast } from '../utils/eventSettings';

/** GET /settings/event and PUT /admin/settings/event: the mentor and team locks, with a toast per change. */
export function useEventSettings() {
  const queryClient = useQueryClient();
  const query = useEndpointQuery(null, SETTINGS_API.event, [], { request: { requireToken: true } });
  const save = useEndpointMutation(SETTINGS_API.updateEvent, (body: EventSettingsUpdate) => ({ params: [] as [], body, requireToken: true }), {
    onSuccess: (result, change) => {
      queryClient.setQueryData<EventSettings>(endpointKey(SETTINGS_API.event), result.data);
      toast.success(changeToast(change));
    },
    onError: (error) => {
      if (!error.shouldLogout) toast.error(errorMessage(error) || API_MSG.eventSettingsSaveFailed);
      void invalidateEndpoints(queryClient, [SETTINGS_API.event]);
    },
  });
  return { query, save };
}
