import { describe, expect, it } from 'vitest';
import { categoryFor, DEFAULT_CATEGORY_MAPPING } from '../../src/shared/wikidata-categories';
import {
  mayListAccounts,
  readHuman,
  splitName,
  type WikidataEntity,
} from '../../src/shared/wikidata-entity';

const value = (datavalue: unknown) => ({ snaktype: 'value', datavalue: { value: datavalue } });
const claim = (
  id: string,
  datavalue: unknown,
  rank: 'preferred' | 'normal' | 'deprecated' = 'normal',
) => ({ id, rank, mainsnak: value(datavalue) });
const human = (
  claims: WikidataEntity['claims'],
  labels: Record<string, string> = { en: 'Sam Sample' },
): WikidataEntity => ({
  type: 'item',
  id: 'Q1',
  labels: Object.fromEntries(
    Object.entries(labels).map(([language, text]) => [language, { language, value: text }]),
  ),
  claims: { P31: [claim('Q1$a', { id: 'Q5' })], ...claims },
});

describe('readHuman', () => {
  it('reads handles as the directory keeps them, whatever form the claim gives', () => {
    const read = readHuman(
      human({
        P2002: [claim('Q1$x', '@SamSample')],
        P4033: [claim('Q1$m', 'sam@Mastodon.Social')],
        P2003: [claim('Q1$i', 'https://www.instagram.com/sam.sample/')],
      }),
      ['en'],
    );
    expect(read?.accounts.map(({ platform, username }) => `${platform}:${username}`)).toEqual([
      'Twitter:SamSample',
      'Instagram:sam.sample',
      'Mastodon:sam@mastodon.social',
    ]);
  });

  it('counts claims that name no account, and leaves out unknown values and deprecated ranks', () => {
    const read = readHuman(
      human({
        P2002: [
          claim('Q1$1', 'not a handle/with slash'),
          claim('Q1$2', 'https://example.org/sam'),
          { id: 'Q1$3', rank: 'normal', mainsnak: { snaktype: 'somevalue' } },
          claim('Q1$4', 'DeprecatedSam', 'deprecated'),
          claim('Q1$5', 'RealSam'),
        ],
      }),
      ['en'],
    );
    expect(read?.accounts.map((account) => account.username)).toEqual(['RealSam']);
    expect(read?.unusableClaims).toBe(2);
  });

  it('is null for a non-human, a human without accounts, and a human whose only claim is deprecated', () => {
    const city: WikidataEntity = {
      ...human({ P2002: [claim('Q1$x', 'citytwitter')] }),
      claims: { P31: [claim('Q1$a', { id: 'Q515' })], P2002: [claim('Q1$x', 'citytwitter')] },
    };
    expect(readHuman(city, ['en'])).toBeNull();
    expect(readHuman(human({}), ['en'])).toBeNull();
    expect(readHuman(human({ P2002: [claim('Q1$x', 'old', 'deprecated')] }), ['en'])).toBeNull();
  });

  it('names by the first language with a label, and keeps one label of each other script', () => {
    const read = readHuman(
      human(
        { P2002: [claim('Q1$x', 'sam')] },
        {
          fr: 'Sam Échantillon',
          ru: 'Сэм Образец',
          uk: 'Сем Зразок',
          en: 'Sam Sample',
        },
      ),
      ['de', 'en'],
    );
    expect(read?.name).toBe('Sam Sample');
    // French is Latin like the name; Ukrainian is Cyrillic like Russian, which came first.
    expect(read?.otherNames).toEqual([{ name: 'Сэм Образец', language: 'ru' }]);
  });

  it('prefers preferred claims, and keeps a handle once whatever its case', () => {
    const read = readHuman(
      human({
        P2002: [claim('Q1$1', 'samsample'), claim('Q1$2', 'SamSample', 'preferred')],
      }),
      ['en'],
    );
    expect(read?.accounts).toEqual([
      expect.objectContaining({ username: 'SamSample', claimId: 'Q1$2' }),
    ]);
  });
});

describe('mayListAccounts', () => {
  it('lets through only lines naming Q5 and an account property', () => {
    expect(mayListAccounts('{"id":"Q1","claims":{"P31":[{"id":"Q5"}],"P2002":[]}}')).toBe(true);
    expect(mayListAccounts('{"id":"Q1","claims":{"P31":[{"id":"Q5"}]}}')).toBe(false);
    expect(mayListAccounts('{"id":"Q1","claims":{"P31":[{"id":"Q515"}],"P2002":[]}}')).toBe(false);
  });
});

describe('splitName', () => {
  it('takes the last word as the last name, and one word as the first name', () => {
    expect(splitName('Gabriel García Márquez')).toEqual({
      firstName: 'Gabriel García',
      lastName: 'Márquez',
    });
    expect(splitName('Zendaya')).toEqual({ firstName: 'Zendaya', lastName: '' });
    expect(splitName('宮崎駿')).toEqual({ firstName: '宮崎駿', lastName: '' });
  });
});

describe('categoryFor', () => {
  it('files by the first occupation the mapping names, by item, then by a word of its label', () => {
    expect(
      categoryFor(
        [
          { itemId: 'Q999', label: 'unmapped work' },
          { itemId: 'Q998', label: 'Stand-up comedian' },
          { itemId: 'Q33999', label: 'actor' },
        ],
        DEFAULT_CATEGORY_MAPPING,
      ),
    ).toBe('Comedians');
    expect(categoryFor([{ itemId: 'Q33999', label: null }], DEFAULT_CATEGORY_MAPPING)).toBe(
      'Actors',
    );
    expect(categoryFor([{ itemId: 'Q1', label: null }], DEFAULT_CATEGORY_MAPPING)).toBeNull();
  });
});
