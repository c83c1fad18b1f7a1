import { describe, expect, it } from 'vitest';
import { queryForms } from '@shared/search-keys';
import { buildCompactNameIndex } from '@shared/compact-name-index-builder';
import { LiveNameIndex } from '../../src/server/modules/people';

// Best first, as the directory orders them.
const index = () =>
  new LiveNameIndex(
    buildCompactNameIndex([
      { id: 1, words: ['maria', 'santos', '=mariasantos'] },
      { id: 2, words: ['mario', 'rossi', '=mariorossi'] },
      { id: 3, words: ['anna', 'marinova', '=annamarinova'] },
    ]),
  );
const words = (...terms: string[][]) => ({
  wordForms: terms.map((forms) => forms.slice(0, 1)),
  exactTerms: terms,
  wordTerms: terms,
  joinedTerms: [],
  wholeKeys: [],
});

describe('an instance name index with the people changed since its build', () => {
  it('finds the people having every word, best first, and the whole names', () => {
    const found = index().candidates(
      { ...words(['maria', 'mario', 'marinova']), wholeKeys: ['=mariorossi'] },
      2,
    );
    expect(found).toMatchObject({ whole: [2], ranked: [1, 2], complete: false });
  });

  it('forgets a deleted person and finds a changed one only by their new words', () => {
    const live = index();
    live.apply({ id: 1, words: [], isDeleted: true });
    live.apply({ id: 2, words: ['mario', 'bianchi', '=mariobianchi'], isDeleted: false });
    expect(live.candidates(words(['maria', 'mario']), 10).ranked).toEqual([2]);
    expect(live.candidates(words(['rossi']), 10).ranked).toEqual([]);
    expect(live.candidates(words(['bianchi']), 10).ranked).toEqual([2]);
    expect(live.candidates({ ...words(['x']), wholeKeys: ['=mariobianchi'] }, 10).whole).toEqual([
      2,
    ]);
  });

  it('expands a typed word to the words of people added since, by prefix and by typo', () => {
    const live = index();
    live.apply({ id: 4, words: ['zorblat', '=zedzorblat'], isDeleted: false });
    const expanded = live.expand(queryForms('zorb', 6)!);
    expect(expanded).toContainEqual({ position: 0, kind: 'prefix', term: 'zorblat' });
    const typo = live.expand(queryForms('zxrblxt', 6)!).filter((found) => found.kind === 'fuzzy');
    expect(typo.map((found) => found.term)).toEqual([]);
    const oneOff = live.expand(queryForms('zorblet', 6)!);
    expect(oneOff).toContainEqual({ position: 0, kind: 'fuzzy', term: 'zorblat' });
    const prefixes = live.expand(queryForms('mari', 6)!).filter((found) => found.kind === 'prefix');
    expect(prefixes.map((found) => found.term)).toEqual(['maria', 'marinova', 'mario']);
  });

  it('forgets the words a changed person no longer has, for prefixes and typos too', () => {
    const live = index();
    live.apply({ id: 4, words: ['zorblat', '=zedzorblat'], isDeleted: false });
    live.apply({ id: 5, words: ['zorblat'], isDeleted: false });
    live.apply({ id: 4, words: ['quimby', '=zedquimby'], isDeleted: false });
    expect(live.candidates(words(['zorblat']), 10).ranked).toEqual([5]);
    expect(live.expand(queryForms('zorb', 6)!)).toContainEqual({
      position: 0,
      kind: 'prefix',
      term: 'zorblat',
    });
    live.apply({ id: 5, words: [], isDeleted: true });
    expect(live.candidates(words(['zorblat']), 10).ranked).toEqual([]);
    expect(live.expand(queryForms('zorb', 6)!).map((found) => found.term)).not.toContain('zorblat');
    expect(live.expand(queryForms('zorblet', 6)!).map((found) => found.term)).not.toContain(
      'zorblat',
    );
    expect(live.expand(queryForms('quimbi', 6)!)).toContainEqual({
      position: 0,
      kind: 'fuzzy',
      term: 'quimby',
    });
  });

  it('estimates the matches from the postings, counting only people added since on top', () => {
    const live = index();
    live.apply({ id: 2, words: ['mario', 'rossi'], isDeleted: false });
    live.apply({ id: 9, words: ['mario'], isDeleted: false });
    expect(live.candidates(words(['mario']), 10).estimate).toBe(2);
  });
});
