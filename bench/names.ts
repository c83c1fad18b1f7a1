import { en } from '@faker-js/faker';
import { personNameSkeleton } from '../src/server/modules/people/name-skeleton';
import { normalizeSearchText } from '../src/shared/search-text';

/**
 * The word lists the benchmark data is drawn from. Names come from faker's English lists
 * (232 first names and 473 last names, coprime counts, so person i gets a distinct pair
 * for the first 232 × 473 people); past that a generation suffix (II, III, …) keeps every
 * name unique, as the directory requires.
 */
export const FIRST_NAMES: readonly string[] = en.person?.first_name?.generic ?? [];
export const LAST_NAMES: readonly string[] = coprimeTo(
  FIRST_NAMES.length,
  en.person?.last_name?.generic ?? [],
);

/** Name suffixes for people beyond the distinct first × last pairs; index 0 is none. */
export const NAME_SUFFIXES = [
  '',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
] as const;

/** About 200 professions, so that one profession word (and its typos) matches many people. */
export const PROFESSIONS: readonly string[] = `
Actor, Actress, Singer, Songwriter, Rapper, Guitarist, Drummer, Pianist, Violinist,
Cellist, Composer, Conductor, Producer, Director, Screenwriter, Novelist, Poet,
Journalist, Columnist, Editor, Photographer, Painter, Sculptor, Illustrator,
Cartoonist, Animator, Architect, Designer, Fashion Designer, Model, Dancer,
Choreographer, Comedian, Magician, Ventriloquist, Chef, Baker, Sommelier,
Restaurateur, Farmer, Gardener, Astronaut, Astronomer, Astrophysicist, Physicist,
Chemist, Biologist, Geologist, Ecologist, Zoologist, Botanist, Mathematician,
Statistician, Economist, Historian, Archaeologist, Anthropologist, Sociologist,
Psychologist, Philosopher, Theologian, Linguist, Translator, Teacher, Professor,
Librarian, Surgeon, Physician, Cardiologist, Neurologist, Dermatologist,
Pediatrician, Psychiatrist, Dentist, Pharmacist, Nurse, Veterinarian, Nutritionist,
Paramedic, Engineer, Software Engineer, Programmer, Inventor, Entrepreneur, Investor,
Banker, Accountant, Consultant, Executive, Founder, Lawyer, Judge, Prosecutor,
Diplomat, Ambassador, Senator, Governor, Mayor, Politician, Activist, Campaigner,
Philanthropist, Adviser, Strategist, Lobbyist, Spokesperson, Podcaster, Broadcaster,
Newscaster, Presenter, Commentator, Streamer, Vlogger, Blogger, Influencer, Youtuber,
Gamer, Esports Player, Footballer, Basketball Player, Tennis Player, Golfer, Cyclist,
Swimmer, Sprinter, Marathoner, Boxer, Wrestler, Fencer, Gymnast, Skier, Snowboarder,
Skateboarder, Surfer, Climber, Mountaineer, Sailor, Rower, Jockey, Racing Driver,
Pilot, Coach, Referee, Trainer, Yoga Teacher, Bodybuilder, Chess Player, Explorer,
Adventurer, Traveler, Filmmaker, Documentarian, Cinematographer, Playwright,
Lyricist, Saxophonist, Trumpeter, Bassist, Organist, Harpist, Percussionist,
Vocalist, Tenor, Soprano, Baritone, Opera Singer, Disc Jockey, Beatmaker,
Sound Engineer, Radio Host, Talk Show Host, Game Show Host, Stuntman, Puppeteer,
Clown, Acrobat, Juggler, Tattoo Artist, Makeup Artist, Hairdresser, Stylist, Jeweler,
Perfumer, Potter, Weaver, Carpenter, Blacksmith, Brewer, Winemaker, Barista,
Bartender, Critic, Essayist, Biographer, Publisher, Curator, Collector, Auctioneer,
Realtor, Meteorologist, Oceanographer, Volcanologist, Entomologist, Ornithologist,
Paleontologist, Geneticist, Virologist, Epidemiologist, Immunologist, Roboticist,
Cryptographer, Futurist, Motivational Speaker, Life Coach, Preacher, Monk, Rabbi,
Imam, Priest`
  .split(',')
  .map((profession) => profession.trim());

/** Reviews of at least 10 characters (the shared review rule). */
export const REVIEW_TEXTS = [
  'Posts regularly and replies to fans; clearly the real person behind it.',
  'Good mix of behind-the-scenes content and announcements. Trustworthy source.',
  'Mostly promotional posts lately, but the information is always accurate.',
  'The official account, consistent with everything on their website.',
  'Helpful and timely updates about upcoming events and releases.',
] as const;

export const EVIDENCE_TEXTS = [
  'Linked from the official website of this person (see the social links in the site footer).',
  'The account is listed on the verified press kit published by their management agency.',
  'Mentioned in an interview with a national newspaper, which links this exact handle.',
] as const;

/**
 * What the loader needs of each listed name, precomputed here with the app's own helpers
 * so the SQL only concatenates: the name key, slug, handle part and look-alike key.
 */
export interface NamePart {
  text: string;
  key: string;
  slug: string;
  handle: string;
  /** The look-alike key the app keeps to find confusable names (see name-skeleton.ts). */
  skeleton: string;
}

export function namePart(text: string): NamePart {
  const key = normalizeSearchText(text);
  return {
    text,
    key,
    slug: text.trim().toLowerCase().replace(/\s+/g, '-'),
    handle: key.replace(/[^a-z0-9]/g, ''),
    skeleton: personNameSkeleton(text, ''),
  };
}

/** Columns of the name parts as parallel arrays, for SQL array parameters. */
export function partColumns(parts: readonly NamePart[]) {
  return {
    text: parts.map((part) => part.text),
    key: parts.map((part) => part.key),
    slug: parts.map((part) => part.slug),
    handle: parts.map((part) => part.handle),
    skeleton: parts.map((part) => part.skeleton),
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The longest start of `list` whose length is coprime to `count` (so index pairs never repeat early). */
export function coprimeTo<T>(count: number, list: readonly T[]): readonly T[] {
  let length = list.length;
  while (length > 1 && gcd(count, length) !== 1) length -= 1;
  return list.slice(0, length);
}

/** Which first name, last name and suffix person number `index` (from 0) gets. */
export function nameIndexes(index: number, firstCount: number, lastCount: number) {
  return {
    first: index % firstCount,
    last: index % lastCount,
    suffix: Math.floor(index / (firstCount * lastCount)),
  };
}

/** The largest number of people with distinct names the lists allow. */
export function maxPeople(firstCount: number, lastCount: number): number {
  return firstCount * lastCount * NAME_SUFFIXES.length;
}
