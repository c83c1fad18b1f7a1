import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';

export const sendContactMessage = (input: ContactInput) =>
  api.post<{ message: string }>('/api/contact', input);

/** Sends a message to the people who run the directory. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
