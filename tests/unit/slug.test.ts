import { describe, expect, it } from 'vitest';
import { parsePersonRef, personPath, personSlug } from '../../src/shared/slug';

describe('personSlug', () => {
  it('lowercases, trims and joins words with hyphens', () => {
    expect(personSlug('  Taylor ', 'Swift ')).toBe('taylor-swift');
    expect(personSlug('Mary Jane', 'Watson  Parker')).toBe('mary-jane-watson-parker');
    expect(personSlug('Zoë', 'Saldaña')).toBe('zoë-saldaña');
  });
});

describe('personPath', () => {
  it('uses the slug, encoded for the address', () => {
    expect(personPath({ id: 7, firstName: 'Zoë', lastName: 'Saldaña' })).toBe(
      '/people/zo%C3%AB-salda%C3%B1a',
    );
  });
  it('falls back to the id when a name is missing', () => {
    expect(personPath({ id: 7, firstName: 'Cher', lastName: '' })).toBe('/people/7');
    expect(personPath({ id: 8, firstName: null, lastName: 'Prince' })).toBe('/people/8');
  });
});

describe('parsePersonRef', () => {
  it('reads a number as an id and anything else as a slug', () => {
    expect(parsePersonRef('42')).toEqual({ id: 42 });
    expect(parsePersonRef('Taylor-Swift')).toEqual({ slug: 'taylor-swift' });
    expect(parsePersonRef('42a')).toEqual({ slug: '42a' });
  });
});
