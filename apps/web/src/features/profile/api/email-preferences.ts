import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

const emailPreferencesQuery = (code: string) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.emailPreferences, { code }),
    queryFn: ({ signal }) => call(memberEndpoints.emailPreferences, { params: { code }, signal }),
  });

export const useEmailPreferences = (code: string) => useQuery(emailPreferencesQuery(code));

/** Saves the choices and keeps what the server answered as the query's data. */
export function useSaveEmailPreferences(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferences) =>
      call(memberEndpoints.saveEmailPreferences, { params: { code }, body }),
    onSuccess: (saved) => client.setQueryData(emailPreferencesQuery(code).queryKey, saved),
  });
}
