import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailDelivery, MailedResponse } from '@shared/schemas/auth';
import { api } from '@web/lib/api/client';

const mailDeliveryQueryKey = ['mail-delivery'] as const;

const mailDeliveryQueryOptions = queryOptions({
  queryKey: mailDeliveryQueryKey,
  queryFn: ({ signal }) => api.get<MailDelivery>('/api/mail-delivery', undefined, signal),
  staleTime: 60_000,
});

/** Whether the app's mail is sent or kept (no mail server set up yet), and where to read it. */
export const useMailDelivery = () => useQuery(mailDeliveryQueryOptions);

/**
 * A request that mails a link; what its answer says of the mail (sent, or kept) is kept for
 * the notices that follow it.
 */
export function useMailingMutation<Input>(mutationFn: (input: Input) => Promise<MailedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ mailKept, mailboxUrl }) =>
      queryClient.setQueryData(mailDeliveryQueryKey, { mailKept, mailboxUrl }),
  });
}
