import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
} from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Every key of the webhooks screen: a change of an endpoint refreshes its list and its log. */
const webhooksKey = (code: string) => queryKey(consoleEndpoints.adminWebhooks, { code });

export const endpointsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminWebhooks, { code }, 'endpoints'),
    queryFn: ({ signal }) => call(consoleEndpoints.adminWebhooks, { params: { code }, signal }),
  });

export const deliveriesQuery = (code: string, endpointId: number, page: number) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminWebhookDeliveries, { code, id: endpointId }, page),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminWebhookDeliveries, {
        params: { code, id: endpointId },
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
    call(consoleEndpoints.adminCreateWebhook, { params: { code }, body }),
  );

export const useUpdateEndpoint = (code: string) =>
  useWebhookMutation(code, ({ id, body }: { id: number; body: UpdateWebhookEndpointRequest }) =>
    call(consoleEndpoints.adminUpdateWebhook, { params: { code, id }, body }),
  );

export const useDeleteEndpoint = (code: string) =>
  useWebhookMutation(code, (id: number) =>
    call(consoleEndpoints.adminDeleteWebhook, { params: { code, id } }),
  );

export const useRollSecret = (code: string) =>
  useWebhookMutation(code, (id: number) =>
    call(consoleEndpoints.adminRollWebhookSecret, { params: { code, id } }),
  );

export const useRedeliver = (code: string) =>
  useWebhookMutation(code, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
    call(consoleEndpoints.adminRedeliverWebhook, { params: { code, id, deliveryId } }),
  );
