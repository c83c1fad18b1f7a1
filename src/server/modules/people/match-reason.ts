import { shownHandle } from '@shared/account-link';
import { LRUCache } from 'lru-cache';
import {
  WHOLE_WORD_MARK,
  isWholeWord,
  personSearchWords,
  type QueryForms,
} from '@shared/search-keys';
import { deletionVariants, FUZZY_MIN_WORD_LENGTH } from '@shared/search-text';

/**
 * A word and its single-character deletions: two words within one typo share one of them.
 * Each result's words are checked against each query word, and names recur across results
 * and searches: the sets of recent words are cached rather than made again for every pair.
 */
const recentTypoKeys = new LRUCache<string, ReadonlySet<string>>({
  max: 20_000,
  memoMethod: (word) => new Set([word, ...deletionVariants(word)]),
});

/** Whether a stored word is the query word, begins with it or is one typo from it. */
function wordMatches(stored: string, form: string): boolean {
  if (stored.startsWith(form)) return true;
  if (form.length < FUZZY_MIN_WORD_LENGTH || stored.length < FUZZY_MIN_WORD_LENGTH) return false;
  const storedKeys = recentTypoKeys.memo(stored);
  for (const key of recentTypoKeys.memo(form)) if (storedKeys.has(key)) return true;
  return false;
}

/** Whether the words of one name answer the query as the search reads it. */
function answers(forms: QueryForms, storedWords: string[]): boolean {
  const words = storedWords.map((word) =>
    isWholeWord(word) ? word.slice(WHOLE_WORD_MARK.length) : word,
  );
  if (forms.wholeKeys.some((key) => words.includes(key))) return true;
  if (forms.joined && words.some((word) => word.startsWith(forms.joined!))) return true;
  return forms.words.every(
    ({ forms: wordForms, consonantKeys }) =>
      consonantKeys.some((key) => words.includes(key)) ||
      words.some((stored) => wordForms.some((form) => wordMatches(stored, form))),
  );
}

const wordsOfName = (name: string) =>
  personSearchWords({ firstName: name, lastName: '', profession: '', aliases: [], handles: [] });

export interface MatchCandidate {
  firstName: string;
  lastName: string;
  aliases: readonly { name: string }[];
  accounts: readonly { username: string; platformName: string }[];
}

/**
 * Why a person came up in a search when it was not for their name: the alias or the
 * account the query names ("alias: The Rock", "@ConanOBrien on X"); null when their name
 * answers it (or only their profession does, which the result shows anyway). A query that
 * starts with @ names a handle first, but only one that begins with what was typed: a
 * handle the search found by its words alone ("@madge.hackett" for @madgehackett) is not
 * what matched when the person's name says the same.
 */
export function matchReason(
  query: { text: string; forms: QueryForms },
  person: MatchCandidate,
  addressedAccount?: { username: string; platformName: string },
): string | null {
  const { forms } = query;
  const handle = (account: { username: string; platformName: string }) =>
    `${shownHandle(account.username.replace(/^@/, ''))} on ${account.platformName}`;
  if (addressedAccount) return handle(addressedAccount);
  const typedHandle = query.text
    .trim()
    .match(/^@(\S+)$/)?.[1]
    ?.toLowerCase();
  const handleTyped = typedHandle
    ? person.accounts.find((candidate) =>
        candidate.username.replace(/^@/, '').toLowerCase().startsWith(typedHandle),
      )
    : undefined;
  if (handleTyped) return handle(handleTyped);
  const account = person.accounts.find((candidate) =>
    answers(
      forms,
      personSearchWords({
        firstName: '',
        lastName: '',
        profession: '',
        aliases: [],
        handles: [candidate.username],
      }),
    ),
  );
  if (answers(forms, wordsOfName(`${person.firstName} ${person.lastName}`))) return null;
  const alias = person.aliases.find((candidate) => answers(forms, wordsOfName(candidate.name)));
  if (alias) return `alias: ${alias.name}`;
  return account ? handle(account) : null;
}
