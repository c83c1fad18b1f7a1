import { relativeTimeChangesAt } from './dates';
import { type Person, personSchema } from './schemas/people';

/**
 * A person's card as it is kept (server/modules/people/cards): the JSON text of the person as
 * a list shows them to a visitor, cut around the accounts so that a minimum-rating filter can
 * leave some out without reading the rest, byte for byte what the schema would write.
 */
export interface CardParts {
  /** The object opened, up to the accounts: `{"id":1,…,"wikidataId":null`. */
  head: string;
  /** Each visible account's JSON, in the list's order. */
  accounts: string[];
  /** Each account's average rating, for the minimum-rating filter. */
  accountRatings: (number | null)[];
  /** What follows the accounts, the object left open: `,"aliases":[…]`. */
  tail: string;
  /** What a search needs to tell why the person came up (see MatchFacts), as JSON. */
  matchFacts: string;
  /** When a time the card tells relatively ("checked 2 days ago") next reads differently. */
  refreshAt: Date | null;
}

/** A person's names and handles, as a search tells why they came up. */
export interface MatchFacts {
  firstName: string;
  lastName: string;
  aliases: { name: string }[];
  accounts: { username: string; platformName: string; avgRating: number | null }[];
}

const earliest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>(
    (first, date) => (date && (!first || date < first) ? date : first),
    null,
  );

/**
 * The parts of a person's card. `madeBefore` is a moment no later than the one the
 * person's verification sentences were written at: a relative time they tell is kept until
 * it would read differently from then.
 */
export function cardParts(person: Person, madeBefore: Date): CardParts {
  const {
    socialAccounts,
    aliases,
    matchedBy: _matchedBy,
    ...fields
  } = personSchema.parse({ ...person, matchedBy: undefined });
  const facts: MatchFacts = {
    firstName: fields.firstName,
    lastName: fields.lastName,
    aliases: aliases.map(({ name }) => ({ name })),
    accounts: socialAccounts.map((account) => ({
      username: account.username,
      platformName: account.platform.name,
      avgRating: account.avgRating,
    })),
  };
  return {
    head: JSON.stringify(fields).slice(0, -1),
    accounts: socialAccounts.map((account) => JSON.stringify(account)),
    accountRatings: socialAccounts.map((account) => account.avgRating),
    tail: `,${JSON.stringify({ aliases }).slice(1, -1)}`,
    matchFacts: JSON.stringify(facts),
    refreshAt: earliest(
      socialAccounts.flatMap((account) =>
        account.verification.proofs.map((proof) =>
          proof.lastCheckedAt ? relativeTimeChangesAt(proof.lastCheckedAt, madeBefore) : null,
        ),
      ),
    ),
  };
}

/** Whether an account with this average shows under a minimum-rating filter. */
export const ratedAtLeast = (rating: number | null, minRating: number | undefined) =>
  minRating === undefined || (rating !== null && rating >= minRating);

/**
 * A card's text without its closing brace, with only the accounts rated at least
 * `minRating` (the kept cards' statement does the same in SQL).
 */
export function cardText(parts: CardParts, minRating?: number): string {
  const accounts = parts.accounts.filter((_, at) =>
    ratedAtLeast(parts.accountRatings[at]!, minRating),
  );
  return `${parts.head},"socialAccounts":[${accounts.join(',')}]${parts.tail}`;
}

/** A card closed with why the search found the person (null outside a search). */
export const closeCard = (text: string, matchedBy: string | null) =>
  `${text},"matchedBy":${JSON.stringify(matchedBy)}}`;
