import { call } from '@/shared/api/api-client.ts';
import * as accountEndpoints from '@portal/contract/endpoints/account';

/**
 * A session at another company of the signed-in account, without its password (decision 014).
 * `token` is the session to move when it is not stored yet (the company chooser at sign-in).
 */
export const switchCompany = (code: string, token?: string) =>
  call(accountEndpoints.switchCompany, {
    body: { manufacturerCode: code },
    ...(token === undefined ? {} : { token }),
  });
