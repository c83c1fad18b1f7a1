import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddressFix, toggledAccountSchema } from '@shared/schemas/admin';
import { api } from '@web/lib/api/client';
import { markPublicDataStale } from '../../lib/query-keys';
import { accountAddressesQueryKeys } from './get-account-addresses';

export const fixAccountAddress = ({
  accountId,
  action,
}: {
  accountId: number;
  action: AddressFix;
}) =>
  api.post<z.infer<typeof toggledAccountSchema>>(
    `/api/admin/social-accounts/${accountId}/address`,
    { action },
  );

/**
 * Normalises a misaddressed account (or also unverifies it). The list is asked again either
 * way: after a refusal (409, another admin fixed it first) it shows the accounts as they are.
 */
export function useFixAccountAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixAccountAddress,
    onSuccess: () => void markPublicDataStale(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountAddressesQueryKeys.all }),
  });
}
