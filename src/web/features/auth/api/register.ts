import type { MailedResponse, RegisterInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';
import { useMailingMutation } from './mail-delivery';

export const register = (input: RegisterInput) => api.post<MailedResponse>('/api/register', input);

/** Creates an account; the server mails a verification link. */
export const useRegister = () => useMailingMutation(register);
