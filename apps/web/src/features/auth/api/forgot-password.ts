import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageBody } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  api.post<MessageBody>(apiPaths.forgotPassword(), body);

export const useForgotPassword = () => useMutation({ mutationFn: requestPasswordReset });
