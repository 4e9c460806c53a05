import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, invalidateEndpoints, useEndpointQuery, type ApiError } from '@hackathon/api-client';
import {
  NOTIFICATIONS_API,
  TIMEOUTS_MS,
  type AdminNotification,
  type NotificationCreateInput,
  type NotificationDeleted,
  type NotificationUpdateInput,
} from '@hackathon/contracts';
import type { ListQueryParams } from '@hackathon/ui';

/** GET /notifications/admin/all: one page, searched over title and message, filtered on the server. */
export function useNotificationList(query: ListQueryParams) {
  return useEndpointQuery(null, NOTIFICATIONS_API.adminList, [], {
    query,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    placeholderData: keepPreviousData,
  });
}

/** GET /notifications/admin/stats: the tiles. */
export function useNotificationStats() {
  return useEndpointQuery(null, NOTIFICATIONS_API.adminStats, [], { request: { requireToken: true } });
}

/** A write changes the list, the tiles and (when the admin is in the audience) the admin's own bell (NOTIFICATIONS_API.list). */
function useRefresh() {
  const client = useQueryClient();
  return () => invalidateEndpoints(client, [NOTIFICATIONS_API.adminList, NOTIFICATIONS_API.adminStats, NOTIFICATIONS_API.list]);
}

export function useCreateNotification() {
  const refresh = useRefresh();
  return useMutation<AdminNotification, ApiError, NotificationCreateInput>({
    mutationFn: async (body) => (await callEndpoint(NOTIFICATIONS_API.create, { params: [], body, requireToken: true })).data,
    onSuccess: () => refresh(),
  });
}

export function useUpdateNotification() {
  const refresh = useRefresh();
  return useMutation<AdminNotification, ApiError, { id: string; body: NotificationUpdateInput }>({
    mutationFn: async ({ id, body }) => (await callEndpoint(NOTIFICATIONS_API.adminUpdate, { params: [id], body, requireToken: true })).data,
    onSuccess: () => refresh(),
  });
}

export function useDeleteNotification() {
  const refresh = useRefresh();
  return useMutation<NotificationDeleted, ApiError, string>({
    mutationFn: async (id) => (await callEndpoint(NOTIFICATIONS_API.adminDelete, { params: [id], requireToken: true })).data,
    onSuccess: () => refresh(),
  });
}
