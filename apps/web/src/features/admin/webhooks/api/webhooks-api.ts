import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookPaths,
  type AdminWebhookEndpointList,
  type AdminWebhookEndpointResponse,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDeliveryList,
  type WebhookEndpointWithSecretResponse,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** Every key of the webhooks screen: a change of an endpoint refreshes its list and its log. */
const webhooksKey = (code: string) => [...tenantKeys.all(code), 'admin', 'webhooks'] as const;

export const endpointsQuery = (code: string) =>
  queryOptions({
    queryKey: [...webhooksKey(code), 'endpoints'],
    queryFn: ({ signal }) =>
      api.get<AdminWebhookEndpointList>(webhookPaths.endpoints(code), { signal }),
  });

export const deliveriesQuery = (code: string, endpointId: number, page: number) =>
  queryOptions({
    queryKey: [...webhooksKey(code), 'deliveries', endpointId, page],
    queryFn: ({ signal }) =>
      api.get<WebhookDeliveryList>(webhookPaths.deliveries(code, endpointId), {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useWebhookMutation<Input, Output>(code: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(code) }),
  });
}

export const useCreateEndpoint = (code: string) =>
  useWebhookMutation(code, (body: CreateWebhookEndpointRequest) =>
    api.post<WebhookEndpointWithSecretResponse>(webhookPaths.endpoints(code), body),
  );

export const useUpdateEndpoint = (code: string) =>
  useWebhookMutation(code, ({ id, body }: { id: number; body: UpdateWebhookEndpointRequest }) =>
    api.patch<AdminWebhookEndpointResponse>(webhookPaths.endpoint(code, id), body),
  );

export const useDeleteEndpoint = (code: string) =>
  useWebhookMutation(code, (id: number) => api.delete<void>(webhookPaths.endpoint(code, id)));

export const useRollSecret = (code: string) =>
  useWebhookMutation(code, (id: number) =>
    api.post<WebhookEndpointWithSecretResponse>(webhookPaths.rollSecret(code, id)),
  );

export const useRedeliver = (code: string) =>
  useWebhookMutation(code, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
    api.post<unknown>(webhookPaths.redeliver(code, id, deliveryId)),
  );
