import { shownHandle } from '@shared/account-link';
import { communityAboutPath } from '@shared/page-addresses';
import { personPath } from '@shared/slug';

/** An account as a notification names it: handle, platform and person. */
export interface AccountFacts {
  accountId: number;
  username: string;
  platform: string;
  personId: number;
  firstName: string;
  lastName: string;
}

export const fullName = (facts: Pick<AccountFacts, 'firstName' | 'lastName'>) =>
  `${facts.firstName} ${facts.lastName}`;

/** The person page, scrolled to the account's card. */
export function accountLink(facts: AccountFacts): string {
  return `${personPath({ id: facts.personId, firstName: facts.firstName, lastName: facts.lastName })}#account-${facts.accountId}`;
}

export const describeAccount = (facts: AccountFacts) =>
  `${shownHandle(facts.username)} on ${facts.platform}`;

/** The feed about the person, scrolled to the comment. */
export function commentLink(
  person: { personId: number; firstName: string; lastName: string },
  commentId: number,
): string {
  return `${communityAboutPath({ id: person.personId, fullName: fullName(person) })}#comment-${commentId}`;
}

/** At most `length` characters of a text, cut at a word where it can be. */
export function excerpt(text: string, length = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export const ADMIN_REPORTS_LINK = '/admin';
export const ADMIN_TRUST_LINK = '/admin?tab=trust';
