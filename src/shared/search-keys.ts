/**
 * The words a person is found by, and the forms a query word is looked up in. Both sides
 * go through the same normalisation (search-text.ts) and the same transliteration into
 * Latin letters (any-ascii), so a name written in one script is found by its spelling in
 * another: "Vysotsky" finds Высоцкий and "Высоцкий" finds Vysotsky (one typo apart), and
 * "Tsipras" finds Τσίπρας. Server-side only: the transliteration tables are large.
 */
import anyAscii from 'any-ascii';
import { LRUCache } from 'lru-cache';
import { normalizeSearchText, searchWords } from './search-text';

/** Marks a whole name, alias or handle written without spaces: matched only as a whole. */
export const WHOLE_KEY_MARK = '=';
/**
 * Marks a word matched only whole: a handle's words, and a name's words written together
 * ("shahrukh", "shahrukhkhan" for Shah Rukh Khan). Each is nearly every person's own: in the
 * dictionary, their starts and typos would turn a query for a common first name into
 * thousands of words, one per person whose handle begins with it.
 */
export const WHOLE_WORD_MARK = '@';
/**
 * Marks the consonants of a name word written in Latin letters, and of one written in an
 * abjad (Arabic, Hebrew: scripts that leave most vowels unwritten). A Latin query word is
 * looked up among abjad consonants and an abjad one among Latin consonants, so "Salah"
 * finds صلاح (transliterated "slh") and the other way round, without Latin names finding
 * each other by their consonants.
 */
export const LATIN_CONSONANTS_MARK = '~';
export const ABJAD_CONSONANTS_MARK = '^';

const ABJAD = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const LATIN_WORD = /^[a-z]+$/;
/** Consonant keys shorter than this say too little to match on. */
const MIN_CONSONANTS = 2;

/** The text in Latin letters, normalised; the same text when it already was. */
export function latinForm(text: string): string {
  return normalizeSearchText(anyAscii(text));
}

/**
 * A word's consonants as an abjad writes them: vowels and the letters abjads use as vowels
 * (y, w, v) left out, letters an abjad writes alike as one (b, f, p; c, k, q), doubled
 * letters once ("mohammed" and محمد both "mhmd", "portman" and פורטמן both "prtmn").
 */
export function consonantSkeleton(latinWord: string): string {
  return latinWord
    .replace(/[aeiouywv]/g, '')
    .replace(/[bfp]/g, 'p')
    .replace(/[ckq]/g, 'k')
    .replace(/(.)\1+/g, '$1');
}

/** A key matched only as it is (a whole name, consonants): no prefix or typo matching. */
export const isExactKey = (word: string) =>
  word.startsWith(WHOLE_KEY_MARK) ||
  word.startsWith(LATIN_CONSONANTS_MARK) ||
  word.startsWith(ABJAD_CONSONANTS_MARK);

/** A word matched only whole (WHOLE_WORD_MARK). */
export const isWholeWord = (word: string) => word.startsWith(WHOLE_WORD_MARK);

/** A word matched by its start and by typos too: neither a key nor a word matched only whole. */
export const isPlainWord = (word: string) => !isExactKey(word) && !isWholeWord(word);

/** The words of a handle as stored: marked, and the handle without separators ("@the", "@rock", "@therock"). */
function handleWords(handle: string): string[] {
  const parts = searchWords(handle);
  const joined = parts.join('');
  return [
    ...new Set([...parts, joined].filter(Boolean).map((word) => WHOLE_WORD_MARK + word)),
    WHOLE_KEY_MARK + joined,
  ];
}

interface WordForms {
  /** The word as search-text.ts normalises it. */
  word: string;
  /** Its Latin letters, without spaces (transliterated before accents go: й is not и). */
  latin: string;
  /** Its consonants, marked by the kind of script it is written in; null when too few. */
  consonants: { mark: string; key: string } | null;
}

/** A word as written, in its forms; null when nothing of it is searchable. */
function formsOf(original: string): WordForms | null {
  const word = normalizeSearchText(original).replaceAll(' ', '');
  if (!word) return null;
  const latin = latinForm(original).replaceAll(' ', '');
  const mark = ABJAD.test(original)
    ? ABJAD_CONSONANTS_MARK
    : LATIN_WORD.test(word)
      ? LATIN_CONSONANTS_MARK
      : null;
  const key = consonantSkeleton(latin);
  return { word, latin, consonants: mark && key.length >= MIN_CONSONANTS ? { mark, key } : null };
}

/**
 * The forms of words met lately: names and professions share their words (first names,
 * "singer"), and a bulk import makes the words of thousands of people in a row.
 */
const recentForms = new LRUCache<string, { forms: WordForms | null }>({
  max: 20_000,
  memoMethod: (original) => ({ forms: formsOf(original) }),
});

/** The words of a text, each in its own script and in Latin letters, with its consonants. */
function wordsWithForms(text: string): WordForms[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((original) => recentForms.memo(original).forms ?? []);
}

/** The words of a name (or alias) and their Latin forms, and its consonant keys. */
function nameWords(name: string): string[] {
  const words = wordsWithForms(name);
  return [
    ...searchWords(name),
    ...words.map((word) => word.latin),
    ...words.flatMap(({ consonants }) => (consonants ? [consonants.mark + consonants.key] : [])),
    ...wholeKeys(words),
  ];
}

/** Every run of two or more neighbouring words written together ("ab", "bc", "abc" of a b c). */
function joinedRuns(words: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start += 1)
    for (let end = start + 2; end <= words.length; end += 1)
      runs.push(words.slice(start, end).join(''));
  return runs;
}

/**
 * A name written without its spaces as a whole key, and each run of its words written
 * together as a whole word ("@shahrukh", "@rukhkhan", "@shahrukhkhan"), in its own script
 * and in Latin letters.
 */
function wholeKeys(words: readonly WordForms[]): string[] {
  const own = words.map((word) => word.word);
  const latin = words.map((word) => word.latin);
  return [
    ...[own, latin].map((forms) => WHOLE_KEY_MARK + forms.join('')),
    ...[...joinedRuns(own), ...joinedRuns(latin)].map((run) => WHOLE_WORD_MARK + run),
  ];
}

export interface PersonSearchSource {
  firstName: string;
  lastName: string;
  profession: string;
  aliases: readonly string[];
  /** Usernames of the person's shown accounts. */
  handles: readonly string[];
}

/**
 * Every word a person is found by: the words of their name and aliases with their Latin
 * forms and consonant keys, those names without spaces, the words of their handles and the
 * handles whole ("@conanobrien" for @ConanOBrien, "@the", "@rock" and "@therock" for
 * @the_rock), and the words of their profession.
 */
export function personSearchWords(source: PersonSearchSource): string[] {
  const words = [
    ...nameWords(`${source.firstName} ${source.lastName}`),
    ...source.aliases.flatMap(nameWords),
    ...source.handles.flatMap(handleWords),
    ...searchWords(source.profession),
  ];
  return [...new Set(words.filter((word) => word.length > 0))];
}

/** How a query is looked up: its words (each in its own script and in Latin) and its whole keys. */
export interface QueryForms {
  /** The normalised query. */
  phrase: string;
  /** Per query word: the forms to expand by prefix and typo (the word, its Latin form). */
  words: { forms: string[]; consonantKeys: string[] }[];
  /** The query without spaces, as marked whole keys: an exact name, alias or handle. */
  wholeKeys: string[];
  /** The query without spaces as a word start, when it had several words ("mr beast"). */
  joined: string | null;
}

export function queryForms(query: string, maxWords: number): QueryForms | null {
  const phrase = normalizeSearchText(query);
  if (!phrase) return null;
  const seen = new Set<string>();
  const words = wordsWithForms(query)
    .filter(({ word }) => !seen.has(word) && seen.add(word))
    .slice(0, maxWords)
    .map(({ word, latin, consonants }) => ({
      forms: [...new Set([word, latin].filter(Boolean))],
      // A Latin word is looked for among abjad consonants, an abjad word among Latin ones.
      consonantKeys: !consonants
        ? []
        : [
            (consonants.mark === ABJAD_CONSONANTS_MARK
              ? LATIN_CONSONANTS_MARK
              : ABJAD_CONSONANTS_MARK) + consonants.key,
          ],
    }));
  const joinedText = phrase.replaceAll(' ', '');
  const joinedLatin = words.map((word) => word.forms.at(-1)).join('');
  return {
    phrase,
    words,
    wholeKeys: [...new Set([joinedText, joinedLatin].filter(Boolean))].map(
      (key) => WHOLE_KEY_MARK + key,
    ),
    joined: phrase.includes(' ') ? joinedText : null,
  };
}
