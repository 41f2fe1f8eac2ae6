import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

export const register = (body: RegisterRequest) => call(publicEndpoints.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
