interface ImageSource {
  profile_image_url?: string | null;
}

interface PersonWithImages extends ImageSource {
  firstName?: string | null;
  lastName?: string | null;
  socialAccounts?: ImageSource[];
}

export type ProfileImage = { kind: 'url'; url: string } | { kind: 'initials'; initials: string };

/** An http(s) address or a path on this site; never a javascript:, data: or other address. */
function usableUrl(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  if (!url || url === 'null') return undefined;
  if (/^\/(?![/\\])/.test(url)) return url;
  return /^https?:\/\/[^/\\]/i.test(url) ? url : undefined;
}

/** Up to two initials from the first and last name, '?' when both are missing. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = [firstName, lastName]
    .map((name) => [...(name?.trim() ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}

/**
 * Up to two letters for a username's avatar: the first letters of its first two words
 * ('jane.doe42' gives 'JD'), else its first letter.
 */
export function usernameInitials(username: string): string {
  const words = username.split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})/u).filter(Boolean);
  const letters = words.filter((word) => /^\p{L}/u.test(word));
  if (letters.length >= 2) return initials(letters[0], letters[1]);
  return initials(letters[0] ?? words[0] ?? username);
}

/**
 * The picture of a person: their own image, else the first account that has one,
 * else a generated initials avatar (the page also falls back to it when an image fails to load).
 */
export function chooseProfileImage(person: PersonWithImages): ProfileImage {
  const url =
    usableUrl(person.profile_image_url) ??
    person.socialAccounts?.map((account) => usableUrl(account.profile_image_url)).find(Boolean);
  if (url) return { kind: 'url', url };
  return { kind: 'initials', initials: initials(person.firstName, person.lastName) };
}

/** A stable background hue for an initials avatar, so a person keeps their colour everywhere. */
export function avatarHue(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}
