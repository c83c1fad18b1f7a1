interface Named {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
}

/** The name slug of a person: first and last name lowercased, trimmed, spaces replaced by hyphens. */
export function personSlug(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The address of a person page: by name slug, or by id when a name is missing. */
export function personPath(person: Named): string {
  const first = person.firstName?.trim();
  const last = person.lastName?.trim();
  if (!first || !last) return `/people/${person.id}`;
  return `/people/${encodeURIComponent(personSlug(first, last))}`;
}

/** A purely numeric person reference is an id; anything else is a name slug. */
export function parsePersonRef(ref: string): { id: number } | { slug: string } {
  if (/^\d+$/.test(ref)) return { id: Number(ref) };
  return { slug: ref.trim().toLowerCase() };
}

/** A person page's reference as the API reads it: the id, or the trimmed, lowercased slug. */
export function personRefKey(ref: string): string {
  const parsed = parsePersonRef(ref);
  return 'id' in parsed ? String(parsed.id) : parsed.slug;
}
