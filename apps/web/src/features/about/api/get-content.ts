import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiText } from '@/shared/api/api-client.ts';
import { pageKey } from '@/shared/api/query-keys.ts';

/** An About Us page: HTML served at the URL a setting names for the current language. */
export const getContent = (url: string, signal?: AbortSignal) => apiText(url, { signal });

export const contentQuery = (code: string, url: string) =>
  queryOptions({
    queryKey: pageKey(code, url),
    queryFn: ({ signal }) => getContent(url, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useContent = (code: string, url: string) =>
  useQuery({ ...contentQuery(code, url), enabled: url !== '' });
