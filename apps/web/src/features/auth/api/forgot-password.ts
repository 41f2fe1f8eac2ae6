import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  call(publicEndpoints.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: requestPasswordReset });
