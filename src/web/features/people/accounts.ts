import type { Person, SocialAccount } from '@shared/schemas/people';

/** Accounts the public sees (not deleted), verified ones first, then by submission time. */
export function visibleAccounts(person: Pick<Person, 'socialAccounts'>): SocialAccount[] {
  return person.socialAccounts
    .filter((account) => !account.isDeleted)
    .sort(
      (a, b) =>
        Number(b.isVerified) - Number(a.isVerified) ||
        new Date(a.submittedAt).getTime() - new Date(b.submittedAt).getTime(),
    );
}

export function fullName(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
