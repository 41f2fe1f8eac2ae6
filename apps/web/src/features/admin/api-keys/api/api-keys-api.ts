import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateApiKeyRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The API keys screen's one list: a created or revoked key refreshes it. */
const apiKeysKey = (code: string) => queryKey(consoleEndpoints.adminApiKeys, { code });

export const apiKeysQuery = (code: string) =>
  queryOptions({
    queryKey: apiKeysKey(code),
    queryFn: ({ signal }) => call(consoleEndpoints.adminApiKeys, { params: { code }, signal }),
  });

function useApiKeyMutation<Input, Output>(code: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(code) }),
  });
}

export const useCreateApiKey = (code: string) =>
  useApiKeyMutation(code, (body: CreateApiKeyRequest) =>
    call(consoleEndpoints.adminCreateApiKey, { params: { code }, body }),
  );

export const useRevokeApiKey = (code: string) =>
  useApiKeyMutation(code, (id: number) =>
    call(consoleEndpoints.adminRevokeApiKey, { params: { code, id } }),
  );
