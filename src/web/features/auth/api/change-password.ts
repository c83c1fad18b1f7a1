import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordSchema } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>('/api/change-password', input);

/** Changes the signed-in user's password (the server ends their other sessions). */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
