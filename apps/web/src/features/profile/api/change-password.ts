import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

export const changePassword = (code: string, body: ChangePasswordRequest) =>
  call(memberEndpoints.changePassword, { params: { code }, body });

export const useChangePassword = (code: string) =>
  useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(code, body) });
