import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminBrandingPaths,
  type AdminBrandingResponse,
  type AdminPageResponse,
  type BrandingImage,
  type ContentSlug,
  type Language,
  type UpdateBrandingRequest,
} from '@portal/contract';
import { api } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';
import { forgetPublicSettings } from '@/shared/tenant/load-public-settings.ts';

const brandingKey = (code: string) => [...tenantKeys.all(code), 'admin', 'branding'] as const;

export const brandingQuery = (code: string) =>
  queryOptions({
    queryKey: brandingKey(code),
    queryFn: ({ signal }) =>
      api.get<AdminBrandingResponse>(adminBrandingPaths.branding(code), { signal }),
    select: (answer) => answer.data,
  });

/**
 * After a change the console shows the answer, and the buyer-facing settings of this tenant
 * (login screen, signed-in settings) are read again: the administrator may look at them next.
 */
function useStoreBranding(code: string) {
  const queryClient = useQueryClient();
  return async (answer: AdminBrandingResponse) => {
    queryClient.setQueryData(brandingKey(code), answer);
    // The login screen reads them outside TanStack Query (load-public-settings.ts).
    forgetPublicSettings(code);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tenantKeys.publicSettings(code) }),
      queryClient.invalidateQueries({ queryKey: tenantKeys.settings(code) }),
    ]);
  };
}

export function useUpdateBranding(code: string) {
  const store = useStoreBranding(code);
  return useMutation({
    mutationFn: (body: UpdateBrandingRequest) =>
      api.patch<AdminBrandingResponse>(adminBrandingPaths.branding(code), body),
    onSuccess: store,
  });
}

/** Uploads a new logo or banner (multipart, one file), or removes it with `null`. */
export function useBrandingImage(code: string, kind: BrandingImage) {
  const store = useStoreBranding(code);
  const path = adminBrandingPaths[kind](code);
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return api.delete<AdminBrandingResponse>(path);
      const body = new FormData();
      body.append('file', file);
      return api.post<AdminBrandingResponse>(path, body);
    },
    onSuccess: store,
  });
}

const pageKey = (code: string, slug: ContentSlug, language: Language) =>
  [...brandingKey(code), 'page', slug, language] as const;

export const pageQuery = (code: string, slug: ContentSlug, language: Language) =>
  queryOptions({
    queryKey: pageKey(code, slug, language),
    queryFn: ({ signal }) =>
      api.get<AdminPageResponse>(adminBrandingPaths.page(code, slug, language), { signal }),
    select: (answer) => answer.data,
  });

/** Saves a page (the server cleans it; empty removes it) and refreshes the page URLs. */
export function useSavePage(code: string, slug: ContentSlug, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (html: string) =>
      api.put<AdminPageResponse>(adminBrandingPaths.page(code, slug, language), { html }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(pageKey(code, slug, language), answer);
      await queryClient.invalidateQueries({ queryKey: brandingKey(code), exact: true });
    },
  });
}
