import { useMutation } from '@tanstack/react-query';
import type { MessageBody, RegisterRequest } from '@portal/contract';
import { apiPaths } from '@portal/contract/api-paths';
import { api } from '@/shared/api/api-client.ts';

export const register = (body: RegisterRequest) => api.post<MessageBody>(apiPaths.register(), body);

export const useRegister = () => useMutation({ mutationFn: register });
