/*
 * Which category an imported person goes in, from their occupations: an occupation's item
 * id, else a word of its English label, names a category. Operators give their own mapping
 * (`import-wikidata --categories FILE`, the same shape) to change it.
 */
import { normalizeSearchText } from './search-text';

export interface CategoryMapping {
  /** Occupation item → category name. */
  items: Record<string, string>;
  /** A word of the occupation's label (lower case) → category name. */
  words: Record<string, string>;
}

const wordsFor = (category: string, words: string[]) =>
  Object.fromEntries(words.map((word) => [word, category]));

export const DEFAULT_CATEGORY_MAPPING: CategoryMapping = {
  items: {
    Q33999: 'Actors',
    Q10800557: 'Actors',
    Q10798782: 'Actors',
    Q639669: 'Musicians',
    Q177220: 'Musicians',
    Q36834: 'Musicians',
    Q2066131: 'Athletes',
    Q937857: 'Athletes',
    Q82955: 'Politicians',
    Q1930187: 'Journalists',
    Q17125263: 'Content Creators',
    Q43845: 'Business Leaders',
    Q131524: 'Business Leaders',
    Q901: 'Scientists',
    Q36180: 'Authors',
    Q245068: 'Comedians',
    Q3499072: 'Chefs',
    Q483501: 'Artists',
    Q15253558: 'Activists',
    Q4610556: 'Models',
  },
  words: {
    ...wordsFor('Actors', ['actor', 'actress']),
    ...wordsFor('Musicians', [
      'musician',
      'singer',
      'rapper',
      'composer',
      'songwriter',
      'guitarist',
      'drummer',
      'pianist',
      'dj',
      'bassist',
    ]),
    ...wordsFor('Athletes', [
      'athlete',
      'player',
      'footballer',
      'swimmer',
      'cyclist',
      'boxer',
      'runner',
      'skier',
      'wrestler',
      'racing',
      'tennis',
    ]),
    ...wordsFor('Politicians', ['politician', 'diplomat', 'senator', 'minister', 'president']),
    ...wordsFor('Journalists', ['journalist', 'presenter', 'broadcaster', 'reporter']),
    ...wordsFor('Content Creators', ['youtuber', 'streamer', 'influencer', 'vlogger', 'podcaster']),
    ...wordsFor('Business Leaders', [
      'entrepreneur',
      'businessperson',
      'businessman',
      'businesswoman',
      'executive',
      'investor',
    ]),
    ...wordsFor('Scientists', [
      'scientist',
      'physicist',
      'chemist',
      'biologist',
      'mathematician',
      'astronomer',
      'researcher',
    ]),
    ...wordsFor('Authors', ['writer', 'author', 'novelist', 'poet', 'screenwriter']),
    ...wordsFor('Comedians', ['comedian']),
    ...wordsFor('Chefs', ['chef']),
    ...wordsFor('Artists', ['artist', 'painter', 'sculptor', 'photographer', 'director']),
    ...wordsFor('Activists', ['activist']),
    ...wordsFor('Gamers', ['gamer', 'esports']),
    ...wordsFor('Models', ['model']),
    ...wordsFor('Religious Leaders', ['priest', 'bishop', 'imam', 'rabbi', 'pastor', 'theologian']),
  },
};

/** An occupation: its item and, once known, its label. */
export interface Occupation {
  itemId: string;
  label: string | null;
}

/** The category name of the first occupation the mapping names, by item first, then by word. */
export function categoryFor(occupations: Occupation[], mapping: CategoryMapping): string | null {
  for (const { itemId, label } of occupations) {
    const byItem = mapping.items[itemId];
    if (byItem) return byItem;
    const byWord = normalizeSearchText(label ?? '')
      .split(' ')
      .map((word) => mapping.words[word])
      .find(Boolean);
    if (byWord) return byWord;
  }
  return null;
}
