/*
 * A human's names as the directory takes them from a Wikidata entity (docs/decisions/
 * 0029-wikidata-import.md): the name and other names its labels and aliases give, refused
 * where the app's forms would refuse them, and an occupation's name.
 */
import { newAliasSchema, newPersonSchema } from './schemas/people';
import { normalizeSearchText } from './search-text';
import { firstIssue, type Refusal, type WikidataEntity } from './wikidata-claims';

export interface OtherName {
  name: string;
  language: string;
}

/** The script a name is written in: that of its first letter. */
function scriptOf(name: string): string {
  const letter = /\p{L}/u.exec(name)?.[0] ?? '';
  for (const script of SCRIPTS) if (script.pattern.test(letter)) return script.name;
  return 'other';
}
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Armenian',
  'Georgian',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));

/**
 * The item's names in the operator's languages (a label, then its aliases, language by
 * language), then the first label of every script not written yet.
 */
export function namesOf(entity: WikidataEntity, languages: readonly string[]): OtherName[] {
  const names: OtherName[] = [];
  for (const language of languages) {
    const label = entity.labels?.[language];
    if (label) names.push({ name: label.value, language });
    for (const alias of entity.aliases?.[language] ?? []) {
      names.push({ name: alias.value, language });
    }
  }
  const labels = Object.values(entity.labels ?? {});
  if (names.length === 0) {
    const fallback = entity.labels?.mul ?? labels[0];
    if (fallback) names.push({ name: fallback.value, language: fallback.language });
  }
  const scripts = new Set(names.map(({ name }) => scriptOf(name)));
  for (const label of labels) {
    const script = scriptOf(label.value);
    if (scripts.has(script)) continue;
    scripts.add(script);
    names.push({ name: label.value, language: label.language });
  }
  return names;
}

/** A name as the app takes a person's first and last name (its last word is the last name). */
function personName(name: string): { ok: true; name: string } | { ok: false; reason: string } {
  const { firstName, lastName } = splitName(name);
  const first = newPersonSchema.shape.firstName.safeParse(firstName);
  if (!first.success) return { ok: false, reason: firstIssue(first) };
  if (lastName === '') return { ok: true, name: first.data };
  const last = newPersonSchema.shape.lastName.safeParse(lastName);
  if (!last.success) return { ok: false, reason: firstIssue(last) };
  return { ok: true, name: `${first.data} ${last.data}` };
}

/**
 * The person's name (the first name that holds a letter or digit) and other names as the
 * app's forms take them (no hidden, text-direction or control character; a first and last
 * name's lengths, an alias's), each other name once, and the other names refused; or the
 * name refused. A refused name is set aside before it is compared: a look-alike with a
 * hidden character does not stand for the name that is fine.
 */
export function admitNames(
  names: readonly OtherName[],
):
  | { ok: true; name: string; otherNames: OtherName[]; refused: Refusal[] }
  | { ok: false; refusal: Refusal }
  | null {
  let name: string | null = null;
  const seen = new Set<string>();
  const otherNames: OtherName[] = [];
  const refused: Refusal[] = [];
  for (const { name: text, language } of names) {
    // Normalised for search, a name written alike reads alike whatever its spaces or forms.
    const key = normalizeSearchText(text);
    if (!key || seen.has(key)) continue;
    if (name === null) {
      const admitted = personName(text);
      if (!admitted.ok)
        return { ok: false, refusal: { kind: 'name', text, reason: admitted.reason } };
      name = admitted.name;
    } else {
      const alias = newAliasSchema.shape.name.safeParse(text);
      if (!alias.success) {
        refused.push({ kind: 'alias', text, reason: firstIssue(alias) });
        continue;
      }
      otherNames.push({ name: alias.data, language });
    }
    seen.add(key);
  }
  return name === null ? null : { ok: true, name, otherNames, refused };
}

/**
 * An entity's label in the first of these languages where it has one the app would take as
 * a profession, for naming an occupation.
 */
export function labelOf(entity: WikidataEntity, languages: readonly string[]): string | null {
  for (const language of [...languages, 'mul']) {
    const label = entity.labels?.[language];
    const profession = label && newPersonSchema.shape.profession.safeParse(label.value);
    if (profession?.success) return profession.data;
  }
  return null;
}

/**
 * A name split as the directory keeps names: the last word is the last name. A name of
 * one word (or written without spaces, as in Chinese) is all first name.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}
