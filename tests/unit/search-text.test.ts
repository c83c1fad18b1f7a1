import { describe, expect, it } from 'vitest';
import { deletionVariants, normalizeSearchText, searchWords } from '../../src/shared/search-text';

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

describe('deletionVariants', () => {
  it('lists every word with one character removed', () => {
    expect(deletionVariants('john').sort()).toEqual(['ohn', 'jhn', 'jon', 'joh'].sort());
  });
  it('lets a swapped-letter typo meet the right word', () => {
    const typo = new Set(['jhon', ...deletionVariants('jhon')]);
    expect(['john', ...deletionVariants('john')].some((variant) => typo.has(variant))).toBe(true);
  });
});
