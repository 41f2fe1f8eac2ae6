import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageBody } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';

export const changePassword = (code: string, body: ChangePasswordRequest) =>
  api.put<MessageBody>(apiPaths.changePassword(code), body);

export const useChangePassword = (code: string) =>
  useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(code, body) });
