import { accountLink } from './account-link';
import { PRODUCT_NAME } from './constants';
import { countOf, listInWords } from './plural';
import { chooseProfileImage } from './profile-image';
import type { Person } from './schemas/people';
import { personPath } from './slug';

/**
 * What a person page says about itself (title, description, address, picture, schema.org
 * data). The server writes it into the page's head and the web app sets the same values,
 * so a search engine reads the same thing before and after the page's script runs.
 */
export interface PersonPageMeta {
  title: string;
  description: string;
  /** The canonical address: the name slug on the site. */
  url: string;
  image?: string;
  structuredData: PersonStructuredData;
}

/** A schema.org Person, as written into the page's JSON-LD block. */
export interface PersonStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Person';
  name: string;
  givenName: string;
  familyName: string;
  jobTitle?: string;
  image?: string;
  url: string;
  description: string;
  /**
   * The addresses of the person's proven accounts and those a moderator verified, and only
   * those: a search engine reads sameAs as an identity claim, which votes alone do not make
   * (decision 0031).
   */
  sameAs: string[];
}

const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

const verifiedAccounts = (person: Pick<Person, 'socialAccounts'>) =>
  person.socialAccounts.filter((account) => account.isVerified && !account.isDeleted);

export function personTitle(person: Pick<Person, 'firstName' | 'lastName' | 'profession'>) {
  const profession = person.profession.trim();
  return `${fullName(person)}${profession ? ` – ${profession}` : ''} | ${PRODUCT_NAME}`;
}

/** Who the person is (profession, category) and how many verified accounts they have, on which platforms. */
export function personDescription(person: Person): string {
  const about = [person.profession.trim(), person.category?.name].filter(Boolean).join(', ');
  const accounts = verifiedAccounts(person);
  const platforms = [...new Set(accounts.map((account) => account.platform.name))];
  const verified =
    accounts.length === 0
      ? 'no verified social media accounts yet'
      : `${countOf(accounts.length, 'verified social media account')} on ${listInWords(platforms)}`;
  return `${fullName(person)}${about ? ` (${about})` : ''}: ${verified}, checked by the ${PRODUCT_NAME} community.`;
}

/** An image address as stored (a path on this site or an http(s) address) made absolute; else undefined. */
function absoluteUrl(address: string, siteUrl: string): string | undefined {
  if (/^\/(?!\/)/.test(address)) return `${siteUrl}${address}`;
  return /^https?:\/\//i.test(address) ? address : undefined;
}

/**
 * The title, description, addresses and schema.org data of a person's page on the site at
 * `siteUrl` (an origin, or the public address without a trailing slash).
 */
export function personPageMeta(person: Person, siteUrl: string): PersonPageMeta {
  const picture = chooseProfileImage(person);
  const image = picture.kind === 'url' ? absoluteUrl(picture.url, siteUrl) : undefined;
  const url = `${siteUrl}${personPath(person)}`;
  const description = personDescription(person);
  return {
    title: personTitle(person),
    description,
    url,
    image,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: fullName(person),
      givenName: person.firstName,
      familyName: person.lastName,
      ...(person.profession.trim() && { jobTitle: person.profession.trim() }),
      ...(image && { image }),
      url,
      description,
      sameAs: verifiedAccounts(person)
        .filter((account) => account.verification.tier !== 'community')
        .map((account) =>
          accountLink({
            url: account.url,
            username: account.username,
            platformName: account.platform.name,
          }),
        ),
    },
  };
}
