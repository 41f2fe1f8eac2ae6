import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

const emailPreferencesQuery = (code: string) =>
  queryOptions({
    queryKey: [...tenantKeys.all(code), 'email-preferences'],
    queryFn: ({ signal }) => api.get<EmailPreferences>(apiPaths.emailPreferences(code), { signal }),
  });

export const useEmailPreferences = (code: string) => useQuery(emailPreferencesQuery(code));

/** Saves the choices and keeps what the server answered as the query's data. */
export function useSaveEmailPreferences(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferences) =>
      api.put<EmailPreferences>(apiPaths.emailPreferences(code), body),
    onSuccess: (saved) => client.setQueryData(emailPreferencesQuery(code).queryKey, saved),
  });
}
