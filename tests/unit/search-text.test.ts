import { describe, expect, it } from 'vitest';
import {
  deletionVariants,
  matchesSearchText,
  normalizeSearchText,
  searchWords,
} from '../../src/shared/search-text';

describe('normalizeSearchText', () => {
  it('drops case, accents and punctuation', () => {
    expect(normalizeSearchText('Zoë  Saldaña!')).toBe('zoe saldana');
    expect(normalizeSearchText("Conan O'Brien")).toBe('conan o brien');
    expect(normalizeSearchText('Straße')).toBe('strasse');
    expect(normalizeSearchText('Владимир')).toBe('владимир');
  });
});

describe('searchWords', () => {
  it('collects the distinct words of several texts', () => {
    expect(searchWords('John', 'Legend', 'Singer and songwriter', null)).toEqual([
      'john',
      'legend',
      'singer',
      'and',
      'songwriter',
    ]);
    expect(searchWords('Ana', 'Ana')).toEqual(['ana']);
  });
});

describe('matchesSearchText', () => {
  it('ignores case and accents on both sides', () => {
    expect(matchesSearchText('zoe', 'Zoë', 'Saldaña')).toBe(true);
    expect(matchesSearchText('ZOË SALDANA', 'Zoe', 'Saldana')).toBe(true);
    expect(matchesSearchText('strasse', 'Straße')).toBe(true);
  });
  it('needs every word of the query, each at the start of a word of the texts', () => {
    expect(matchesSearchText('sal zo', 'Zoë Saldaña', 'Actor', '42')).toBe(true);
    expect(matchesSearchText('actor 42', 'Zoë Saldaña', 'Actor', '42')).toBe(true);
    expect(matchesSearchText('zoe smith', 'Zoë Saldaña', 'Actor')).toBe(false);
    expect(matchesSearchText('aldana', 'Zoë Saldaña')).toBe(false);
  });
  it('lets an empty query match everything', () => {
    expect(matchesSearchText('  ', 'Zoë Saldaña')).toBe(true);
  });
});

describe('deletionVariants', () => {
  it('lists every word with one character removed', () => {
    expect(deletionVariants('john').sort()).toEqual(['ohn', 'jhn', 'jon', 'joh'].sort());
  });
  it('lets a swapped-letter typo meet the right word', () => {
    const typo = new Set(['jhon', ...deletionVariants('jhon')]);
    expect(['john', ...deletionVariants('john')].some((variant) => typo.has(variant))).toBe(true);
  });
});
