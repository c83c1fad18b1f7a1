import { describe, expect, it } from 'vitest';
import { entityCheck } from '../../src/server/modules/wikidata';
import { categoryFor, DEFAULT_CATEGORY_MAPPING } from '../../src/shared/wikidata-categories';
import {
  labelOf,
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
/** The human as the directory takes them, with what of theirs it refuses. */
const taken = (entity: WikidataEntity, languages = ['en']) => {
  const reading = readHuman(entity, languages);
  if (!reading?.ok) throw new Error(`not taken: ${JSON.stringify(reading)}`);
  return reading;
};

describe('readHuman', () => {
  it('reads handles as the directory keeps them, whatever form the claim gives', () => {
    const { human: read } = taken(
      human({
        P2002: [claim('Q1$x', '@SamSample')],
        P4033: [claim('Q1$m', 'sam@Mastodon.Social')],
        P2003: [claim('Q1$i', 'https://www.instagram.com/sam.sample/')],
      }),
    );
    expect(read.accounts.map(({ platform, username }) => `${platform}:${username}`)).toEqual([
      'Twitter:SamSample',
      'Instagram:sam.sample',
      'Mastodon:sam@mastodon.social',
    ]);
  });

  it('takes a YouTube channel id as the account of an item that names no YouTube handle', () => {
    const channel = 'UCzanquor00000000000001';
    const { human: read, refused } = taken(
      human({
        P2397: [claim('Q1$y', `${channel}x`), claim('Q1$z', 'not-a-channel')],
        P2037: [claim('Q1$g', 'samsample')],
      }),
    );
    expect(
      read.accounts.map(({ property, platform, username }) => [property, platform, username]),
    ).toEqual([
      ['P2037', 'GitHub', 'samsample'],
      ['P2397', 'YouTube', `channel/${channel}x`],
    ]);
    expect(refused).toEqual([
      {
        kind: 'handle',
        text: 'not-a-channel',
        reason: 'the P2397 claim is not a YouTube channel id (UC and 22 letters, digits, - or _)',
      },
    ]);
  });

  it('takes an item’s channel id and YouTube handle as one account: the handle, with the channel’s address among its references', () => {
    const { human: read } = taken(
      human({
        P11245: [claim('Q1$h', 'SamTube')],
        P2397: [claim('Q1$c', 'UCabcdefghijklmnopqrstuv')],
      }),
    );
    expect(read.accounts).toEqual([
      expect.objectContaining({
        property: 'P11245',
        platform: 'YouTube',
        username: 'SamTube',
        referenceUrls: ['https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv'],
      }),
    ]);
  });

  it('refuses claims that name no account, and leaves out unknown values and deprecated ranks', () => {
    const { human: read, refused } = taken(
      human({
        P2002: [
          claim('Q1$1', 'not a handle/with slash'),
          claim('Q1$2', 'https://example.org/sam'),
          { id: 'Q1$3', rank: 'normal', mainsnak: { snaktype: 'somevalue' } },
          claim('Q1$4', 'DeprecatedSam', 'deprecated'),
          claim('Q1$5', 'RealSam'),
        ],
      }),
    );
    expect(read.accounts.map((account) => account.username)).toEqual(['RealSam']);
    expect(refused.map(({ kind, text }) => `${kind} ${text}`)).toEqual([
      'handle not a handle/with slash',
      'handle https://example.org/sam',
    ]);
  });

  it('takes handles by the rules of an account proposed in the app: length, type of value', () => {
    const { human: read, refused } = taken(
      human({
        P2002: [claim('Q1$1', 'h'.repeat(101)), claim('Q1$2', 12345), claim('Q1$3', 'RealSam')],
      }),
    );
    expect(read.accounts.map((account) => account.username)).toEqual(['RealSam']);
    expect(refused.map(({ reason }) => reason)).toEqual([
      'Username cannot exceed 100 characters',
      'the P2002 claim is not text',
    ]);
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
    const { human: read } = taken(
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
    expect(read.name).toBe('Sam Sample');
    // French is Latin like the name; Ukrainian is Cyrillic like Russian, which came first.
    expect(read.otherNames).toEqual([{ name: 'Сэм Образец', language: 'ru' }]);
  });

  it('prefers preferred claims, and keeps a handle once whatever its case', () => {
    const { human: read } = taken(
      human({
        P2002: [claim('Q1$1', 'samsample'), claim('Q1$2', 'SamSample', 'preferred')],
      }),
    );
    expect(read.accounts).toEqual([
      expect.objectContaining({ username: 'SamSample', claimId: 'Q1$2' }),
    ]);
  });

  it('refuses a human whose name the app would refuse: hidden, text-direction or control characters, length', () => {
    const named = (name: string) =>
      readHuman(human({ P2002: [claim('Q1$x', 'sam')] }, { en: name }), ['en']);
    for (const [name, reason] of [
      ['\u202eSDLAVROT SUNIL', 'cannot contain invisible or text-direction characters'],
      ['Sam\u200bSample', 'cannot contain invisible or text-direction characters'],
      ['Sam\u0000Sample', 'cannot contain invisible or text-direction characters'],
      ['Sam Sample\u0007', 'cannot contain invisible or text-direction characters'],
      [`${'Long '.repeat(20)}Sample`, 'First name cannot exceed 60 characters'],
    ]) {
      expect(named(name!), name).toEqual({
        ok: false,
        refusal: { kind: 'name', text: name, reason: expect.stringContaining(reason!) },
      });
    }
    // As the app's form writes a name: NFKC, single spaces.
    expect(
      taken(human({ P2002: [claim('Q1$x', 'sam')] }, { en: 'Ｓａｍ\tSample' })).human.name,
    ).toBe('Sam Sample');
  });

  it('refuses the other names the app would refuse as aliases, and keeps the rest', () => {
    const entity = {
      ...human({ P2002: [claim('Q1$x', 'sam')] }),
      aliases: {
        en: ['Li\u200bnus', '\u202eSDLAVROT', 'x'.repeat(121), 'Sam the Sample'].map((value) => ({
          language: 'en',
          value,
        })),
      },
    };
    const { human: read, refused } = taken(entity);
    expect(read.otherNames).toEqual([{ name: 'Sam the Sample', language: 'en' }]);
    expect(refused.map(({ kind, reason }) => `${kind}: ${reason}`)).toEqual([
      'alias: Alias cannot contain invisible or text-direction characters',
      'alias: Alias cannot contain invisible or text-direction characters',
      'alias: Alias cannot exceed 120 characters',
    ]);
  });
});

describe('the check of an entity’s form', () => {
  const issueOf = entityCheck(['en']);

  it('takes an entity as the dump writes it, empty maps written as lists included', () => {
    const entity = human({ P2002: [claim('Q1$x', 'sam')] });
    expect(issueOf(entity)).toBeNull();
    expect(issueOf({ ...entity, labels: [], aliases: [], claims: [] })).toBeNull();
  });

  it('says where an entity is not in the dump’s form', () => {
    const entity = human({ P2002: [claim('Q1$x', 'sam')] });
    expect(issueOf({ ...entity, claims: { P2002: { not: 'a list' } } })).toBe(
      'claims.P2002: must be array',
    );
    expect(issueOf({ ...entity, labels: { en: { language: 'en', value: 42 } } })).toBe(
      'labels.en.value: must be string',
    );
    expect(issueOf({ ...entity, id: 'Q1<script>' })).toBe(
      'id: must match pattern "^[QPL][1-9]\\d{0,11}$"',
    );
    expect(issueOf({ ...entity, claims: { P31: [{ id: 'x', rank: 'normal' }] } })).toBe(
      "claims.P31.0: must have required property 'mainsnak'",
    );
    expect(issueOf({ ...entity, labels: { en: [] } })).toBe('labels.en: must be object');
    expect(issueOf([])).toBe('must be object');
  });

  it('checks only what is read: other claims and other languages’ aliases pass as they are', () => {
    const entity = {
      ...human({ P2002: [claim('Q1$x', 'sam')] }),
      aliases: { de: 'not a list' },
      claims: { P9999: 'anything', P31: [claim('Q1$a', { id: 'Q5' })] },
    };
    expect(issueOf(entity)).toBeNull();
  });
});

describe('labelOf', () => {
  it('names an occupation by the first language whose label the app would take as a profession', () => {
    const occupation = human({}, { en: 'act\u202eor', de: 'Schauspieler' });
    expect(labelOf(occupation, ['en', 'de'])).toBe('Schauspieler');
    expect(labelOf(occupation, ['en'])).toBeNull();
  });
});

describe('mayListAccounts', () => {
  it('lets through only lines naming Q5 and an account property', () => {
    expect(mayListAccounts('{"id":"Q1","claims":{"P31":[{"id":"Q5"}],"P2002":[]}}')).toBe(true);
    expect(mayListAccounts('{"id":"Q1","claims":{"P31":[{"id":"Q5"}],"P2397":[]}}')).toBe(true);
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
