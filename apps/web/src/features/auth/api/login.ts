import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { settingsQuery } from '@/shared/tenant/private-settings.ts';

export const login = (body: LoginRequest) => api.post<LoginResponse>(apiPaths.login(), body);

/**
 * Signs in and applies the login effects of specification section 4 before the screen moves on;
 * the member's settings are then fetched once for the session.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const response = await login(body);
      sessionStore.signIn(response);
      return response;
    },
    onSuccess: (response) => {
      const code = response.tenants[0]?.code;
      if (code) void queryClient.prefetchQuery(settingsQuery(code));
    },
  });
}
