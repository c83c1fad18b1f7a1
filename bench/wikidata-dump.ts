/**
 * A generated Wikidata JSON dump in the form of the official latest-all.json, for the
 * import's benchmark (bench/wikidata-import.ts):
 *   npx tsx bench/wikidata-dump.ts [--entities 1000000] [--out FILE] [--seed 1]
 * The first line is `[`, then one entity a line, each but the last ending with `,`, then `]`.
 * FILE ends in .json.gz (gzip, the default), .json or .json.bz2 (through the system's bzip2).
 * Entities are shaped like real ones (labels, descriptions and aliases in many languages,
 * statements with ids, ranks, qualifiers and references, sitelinks) and weigh a few kB each.
 * The text is streamed: memory stays flat whatever the count.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { describeError } from './errors';
import { FIRST_NAMES, LAST_NAMES, maxPeople, NAME_SUFFIXES, nameIndexes } from './names';
import { pick, type Random } from './queries';

/**
 * The mix, in per cent of the generated items. In the real dump scholarly articles, places,
 * taxa and works are most of it, humans about a tenth, and humans with an account claim
 * about 1 %; here 5 %, so that the import's costly path (parse, write) is taken five times
 * as often as for real and the figures do not flatter it. Organisations and fictional
 * characters with accounts (some of them with a deprecated "instance of human") and humans
 * whose account claims are all deprecated or without a value look like candidates to a
 * quick look at the line: the import has to parse them to turn them down.
 */
const MIX = [
  { kind: 'scholarly article', percent: 34 },
  { kind: 'place', percent: 12 },
  { kind: 'taxon', percent: 10 },
  { kind: 'film', percent: 8 },
  { kind: 'Wikimedia page', percent: 8 },
  { kind: 'family name', percent: 5.2 },
  { kind: 'organisation', percent: 3.4 },
  { kind: 'organisation with accounts', percent: 1.6 },
  { kind: 'human without accounts', percent: 12 },
  { kind: 'human with accounts', percent: 5 },
  { kind: 'human with only deprecated or valueless account claims', percent: 0.5 },
  { kind: 'fictional character with accounts', percent: 0.3 },
] as const;
type Kind = (typeof MIX)[number]['kind'];

/** Rows of a table written one a line, cells split by `|`. */
const rows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim().split('|'));

/** Real occupations (id, English, German, French): the import names professions by them. */
const OCCUPATIONS = rows(`
  Q33999|actor|Schauspieler|acteur
  Q10800557|film actor|Filmschauspieler|acteur de cinéma
  Q2405480|voice actor|Synchronsprecher|acteur de doublage
  Q177220|singer|Sänger|chanteur
  Q639669|musician|Musiker|musicien
  Q488205|singer-songwriter|Singer-Songwriter|auteur-compositeur-interprète
  Q36834|composer|Komponist|compositeur
  Q130857|disc jockey|Discjockey|disc jockey
  Q82955|politician|Politiker|personnalité politique
  Q36180|writer|Schriftsteller|écrivain
  Q1930187|journalist|Journalist|journaliste
  Q947873|television presenter|Fernsehmoderator|animateur de télévision
  Q2526255|film director|Filmregisseur|réalisateur
  Q245068|comedian|Komiker|humoriste
  Q4610556|model|Model|mannequin
  Q17125263|YouTuber|Webvideoproduzent|youtubeur
  Q937857|association football player|Fußballspieler|footballeur
  Q3665646|basketball player|Basketballspieler|joueur de basket-ball
  Q10833314|tennis player|Tennisspieler|joueur de tennis
  Q2066131|athlete|Sportler|sportif
  Q1028181|painter|Maler|peintre
  Q33231|photographer|Fotograf|photographe
  Q43845|businessperson|Unternehmer|homme d'affaires
  Q15253558|activist|Aktivist|militant
  Q1650915|researcher|Forscher|chercheur
  Q39631|physician|Arzt|médecin`);

/** Id, English name, demonym. */
const COUNTRIES = rows(`
  Q30|United States|American
  Q145|United Kingdom|British
  Q183|Germany|German
  Q142|France|French
  Q16|Canada|Canadian
  Q29|Spain|Spanish
  Q38|Italy|Italian
  Q17|Japan|Japanese
  Q159|Russia|Russian
  Q155|Brazil|Brazilian
  Q668|India|Indian
  Q55|Netherlands|Dutch
  Q43|Turkey|Turkish
  Q801|Israel|Israeli
  Q884|South Korea|South Korean`);

/** Languages written in Latin letters; a human's name is the same in most of them. */
const LATIN_LANGUAGES = `en mul de fr es it nl pt sv pl ca da nb fi cs hu ro tr id vi ga eu gl sq
  sl sk hr et lv lt af ms oc br cy eo ast an ia`.split(/\s+/);

/**
 * Other scripts a name is written in, letter for letter (a to z, capitals kept where the
 * script has them). The letters were chosen so that no two words of the name lists in
 * bench/names.ts are written alike, or look alike to the directory (its confusable
 * skeleton: Hebrew yod, which it drops, stands for the rare q): two people's names differ
 * in every script, and the import skips no name as another person's.
 */
const SCRIPTS = [
  { languages: ['ru', 'uk', 'bg', 'sr'], letters: 'абцдефгхижклмнопярстувшщыз', space: ' ' },
  { languages: ['el'], letters: 'αβψδεφγηιϙκλμνοπθρστυϝωξχζ', space: ' ' },
  { languages: ['ar', 'fa', 'arz'], letters: 'ابصدعفغهيجكلمنوپقرستضڤطخشز', space: ' ' },
  { languages: ['he', 'yi'], letters: 'אבצדעףגהקחכלמנופירסתטךשץםז', space: ' ' },
  {
    languages: ['ja'],
    letters: 'アハケテエフクヒイヤカルムンオヘキロストウワヌコユソ',
    space: '・',
  },
  {
    languages: ['zh', 'zh-hans'],
    letters: '阿布克德埃夫格赫伊杰卡尔姆恩奥普丘勒斯特乌维沃西耶兹',
    space: '·',
  },
].map((script) => ({ ...script, letters: [...script.letters] }));
type Script = (typeof SCRIPTS)[number];

function transliterate(name: string, script: Script): string {
  let written = '';
  for (const character of name) {
    const lower = character.toLowerCase();
    const letter = script.letters[lower.charCodeAt(0) - 97];
    if (character === ' ') written += script.space;
    else if (letter === undefined) written += character;
    else written += character === lower ? letter : letter.toUpperCase();
  }
  return written;
}

type Handle = (first: string, last: string, serial: number, random: Random) => string;
/**
 * The account properties, how often a holder has each, and a handle as people choose them.
 * A handle ends in its claim's own serial number after a part without digits, so no two
 * claims in the dump share one, whatever the names.
 */
const ACCOUNT_PROPERTIES: readonly { property: string; weight: number; handle: Handle }[] = [
  {
    property: 'P2002',
    weight: 35,
    handle: (f, l, n) => `${cap(f)}${cap(l)}`.slice(0, 15 - `${n}`.length) + n,
  },
  { property: 'P2003', weight: 20, handle: (f, l, n) => `${f}.${l}${n}` },
  { property: 'P2013', weight: 12, handle: (f, l, n) => `${f}.${l}.${n}` },
  { property: 'P11245', weight: 6, handle: (f, l, n) => `${cap(f)}${cap(l)}${n}` },
  // Wikidata's most common YouTube claim: a channel id, alone (with a handle, see below).
  {
    property: 'P2397',
    weight: 14,
    handle: (_f, _l, n, random) => `UC${hex(random, 22 - `${n}`.length)}${n}`,
  },
  { property: 'P6634', weight: 4, handle: (f, l, n) => `${f}-${l}-${n}` },
  { property: 'P7085', weight: 6, handle: (f, l, n) => `${f}${l}${n}` },
  {
    property: 'P4033',
    weight: 3,
    handle: (f, _, n, random) => `${f}${n}@${pick(INSTANCES, random)}`,
  },
  { property: 'P2037', weight: 4, handle: (f, l, n) => `${f}-${l}${n}` },
  { property: 'P5797', weight: 3, handle: (f, l, n) => `${f}_${l}${n}` },
  { property: 'P3789', weight: 3, handle: (f, l, n) => `${f}_${l}_${n}` },
  { property: 'P3040', weight: 4, handle: (f, l, n) => `${f}-${l}-${n}` },
];
type AccountProperty = (typeof ACCOUNT_PROPERTIES)[number];
const INSTANCES = ['mastodon.social', 'mstdn.social', 'fosstodon.org', 'hachyderm.io', 'mas.to'];
const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const letters = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');

const WORDS = `analysis effect role protein expression cell gene response patients model structure
  dynamics regulation synthesis receptor mutation network infection treatment pathway activity
  membrane signalling tissue cancer brain climate soil water plant bacterial viral neural chronic
  acute novel human mouse clinical molecular thermal optical quantum magnetic catalytic surface
  cohort trial outcome risk factor survey evidence mechanism variation population species habitat
  sediment marine urban`.split(/\s+/);
const PLACE_PARTS = 'Nord Sud Ost West Neu Alt San Villa Kirch Berg Holm Lake'.split(' ');
const PLACE_ENDS = 'dorf berg ville heim burg field by stad wick ford ton'.split(' ');
const ORG_WORDS = 'Nordic Global United Blue Silver Royal Pacific Metro Summit Crown'.split(' ');
const ORG_ENDS = 'Records Studios Foundation Group Media Press Labs Orchestra'.split(' ');

function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
/**
 * Hashes and statement ids are slices of one random text: making each anew took a sixth
 * of the generator's time. A clash within an entity is rare and would change nothing read.
 */
const HEX_POOL = Array.from({ length: 1 << 17 }, (_, index) =>
  Math.floor(seededRandom(index)() * 2 ** 32)
    .toString(16)
    .padStart(8, '0'),
).join('');
const hex = (random: Random, length: number) => {
  const start = Math.floor(random() * (HEX_POOL.length - length));
  return HEX_POOL.slice(start, start + length);
};
const digits = (random: Random, length: number) =>
  String(between(random, 10 ** (length - 1), 10 ** length - 1));
const two = (number: number) => String(number).padStart(2, '0');
const day = (random: Random, from: number, to: number) =>
  `${between(random, from, to)}-${two(between(random, 1, 12))}-${two(between(random, 1, 28))}`;
const someItem = (random: Random) => `Q${between(random, 100, LAST_ITEM_NUMBER)}`;

type Snak = { property: string } & Record<string, unknown>;
type Rank = 'preferred' | 'normal' | 'deprecated';
type Reference = { hash: string; snaks: Record<string, Snak[]>; 'snaks-order': string[] };

const valueSnak = (property: string, value: unknown, type: string, datatype: string): Snak => ({
  snaktype: 'value',
  property,
  datavalue: { value, type },
  datatype,
});
const itemSnak = (property: string, id: string) =>
  valueSnak(
    property,
    { 'entity-type': 'item', 'numeric-id': Number(id.slice(1)), id },
    'wikibase-entityid',
    'wikibase-item',
  );
const stringSnak = (property: string, value: string, datatype = 'external-id') =>
  valueSnak(property, value, 'string', datatype);
const timeSnak = (property: string, date: string) =>
  valueSnak(
    property,
    {
      time: `+${date}T00:00:00Z`,
      timezone: 0,
      before: 0,
      after: 0,
      precision: 11,
      calendarmodel: 'http://www.wikidata.org/entity/Q1985727',
    },
    'time',
    'time',
  );
const quantitySnak = (property: string, amount: number, unit?: string) =>
  valueSnak(
    property,
    { amount: `+${amount}`, unit: unit ? `http://www.wikidata.org/entity/${unit}` : '1' },
    'quantity',
    'quantity',
  );
const textSnak = (property: string, text: string, language: string) =>
  valueSnak(property, { text, language }, 'monolingualtext', 'monolingualtext');
const noValueKnown = (property: string): Snak => ({
  snaktype: 'somevalue',
  property,
  datatype: 'external-id',
});

type Terms = Record<string, { language: string; value: string }>;
type Aliases = Record<string, { language: string; value: string }[]>;
const terms = (entries: Iterable<readonly [string, string]>): Terms =>
  Object.fromEntries([...entries].map(([language, value]) => [language, { language, value }]));

/** `count` rows of a description table, `{name}` filled in from `values`. */
const descriptions = (table: string[][], count: number, values: Record<string, string> = {}) =>
  terms(
    table
      .slice(0, count)
      .map(([language, text]) => [
        language!,
        text!.replace(/\{(\w+)\}/g, (_, key) => values[key]!),
      ]),
  );

function grouped(snaks: Snak[]) {
  const byProperty: Record<string, Snak[]> = {};
  for (const snak of snaks) (byProperty[snak.property] ??= []).push(snak);
  return { snaks: byProperty, order: Object.keys(byProperty) };
}

/** One entity in the dump's shape, with statement ids and hashes from the seeded random. */
class Entity {
  readonly claims: Record<string, unknown[]> = {};
  readonly sitelinks: Record<string, { site: string; title: string; badges: string[] }> = {};

  constructor(
    readonly random: Random,
    readonly id: string,
  ) {}

  claim(
    mainsnak: Snak,
    references: Reference[] = [],
    qualifiers: Snak[] = [],
    rank: Rank = 'normal',
  ) {
    const statement: Record<string, unknown> = { mainsnak, type: 'statement' };
    if (qualifiers.length) {
      const hashed = qualifiers.map((snak) => ({ ...snak, hash: hex(this.random, 40) }));
      const { snaks, order } = grouped(hashed);
      statement.qualifiers = snaks;
      statement['qualifiers-order'] = order;
    }
    const uuid = hex(this.random, 32)
      .toUpperCase()
      .match(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/)!;
    statement.id = `${this.id}$${uuid.slice(1).join('-')}`;
    statement.rank = rank;
    if (references.length) statement.references = references;
    (this.claims[mainsnak.property] ??= []).push(statement);
  }

  reference(...snaks: Snak[]): Reference {
    const { snaks: byProperty, order } = grouped(snaks);
    return { hash: hex(this.random, 40), snaks: byProperty, 'snaks-order': order };
  }

  /** "Imported from English Wikipedia", the commonest reference. */
  imported() {
    const url = `https://en.wikipedia.org/w/index.php?title=${this.id}&oldid=${digits(this.random, 9)}`;
    return [this.reference(itemSnak('P143', 'Q328'), stringSnak('P4656', url, 'url'))];
  }

  statedIn(source: string) {
    return [
      this.reference(itemSnak('P248', source), timeSnak('P813', day(this.random, 2015, 2024))),
    ];
  }

  referenceUrl(url: string) {
    const retrieved = timeSnak('P813', day(this.random, 2015, 2024));
    return [this.reference(stringSnak('P854', url, 'url'), retrieved)];
  }

  linkSites(sites: string[], title: string) {
    for (const site of sites) this.sitelinks[site] = { site, title, badges: [] };
  }

  json(labels: Terms, descriptions: Terms, aliases: Aliases = {}) {
    return JSON.stringify({
      type: 'item',
      id: this.id,
      labels,
      descriptions,
      aliases,
      claims: this.claims,
      sitelinks: this.sitelinks,
      lastrevid: between(this.random, 100_000_000, 2_300_000_000),
      modified: `${day(this.random, 2019, 2024)}T12:00:00Z`,
    });
  }
}

/** The same text in `count` Latin languages, the given ones first. */
function latinTerms(text: string, count: number, random: Random, first: string[] = []) {
  const languages = new Set(first);
  while (languages.size < Math.min(count, LATIN_LANGUAGES.length))
    languages.add(pick(LATIN_LANGUAGES, random));
  return [...languages].map((language) => [language, text] as [string, string]);
}

/** Wikipedias of some of these languages (`mul` has none). */
const wikis = (languages: [string, string][], count: number) =>
  languages
    .slice(0, count)
    .filter(([language]) => language !== 'mul')
    .map(([language]) => `${language}wiki`);

/** What the dump lists, counted as it is written, and the serials that keep names and handles apart. */
interface Listed {
  people: number;
  accounts: number;
  accountSerial: number;
  nameSerial: number;
}

function weightedAccount(random: Random): AccountProperty {
  let left = random() * 100;
  for (const account of ACCOUNT_PROPERTIES) {
    left -= account.weight;
    if (left < 0) return account;
  }
  return ACCOUNT_PROPERTIES[0]!;
}

/** Identifiers in other databases, each with the item its references name as their source. */
const AUTHORITY_IDS: readonly ((random: Random) => [string, string, string])[] = [
  (random) => ['P214', digits(random, 9), 'Q54919'],
  (random) => ['P213', `0000 0001 ${digits(random, 4)} ${digits(random, 4)}`, 'Q423048'],
  (random) => ['P227', `1${digits(random, 8)}X`, 'Q36578'],
  (random) => ['P244', `n${digits(random, 8)}`, 'Q54919'],
  (random) => ['P646', `/m/0${hex(random, 5)}`, 'Q15241312'],
  (random) => ['P345', `nm${digits(random, 7)}`, 'Q37312'],
  (random) => [
    'P434',
    hex(random, 32).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-'),
    'Q14005',
  ],
];

type Accounts = 'none' | 'standing' | 'passed over';

/**
 * Labels for a human: mostly English and other Latin languages, some only `mul` or only other
 * Latin languages, a few only other scripts; often the name in other scripts too.
 */
function humanLabels(name: string, random: Random, known: boolean) {
  const count = known ? between(random, 4, 36) : between(random, 1, 12);
  const shape = random();
  const labels =
    shape < 0.85
      ? latinTerms(name, count, random, ['en'])
      : shape < 0.92
        ? latinTerms(name, count, random, ['mul'])
        : shape < 0.95
          ? latinTerms(name, count, random, ['de']).filter(([l]) => l !== 'en' && l !== 'mul')
          : [];
  const scripts = SCRIPTS.filter(() => random() < (known ? 0.4 : 0.15));
  if (labels.length === 0 && scripts.length === 0) scripts.push(pick(SCRIPTS, random));
  for (const script of scripts) {
    const written = transliterate(name, script);
    for (const language of script.languages.slice(0, between(random, 1, script.languages.length)))
      labels.push([language, written]);
  }
  return labels;
}

/**
 * A human. One with account claims has a name no other such human has (bench/names.ts);
 * `standing` gives them one to four accounts the import takes (a few with a second account
 * on a platform, the first preferred), some deprecated old handles and, rarely, a claim with
 * no value or one that names no account; `passed over` gives only deprecated or valueless ones.
 */
function human(entity: Entity, listed: Listed, accounts: Accounts) {
  const { random } = entity;
  const known = accounts !== 'none';
  const at = nameIndexes(listed.nameSerial, FIRST_NAMES.length, LAST_NAMES.length);
  if (known) listed.nameSerial += 1;
  const first = known ? FIRST_NAMES[at.first]! : pick(FIRST_NAMES, random);
  const last = known ? LAST_NAMES[at.last]! : pick(LAST_NAMES, random);
  const name = [first, last, known ? NAME_SUFFIXES[at.suffix] : ''].filter(Boolean).join(' ');
  const labels = humanLabels(name, random, known);
  const aliases: Aliases = {};
  if (random() < 0.3) {
    const full = name.replace(` ${last}`, ` ${pick(FIRST_NAMES, random)} ${last}`);
    aliases.en = [{ language: 'en', value: full }];
    if (random() < 0.3) aliases.de = [{ language: 'de', value: full }];
    if (random() < 0.2) aliases.ru = [{ language: 'ru', value: transliterate(full, SCRIPTS[0]!) }];
  }
  const occupations = new Set(
    Array.from({ length: between(random, 1, 3) }, () => pick(OCCUPATIONS, random)),
  );
  const [, en, de, fr] = [...occupations][0]!;
  const [country, , demonym] = pick(COUNTRIES, random);
  const described = terms(
    [
      ['en', `${demonym} ${en}`],
      ['de', de!],
      ['fr', fr!],
    ].slice(0, between(random, 1, 3)) as [string, string][],
  );

  entity.claim(itemSnak('P31', 'Q5'), random() < 0.4 ? entity.imported() : []);
  if (random() < 0.95) entity.claim(itemSnak('P21', random() < 0.5 ? 'Q6581097' : 'Q6581072'));
  for (const [index, [id]] of [...occupations].entries()) {
    const rank = index === 0 && random() < 0.15 ? 'preferred' : 'normal';
    entity.claim(itemSnak('P106', id!), random() < 0.3 ? entity.imported() : [], [], rank);
  }
  if (random() < 0.9) entity.claim(itemSnak('P27', country!));
  if (random() < 0.8)
    entity.claim(
      timeSnak('P569', day(random, 1930, 2005)),
      random() < 0.5 ? entity.statedIn('Q36578') : [],
    );
  if (random() < 0.6) entity.claim(itemSnak('P19', someItem(random)));
  if (random() < 0.7) {
    entity.claim(itemSnak('P735', someItem(random)));
    entity.claim(itemSnak('P734', someItem(random)));
  }
  if (random() < 0.3) entity.claim(textSnak('P1559', name, 'en'));
  if (random() < 0.3)
    entity.claim(stringSnak('P18', `${name} ${between(random, 2005, 2024)}.jpg`, 'commonsMedia'));
  for (let count = between(random, known ? 2 : 0, known ? 8 : 4); count > 0; count -= 1) {
    const [property, value, source] = pick(AUTHORITY_IDS, random)(random);
    entity.claim(stringSnak(property, value), random() < 0.4 ? entity.statedIn(source) : []);
  }
  const slug = letters(`${first}${last}`);
  if (known) accountClaims(entity, listed, [first.toLowerCase(), letters(last), slug], accounts);
  if (random() < (known ? 0.45 : 0.05)) {
    entity.claim(
      stringSnak('P856', `https://www.${slug}.example/`, 'url'),
      random() < 0.3 ? entity.imported() : [],
    );
    if (random() < 0.1)
      entity.claim(stringSnak('P856', `https://${slug}.blog.example/about`, 'url'));
  }
  if (random() < (known ? 0.6 : 0.3)) entity.linkSites(wikis(labels, between(random, 1, 12)), name);
  return entity.json(terms(labels), described, aliases);
}

function accountClaims(
  entity: Entity,
  listed: Listed,
  [first, last, slug]: string[],
  accounts: Accounts,
) {
  const { random } = entity;
  const account = (kind: AccountProperty, rank: Rank) => {
    const handle = kind.handle(first!, last!, listed.accountSerial++, random);
    const qualifiers: Snak[] = [];
    if (kind.property === 'P2002' && random() < 0.5)
      qualifiers.push(stringSnak('P6552', digits(random, 10)));
    if (random() < 0.3)
      qualifiers.push(
        quantitySnak('P3744', between(random, 100, 5e6)),
        timeSnak('P585', day(random, 2018, 2024)),
      );
    if (rank === 'deprecated') qualifiers.push(timeSnak('P582', day(random, 2015, 2022)));
    const source = random();
    const page =
      random() < 0.5
        ? `https://www.${slug}.example/links`
        : `https://news.example/${slug}-interview`;
    const references =
      source < 0.35 ? entity.referenceUrl(page) : source < 0.5 ? entity.imported() : [];
    entity.claim(stringSnak(kind.property, handle), references, qualifiers, rank);
    if (rank !== 'deprecated') listed.accounts += 1;
  };
  const platforms = new Set<AccountProperty>();
  const wanted = pick([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4], random);
  while (platforms.size < wanted) platforms.add(weightedAccount(random));
  // A channel id beside a handle is the handle's channel, one account: written with it below.
  if ([...platforms].some(({ property }) => property === 'P11245'))
    for (const kind of platforms) if (kind.property === 'P2397') platforms.delete(kind);
  for (const kind of platforms) {
    if (accounts === 'passed over') {
      if (random() < 0.7) account(kind, 'deprecated');
      else entity.claim(noValueKnown(kind.property));
      continue;
    }
    const second = random() < 0.04;
    account(kind, second ? 'preferred' : 'normal');
    if (second) account(kind, 'normal');
    if (random() < 0.1) account(kind, 'deprecated');
    if (kind.property === 'P11245' && random() < 0.7)
      entity.claim(
        stringSnak('P2397', `UC${hex(random, 22).replace(/[0-4]/g, (d) => 'xYz_-'[+d]!)}`),
      );
  }
  if (accounts !== 'standing') return;
  listed.people += 1;
  if (random() < 0.01) entity.claim(noValueKnown('P2003'));
  // A value with a space names no account: the import counts it as unusable.
  if (random() < 0.005) entity.claim(stringSnak('P2002', `${cap(first!)} ${cap(last!)}`));
}

const ARTICLE_DESCRIPTIONS = rows(`
  en|scientific article published in {year}
  nl|wetenschappelijk artikel
  de|im Jahr {year} veröffentlichter wissenschaftlicher Artikel
  fr|article scientifique publié en {year}
  es|artículo científico publicado en {year}
  it|articolo scientifico pubblicato nel {year}
  pt|artigo científico publicado em {year}
  ca|article científic publicat el {year}
  uk|наукова стаття, опублікована в {year}
  ar|مقالة علمية نشرت في {year}
  he|מאמר מדעי שפורסם ב-{year}
  ro|articol științific publicat în {year}`);

/** A scholarly article: authors, citations and references make it one of the larger kinds. */
function scholarlyArticle(entity: Entity) {
  const { random } = entity;
  const year = String(between(random, 1950, 2024));
  const title = `${cap(pick(WORDS, random))} ${pick(WORDS, random)} of ${pick(WORDS, random)} ${pick(WORDS, random)} in ${pick(WORDS, random)} ${pick(WORDS, random)}`;
  const source = () => entity.statedIn('Q5412157');
  entity.claim(itemSnak('P31', 'Q13442814'));
  entity.claim(textSnak('P1476', title, 'en'));
  entity.claim(
    stringSnak('P356', `10.${digits(random, 4)}/J.${year}.${digits(random, 5)}`),
    source(),
  );
  if (random() < 0.6) entity.claim(stringSnak('P698', digits(random, 8)), source());
  entity.claim(timeSnak('P577', `${year}-${two(between(random, 1, 12))}-01`));
  entity.claim(itemSnak('P1433', someItem(random)));
  entity.claim(stringSnak('P478', String(between(random, 1, 300)), 'string'));
  entity.claim(
    stringSnak('P304', `${between(random, 1, 900)}-${between(random, 901, 999)}`, 'string'),
  );
  entity.claim(itemSnak('P407', 'Q1860'));
  for (let order = 1, authors = between(random, 1, 8); order <= authors; order += 1) {
    const author = `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`;
    const ordinal = stringSnak('P1545', String(order), 'string');
    if (random() < 0.8) entity.claim(stringSnak('P2093', author, 'string'), [], [ordinal]);
    else
      entity.claim(itemSnak('P50', someItem(random)), source(), [
        ordinal,
        stringSnak('P1932', author, 'string'),
      ]);
  }
  for (let cited = Math.floor(random() ** 3 * 16); cited > 0; cited -= 1)
    entity.claim(
      itemSnak('P2860', someItem(random)),
      random() < 0.3 ? entity.statedIn('Q5188229') : [],
    );
  for (let subjects = between(random, 0, 2); subjects > 0; subjects -= 1)
    entity.claim(itemSnak('P921', someItem(random)));
  const labels: [string, string][] = [['en', title]];
  if (random() < 0.15) labels.push(['mul', title]);
  return entity.json(
    terms(labels),
    descriptions(ARTICLE_DESCRIPTIONS, between(random, 3, 12), { year }),
  );
}

const PLACE_DESCRIPTIONS = rows(`
  en|village in {country}
  de|Ort in {country}
  fr|village de {country}
  nl|plaats in {country}
  es|localidad de {country}
  it|centro abitato di {country}
  sv|ort i {country}`);

function place(entity: Entity) {
  const { random } = entity;
  const name = `${pick(PLACE_PARTS, random)}${pick(PLACE_ENDS, random)}`;
  const [country, countryName] = pick(COUNTRIES, random);
  const labels = latinTerms(name, between(random, 2, 25), random, ['en']);
  if (random() < 0.3)
    labels.push(['ru', transliterate(name, SCRIPTS[0]!)], ['ar', transliterate(name, SCRIPTS[2]!)]);
  entity.claim(
    itemSnak('P31', pick(['Q532', 'Q486972', 'Q515', 'Q3957'], random)),
    entity.imported(),
  );
  entity.claim(itemSnak('P17', country!));
  entity.claim(itemSnak('P131', someItem(random)));
  const coordinates = {
    latitude: Math.round((random() * 140 - 70) * 1e4) / 1e4,
    longitude: Math.round((random() * 360 - 180) * 1e4) / 1e4,
    altitude: null,
    precision: 0.0001,
    globe: 'http://www.wikidata.org/entity/Q2',
  };
  entity.claim(
    valueSnak('P625', coordinates, 'globecoordinate', 'globe-coordinate'),
    entity.imported(),
  );
  for (let censuses = between(random, 0, 3); censuses > 0; censuses -= 1) {
    const census = timeSnak('P585', day(random, 1990, 2023));
    entity.claim(
      quantitySnak('P1082', between(random, 50, 200_000)),
      entity.statedIn(someItem(random)),
      [census],
    );
  }
  if (random() < 0.6) entity.claim(stringSnak('P281', digits(random, 5), 'string'));
  if (random() < 0.5) entity.claim(quantitySnak('P2044', between(random, 0, 2500), 'Q11573'));
  entity.claim(stringSnak('P1566', digits(random, 7)), entity.statedIn('Q830106'));
  if (random() < 0.2)
    entity.claim(stringSnak('P856', `https://www.${letters(name)}.example/`, 'url'));
  entity.linkSites(['cebwiki', 'svwiki', 'enwiki', 'dewiki'].slice(0, between(random, 0, 4)), name);
  const described = descriptions(PLACE_DESCRIPTIONS, between(random, 2, 7), {
    country: countryName!,
  });
  return entity.json(terms(labels), described);
}

const TAXON_DESCRIPTIONS = rows(`
  en|species of insect
  de|Art der Gattung {genus}
  fr|espèce d'insectes
  nl|soort uit het geslacht {genus}
  es|especie de insecto
  it|specie di insetto
  ca|espècie d'insecte
  pt|espécie de inseto
  ro|specie de insecte`);

function taxon(entity: Entity) {
  const { random } = entity;
  const genus = `${cap(pick(WORDS, random))}ia`;
  const name = `${genus} ${pick(WORDS, random)}ensis`;
  const source = () => entity.statedIn(random() < 0.7 ? 'Q1531570' : 'Q13711410');
  entity.claim(itemSnak('P31', 'Q16521'), source());
  entity.claim(itemSnak('P105', 'Q7432'));
  entity.claim(itemSnak('P171', someItem(random)), source());
  const author = [itemSnak('P405', someItem(random)), timeSnak('P574', day(random, 1758, 2020))];
  entity.claim(stringSnak('P225', name, 'string'), source(), author);
  for (const property of ['P685', 'P846', 'P830', 'P815', 'P3151'])
    if (random() < 0.6)
      entity.claim(stringSnak(property, digits(random, 7)), random() < 0.5 ? source() : []);
  entity.linkSites(
    ['specieswiki', 'cebwiki', 'svwiki', 'nlwiki'].slice(0, between(random, 0, 4)),
    name,
  );
  const labels = latinTerms(name, between(random, 1, 8), random, ['mul']);
  return entity.json(
    terms(labels),
    descriptions(TAXON_DESCRIPTIONS, between(random, 3, 9), { genus }),
  );
}

const FILM_DESCRIPTIONS = rows(`
  en|{year} film by {by}
  de|Film von {by} ({year})
  fr|film de {by} sorti en {year}
  nl|film uit {year} van {by}
  es|película de {year} dirigida por {by}
  it|film del {year} diretto da {by}`);

function film(entity: Entity) {
  const { random } = entity;
  const title = `${cap(pick(WORDS, random))} ${pick(['of the', 'and the', 'in the', 'for'], random)} ${cap(pick(WORDS, random))}`;
  const by = `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`;
  const released = day(random, 1920, 2024);
  const labels = latinTerms(title, between(random, 2, 25), random, ['en']);
  if (random() < 0.15) labels.push(['ja', transliterate(title, SCRIPTS[4]!)]);
  entity.claim(itemSnak('P31', 'Q11424'), entity.imported());
  entity.claim(textSnak('P1476', title, 'en'));
  entity.claim(timeSnak('P577', released));
  entity.claim(itemSnak('P57', someItem(random)), entity.imported());
  entity.claim(itemSnak('P495', pick(COUNTRIES, random)[0]!));
  entity.claim(itemSnak('P364', 'Q1860'));
  for (let genres = between(random, 1, 3); genres > 0; genres -= 1)
    entity.claim(itemSnak('P136', someItem(random)));
  for (let cast = between(random, 2, 8); cast > 0; cast -= 1) {
    const role = random() < 0.2 ? [stringSnak('P4633', pick(FIRST_NAMES, random), 'string')] : [];
    entity.claim(itemSnak('P161', someItem(random)), [], role);
  }
  entity.claim(stringSnak('P345', `tt${digits(random, 7)}`), entity.statedIn('Q37312'));
  entity.claim(quantitySnak('P2047', between(random, 70, 180), 'Q7727'));
  entity.linkSites(wikis(labels, between(random, 0, 8)), title);
  const year = released.slice(0, 4);
  return entity.json(
    terms(labels),
    descriptions(FILM_DESCRIPTIONS, between(random, 1, 6), { year, by }),
  );
}

const DISAMBIGUATION_DESCRIPTIONS = rows(`
  en|Wikimedia disambiguation page
  de|Wikimedia-Begriffsklärungsseite
  fr|page d'homonymie d'un projet Wikimédia
  es|página de desambiguación de Wikimedia
  it|pagina di disambiguazione di un progetto Wikimedia
  nl|Wikimedia-doorverwijspagina
  ru|страница значений в проекте Викимедиа
  pt|página de desambiguação da Wikimedia
  pl|strona ujednoznaczniająca w projekcie Wikimedia
  sv|Wikimedia-förgreningssida
  ja|ウィキメディアの曖昧さ回避ページ
  zh|维基媒体消歧义页
  ar|صفحة توضيح لويكيميديا
  uk|сторінка значень у проєкті Вікімедіа`);
const CATEGORY_DESCRIPTIONS = rows(`
  en|Wikimedia category
  de|Wikimedia-Kategorie
  fr|page de catégorie de Wikimedia
  es|categoría de Wikimedia
  nl|Wikimedia-categorie
  ru|категория в проекте Викимедиа
  ja|ウィキメディアのカテゴリ`);

/** A disambiguation page (a surname: short, but in many languages) or a category. */
function wikimediaPage(entity: Entity) {
  const { random } = entity;
  if (random() < 0.6) {
    const name = pick(LAST_NAMES, random);
    const labels = latinTerms(name, between(random, 5, 39), random, ['en']);
    entity.claim(itemSnak('P31', 'Q4167410'));
    entity.linkSites(wikis(labels, between(random, 1, 10)), name);
    return entity.json(
      terms(labels),
      descriptions(DISAMBIGUATION_DESCRIPTIONS, between(random, 6, 14)),
    );
  }
  const title = `Category:${cap(pick(WORDS, random))} ${pick(WORDS, random)} in ${pick(COUNTRIES, random)[1]}`;
  entity.claim(itemSnak('P31', 'Q4167836'));
  entity.claim(itemSnak('P301', someItem(random)));
  entity.linkSites(random() < 0.5 ? ['enwiki', 'commonswiki'] : ['enwiki'], title);
  const labels = latinTerms(title, between(random, 1, 6), random, ['en']);
  return entity.json(terms(labels), descriptions(CATEGORY_DESCRIPTIONS, between(random, 3, 7)));
}

const NAME_DESCRIPTIONS = rows(`
  en|family name
  de|Familienname
  fr|nom de famille
  es|apellido
  it|cognome
  nl|achternaam
  pl|nazwisko
  ru|фамилия
  cs|příjmení
  sv|efternamn
  ja|姓
  he|שם משפחה
  ar|اسم العائلة`);

function familyName(entity: Entity) {
  const { random } = entity;
  const name = pick(LAST_NAMES, random);
  entity.claim(itemSnak('P31', 'Q101352'), entity.imported());
  entity.claim(itemSnak('P282', 'Q8229'));
  entity.claim(textSnak('P1705', name, 'mul'));
  const labels = latinTerms(name, between(random, 5, 39), random, ['mul', 'en']);
  for (const script of SCRIPTS.slice(0, between(random, 0, SCRIPTS.length)))
    labels.push([script.languages[0]!, transliterate(name, script)]);
  return entity.json(terms(labels), descriptions(NAME_DESCRIPTIONS, between(random, 5, 13)));
}

/** A company, band, charity or club; `withAccounts` gives it account claims like a human's. */
function organisation(entity: Entity, listed: Listed, withAccounts: boolean) {
  const { random } = entity;
  const [word, end] = [pick(ORG_WORDS, random), pick(ORG_ENDS, random)];
  const name = `${word} ${end}`;
  const slug = letters(name);
  const [country, countryName] = pick(COUNTRIES, random);
  const [kind, what] = pick(
    [
      ['Q4830453', 'company'],
      ['Q215380', 'band'],
      ['Q163740', 'charity'],
    ],
    random,
  );
  entity.claim(itemSnak('P31', kind!), entity.imported());
  entity.claim(itemSnak('P17', country!));
  entity.claim(itemSnak('P159', someItem(random)));
  entity.claim(timeSnak('P571', day(random, 1900, 2022)), entity.imported());
  if (withAccounts || random() < 0.4)
    entity.claim(stringSnak('P856', `https://www.${slug}.example/`, 'url'));
  for (let count = withAccounts ? between(random, 1, 3) : 0; count > 0; count -= 1) {
    const account = weightedAccount(random);
    const handle = account.handle(letters(word), letters(end), listed.accountSerial++, random);
    const references = random() < 0.3 ? entity.referenceUrl(`https://www.${slug}.example/`) : [];
    entity.claim(stringSnak(account.property, handle), references);
  }
  const labels = latinTerms(name, between(random, 2, 20), random, ['en']);
  entity.linkSites(wikis(labels, between(random, 0, 6)), name);
  return entity.json(terms(labels), terms([['en', `${countryName} ${what}`]]));
}

/** A fictional human with accounts; half of them also "instance of human", deprecated. */
function fictionalCharacter(entity: Entity, listed: Listed) {
  const { random } = entity;
  const [first, last] = [pick(FIRST_NAMES, random), pick(LAST_NAMES, random)];
  entity.claim(itemSnak('P31', 'Q15632617'), entity.imported());
  if (random() < 0.5) entity.claim(itemSnak('P31', 'Q5'), [], [], 'deprecated');
  entity.claim(itemSnak('P1441', someItem(random)));
  for (let count = between(random, 1, 2); count > 0; count -= 1) {
    const account = weightedAccount(random);
    const handle = account.handle(
      first.toLowerCase(),
      letters(last),
      listed.accountSerial++,
      random,
    );
    entity.claim(stringSnak(account.property, handle));
  }
  const labels = latinTerms(`${first} ${last}`, between(random, 2, 12), random, ['en']);
  return entity.json(terms(labels), terms([['en', 'fictional character']]));
}

function occupationItem(random: Random, [id, en, de, fr]: string[]) {
  const entity = new Entity(random, id!);
  entity.claim(itemSnak('P31', 'Q28640'), entity.imported());
  entity.claim(itemSnak('P279', someItem(random)), entity.imported());
  entity.claim(itemSnak('P425', someItem(random)));
  entity.linkSites(['enwiki'], en!);
  const labels = terms([
    ['en', en!],
    ['de', de!],
    ['fr', fr!],
    ['nl', en!],
  ]);
  return entity.json(
    labels,
    terms([
      ['en', 'occupation'],
      ['de', 'Beruf'],
      ['fr', 'profession'],
    ]),
  );
}

/** Id, English label, datatype. */
const PROPERTIES = rows(`
  P31|instance of|wikibase-item
  P106|occupation|wikibase-item
  P856|official website|url
  P2002|X username|external-id
  P2003|Instagram username|external-id
  P2013|Facebook username|external-id
  P2037|GitHub username|external-id
  P2397|YouTube channel ID|external-id
  P3040|SoundCloud ID|external-id
  P3789|Telegram username|external-id
  P4033|Mastodon address|external-id
  P5797|Twitch channel ID|external-id
  P6634|LinkedIn personal profile ID|external-id
  P7085|TikTok username|external-id
  P11245|YouTube handle|external-id`);

function propertyEntity(random: Random, [id, label, datatype]: string[]) {
  const entity = new Entity(random, id!);
  entity.claim(stringSnak('P1630', `https://example.org/${id}/$1`, 'string'));
  entity.claim(itemSnak('P1629', someItem(random)));
  const { claims } = entity;
  const [labels, described] = [terms([['en', label!]]), terms([['en', `property: ${label}`]])];
  return JSON.stringify({
    type: 'property',
    datatype,
    id,
    labels,
    descriptions: described,
    aliases: {},
    claims,
  });
}

/** Items' numbers climb by random steps to about where real ones end. */
const LAST_ITEM_NUMBER = 125_000_000;

/**
 * The occupations and properties, each about where the dump's order (by page, close to by
 * id) puts it among the items: some occupations come after humans who have them.
 */
const FIXED = [
  ...OCCUPATIONS.map((row) => ({
    at: Number(row[0]!.slice(1)),
    kind: 'occupation',
    line: (random: Random) => occupationItem(random, row),
  })),
  ...PROPERTIES.map((row) => ({
    at: Number(row[0]!.slice(1)) * 10_000,
    kind: 'property',
    line: (random: Random) => propertyEntity(random, row),
  })),
].sort((a, b) => a.at - b.at);
const OCCUPATION_NUMBERS = new Set(OCCUPATIONS.map(([id]) => Number(id!.slice(1))));
const MIN_ENTITIES = FIXED.length + 100;

const MAKERS: Record<Kind, (entity: Entity, listed: Listed) => string> = {
  'scholarly article': scholarlyArticle,
  place,
  taxon,
  film,
  'Wikimedia page': wikimediaPage,
  'family name': familyName,
  organisation: (entity, listed) => organisation(entity, listed, false),
  'organisation with accounts': (entity, listed) => organisation(entity, listed, true),
  'human without accounts': (entity, listed) => human(entity, listed, 'none'),
  'human with accounts': (entity, listed) => human(entity, listed, 'standing'),
  'human with only deprecated or valueless account claims': (entity, listed) =>
    human(entity, listed, 'passed over'),
  'fictional character with accounts': fictionalCharacter,
};

function weightedKind(random: Random): Kind {
  let left = random() * 100;
  for (const { kind, percent } of MIX) {
    left -= percent;
    if (left < 0) return kind;
  }
  return MIX[0].kind;
}

export interface DumpReport {
  entities: number;
  /** Entities written of each kind. */
  kinds: Record<string, number>;
  /** Humans the import should list, with their accounts (standing claims that name one). */
  listedPeople: number;
  listedAccounts: number;
  jsonBytes: number;
  fileBytes: number;
  seconds: number;
}

/** The dump's text in pieces of about a megabyte; tallies what it writes into `report`. */
function* dumpText(
  entities: number,
  seed: number,
  report: DumpReport,
  log: (line: string) => void,
) {
  const random = seededRandom(seed);
  const listed: Listed = { people: 0, accounts: 0, accountSerial: 0, nameSerial: 0 };
  const items = entities - FIXED.length;
  const step = Math.max(2, Math.floor(LAST_ITEM_NUMBER / items));
  let [chunk, written, fixedAt, number] = ['[\n', 0, 0, 0];
  const add = (line: string, kind: string) => {
    written += 1;
    report.kinds[kind] = (report.kinds[kind] ?? 0) + 1;
    chunk += written < entities ? `${line},\n` : `${line}\n`;
  };
  for (let made = 1; made <= items; made += 1) {
    number += between(random, 1, 2 * step - 1);
    while (OCCUPATION_NUMBERS.has(number)) number += 1;
    for (; fixedAt < FIXED.length && FIXED[fixedAt]!.at < number; fixedAt += 1)
      add(FIXED[fixedAt]!.line(random), FIXED[fixedAt]!.kind);
    const kind = weightedKind(random);
    add(MAKERS[kind](new Entity(random, `Q${number}`), listed), kind);
    if (chunk.length > 1 << 20) {
      report.jsonBytes += Buffer.byteLength(chunk);
      yield chunk;
      chunk = '';
    }
    if (made % Math.ceil(items / 10) === 0) log(`  ${Math.round((made / items) * 100)} % written`);
  }
  for (; fixedAt < FIXED.length; fixedAt += 1)
    add(FIXED[fixedAt]!.line(random), FIXED[fixedAt]!.kind);
  chunk += ']\n';
  report.jsonBytes += Buffer.byteLength(chunk);
  report.listedPeople = listed.people;
  report.listedAccounts = listed.accounts;
  yield chunk;
}

/** Node writes no bzip2: the system's program does, as the import's reader expects. */
async function writeBzip2(text: Readable, out: string) {
  if (spawnSync('bzip2', ['--help']).error)
    throw new Error(
      'Writing .json.bz2 needs the bzip2 program, which is not installed: write .json.gz',
    );
  const bzip2 = spawn('bzip2', ['-c'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve, reject) => {
    bzip2.once('error', reject);
    bzip2.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`bzip2 ended with ${code}`)),
    );
  });
  await Promise.all([
    pipeline(text, bzip2.stdin),
    pipeline(bzip2.stdout, createWriteStream(out)),
    exited,
  ]);
}

/** Writes a dump of `entities` entities to `out` (.json.gz, .json or .json.bz2). */
export async function writeDump(
  { entities, out, seed }: { entities: number; out: string; seed: number },
  log: (line: string) => void = (line) => console.error(line),
): Promise<DumpReport> {
  if (!Number.isInteger(entities) || entities < MIN_ENTITIES)
    throw new Error(`A dump holds a whole number of entities, at least ${MIN_ENTITIES}`);
  // Humans with account claims are at most 6 % of the items; each needs a name of its own.
  if (entities * 0.06 > maxPeople(FIRST_NAMES.length, LAST_NAMES.length))
    throw new Error(`The name lists hold too few names for ${entities} entities`);
  if (!/\.json(\.gz|\.bz2)?$/.test(out))
    throw new Error(`${out}: a dump's name ends in .json.gz, .json or .json.bz2`);
  const started = performance.now();
  const report: DumpReport = {
    entities,
    kinds: {},
    listedPeople: 0,
    listedAccounts: 0,
    jsonBytes: 0,
    fileBytes: 0,
    seconds: 0,
  };
  const text = Readable.from(dumpText(entities, seed, report, log));
  if (out.endsWith('.bz2')) await writeBzip2(text, out);
  else if (out.endsWith('.gz')) await pipeline(text, createGzip(), createWriteStream(out));
  else await pipeline(text, createWriteStream(out));
  report.fileBytes = statSync(out).size;
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

export const describeMix = () =>
  `${MIX.map(({ kind, percent }) => `${percent} % ${kind}`).join(', ')}, with ${FIXED.length} occupations and properties among them`;

export function describeDump(report: DumpReport, out: string): string {
  const kinds = Object.entries(report.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${count.toLocaleString('en')} ${kind}`)
    .join(', ');
  const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  return [
    `Wrote ${report.entities.toLocaleString('en')} entities to ${out} in ${report.seconds.toFixed(1)} s: ${megabytes(report.fileBytes)} (${megabytes(report.jsonBytes)} of JSON, ${(report.jsonBytes / report.entities / 1000).toFixed(1)} kB an entity).`,
    `  ${kinds}.`,
    `  The import should list ${report.listedPeople.toLocaleString('en')} people with ${report.listedAccounts.toLocaleString('en')} accounts.`,
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      entities: { type: 'string', default: '1000000' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
  });
  const entities = Number(values.entities.replace(/_/g, ''));
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number, not "${values.seed}"`);
  const out = values.out ?? path.join(tmpdir(), `wikidata-${entities}.json.gz`);
  console.log(
    `Writing ${entities.toLocaleString('en')} entities to ${out}: of the items ${describeMix()}.`,
  );
  console.log(describeDump(await writeDump({ entities, out, seed }), out));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(describeError(error));
    process.exit(1);
  });
}
