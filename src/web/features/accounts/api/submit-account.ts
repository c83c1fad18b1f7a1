import { useMutation } from '@tanstack/react-query';
import type { AccountSubmission } from '@shared/schemas/accounts';
import type { SocialAccount } from '@shared/schemas/people';
import { api } from '@web/lib/api/client';

export type AccountProposal = Pick<
  AccountSubmission,
  'personId' | 'platformId' | 'username' | 'url' | 'evidence'
>;

export const submitAccount = (input: AccountProposal) =>
  api.post<SocialAccount>('/api/social-accounts', input);

/** Proposes an account for a person; it starts pending community votes. */
export const useSubmitAccount = () => useMutation({ mutationFn: submitAccount });
