import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBrandingResponse,
  type BrandingImage,
  type ContentSlug,
  type Language,
  type UpdateBrandingRequest,
} from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { forgetPublicSettings } from '@/entities/tenant/load-public-settings.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import * as publicEndpoints from '@portal/contract/endpoints/public';

const brandingKey = (code: string) => queryKey(consoleEndpoints.adminBranding, { code });

export const brandingQuery = (code: string) =>
  queryOptions({
    queryKey: brandingKey(code),
    queryFn: ({ signal }) => call(consoleEndpoints.adminBranding, { params: { code }, signal }),
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
      queryClient.invalidateQueries({
        queryKey: queryKey(publicEndpoints.publicSettings, { code }),
      }),
      queryClient.invalidateQueries({ queryKey: queryKey(memberEndpoints.settings, { code }) }),
    ]);
  };
}

export function useUpdateBranding(code: string) {
  const store = useStoreBranding(code);
  return useMutation({
    mutationFn: (body: UpdateBrandingRequest) =>
      call(consoleEndpoints.adminUpdateBranding, { params: { code }, body }),
    onSuccess: store,
  });
}

/** Uploads a new logo or banner (multipart, one file), or removes it with `null`. */
export function useBrandingImage(code: string, kind: BrandingImage) {
  const store = useStoreBranding(code);
  const [upload, remove] =
    kind === 'logo'
      ? [consoleEndpoints.adminUploadLogo, consoleEndpoints.adminDeleteLogo]
      : [consoleEndpoints.adminUploadBanner, consoleEndpoints.adminDeleteBanner];
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return call(remove, { params: { code } });
      const body = new FormData();
      body.append('file', file);
      return call(upload, { params: { code }, body });
    },
    onSuccess: store,
  });
}

const pageKey = (code: string, slug: ContentSlug, language: Language) =>
  queryKey(consoleEndpoints.adminPage, { code, slug, lang: language });

export const pageQuery = (code: string, slug: ContentSlug, language: Language) =>
  queryOptions({
    queryKey: pageKey(code, slug, language),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminPage, { params: { code, slug, lang: language }, signal }),
    select: (answer) => answer.data,
  });

/** Saves a page (the server cleans it; empty removes it) and refreshes the page URLs. */
export function useSavePage(code: string, slug: ContentSlug, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (html: string) =>
      call(consoleEndpoints.adminSavePage, {
        params: { code, slug, lang: language },
        body: { html },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(pageKey(code, slug, language), answer);
      await queryClient.invalidateQueries({ queryKey: brandingKey(code), exact: true });
    },
  });
}
