import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';

export const register = (input: RegisterInput) =>
  api.post<{ message: string }>('/api/register', input);

/** Creates an account; the server mails a verification link. */
export const useRegister = () => useMutation({ mutationFn: register });
