import unhomoglyph from 'unhomoglyph';
import { normalizeSearchText } from '@shared/search-text';

/** Characters outside printable ASCII: the look-alikes of a Latin name come from there. */
const NON_ASCII = /[^\x20-\x7E]/gu;

/**
 * The key under which two names look the same: their confusable skeletons (Unicode TR39),
 * ignoring case, accents and spacing, so "M\u0430rina" (Cyrillic а) reads as "Marina".
 * Foreign letters are mapped before the case is lowered, so a capital look-alike (Cyrillic
 * М) becomes its Latin capital; Latin letters only after, so "Ian" and "lan" stay apart
 * (TR39 reads a capital I as an l).
 */
export function personNameSkeleton(firstName: string, lastName: string): string {
  const name = `${firstName} ${lastName}`.normalize('NFD');
  const latin = name.replace(NON_ASCII, (character) => unhomoglyph(character)).toLowerCase();
  return normalizeSearchText(unhomoglyph(latin));
}
