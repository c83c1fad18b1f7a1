import { describe, expect, it } from 'vitest';
import {
  consonantSkeleton,
  latinForm,
  personSearchWords,
  queryForms,
} from '../../src/shared/search-keys';

const words = (
  firstName: string,
  lastName: string,
  more: { aliases?: string[]; handles?: string[] } = {},
) => personSearchWords({ firstName, lastName, profession: '', aliases: [], handles: [], ...more });

describe('search keys', () => {
  it('writes names in Latin letters before accents go, so й stays y', () => {
    expect(latinForm('Высоцкий')).toBe('vysotskiy');
    expect(latinForm('Τσίπρας')).toBe('tsipras');
    expect(latinForm('Zoë')).toBe('zoe');
  });

  it('gives an abjad spelling and its Latin spelling the same consonants', () => {
    expect(consonantSkeleton(latinForm('صلاح'))).toBe(consonantSkeleton('salah'));
    expect(consonantSkeleton(latinForm('محمد'))).toBe(consonantSkeleton('mohammed'));
    expect(consonantSkeleton(latinForm('נתניהו'))).toBe(consonantSkeleton('netanyahu'));
    expect(consonantSkeleton(latinForm('פורטמן'))).toBe(consonantSkeleton('portman'));
  });

  it('keeps a person’s words in their script and in Latin, their joined runs and whole keys', () => {
    expect(words('Владимир', 'Высоцкий')).toEqual(
      expect.arrayContaining([
        'владимир',
        'vladimir',
        'vysotskiy',
        '=vladimirvysotskiy',
        '@vladimirvysotskiy',
      ]),
    );
    expect(words('Shah', 'Rukh Khan')).toEqual(
      expect.arrayContaining([
        'shah',
        'rukh',
        'khan',
        '@shahrukh',
        '@rukhkhan',
        '@shahrukhkhan',
        '=shahrukhkhan',
      ]),
    );
  });

  it('keeps a handle’s words marked, whole and in parts, and an alias like a name', () => {
    const found = words('Dwayne', 'Johnson', { aliases: ['The Rock'], handles: ['The_Rock'] });
    expect(found).toEqual(
      expect.arrayContaining(['the', 'rock', '=therock', '@therock', '@the', '@rock']),
    );
    expect(found).not.toContain('therock');
  });

  it('looks a Latin query word up among abjad consonants, and an abjad one among Latin consonants', () => {
    expect(queryForms('Salah', 6)!.words[0]!.consonantKeys).toEqual(['^slh']);
    expect(queryForms('صلاح', 6)!.words[0]!.consonantKeys).toEqual(['~slh']);
    expect(queryForms('@ConanOBrien', 6)).toMatchObject({
      phrase: 'conanobrien',
      wholeKeys: ['=conanobrien'],
      joined: null,
    });
    expect(queryForms('mr beast', 6)).toMatchObject({ joined: 'mrbeast', wholeKeys: ['=mrbeast'] });
    expect(queryForms('  ', 6)).toBeNull();
  });
});
