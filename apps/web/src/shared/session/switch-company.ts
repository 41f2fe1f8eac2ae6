import type { LoginResponse } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';

/**
 * A session at another company of the signed-in account, without its password (decision 014).
 * `token` is the session to move when it is not stored yet (the company chooser at sign-in).
 */
export const switchCompany = (code: string, token?: string) =>
  api.post<LoginResponse>(
    apiPaths.switchCompany(),
    { manufacturerCode: code },
    token === undefined ? undefined : { token },
  );
