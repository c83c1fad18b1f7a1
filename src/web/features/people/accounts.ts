import type { Person, SocialAccount } from '@shared/schemas/people';
import { paths } from '@web/paths';

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

/** 'Talk about {first name}': the community feed filtered on the person. */
export function talkAboutPath(person: Pick<Person, 'id' | 'firstName' | 'lastName'>): string {
  return paths.communityAbout({ id: person.id, fullName: fullName(person) });
}
