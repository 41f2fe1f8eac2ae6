import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminApiKeyPaths,
  type ApiKeyList,
  type ApiKeyResponse,
  type CreateApiKeyRequest,
  type CreatedApiKeyResponse,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** The API keys screen's one list: a created or revoked key refreshes it. */
const apiKeysKey = (code: string) => [...tenantKeys.all(code), 'admin', 'api-keys'] as const;

export const apiKeysQuery = (code: string) =>
  queryOptions({
    queryKey: apiKeysKey(code),
    queryFn: ({ signal }) => api.get<ApiKeyList>(adminApiKeyPaths.keys(code), { signal }),
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
    api.post<CreatedApiKeyResponse>(adminApiKeyPaths.keys(code), body),
  );

export const useRevokeApiKey = (code: string) =>
  useApiKeyMutation(code, (id: number) =>
    api.delete<ApiKeyResponse>(adminApiKeyPaths.key(code, id)),
  );
