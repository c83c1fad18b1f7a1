/** The fictional world the demo's story happens in: its people, their sites, who takes part. */

/** A demo person as the demo's story names them. */
export interface DemoPerson {
  id: number;
  firstName: string;
  lastName: string;
}

/** Who takes part in the demo's story, and when it ends. */
export interface StoryCast {
  now: Date;
  /** The person the story is mostly about. */
  showcase: DemoPerson;
  /** The demo member, who signs in (DEMO_MEMBER). */
  memberId: number;
  /** The demo users who may act in it (the newcomers stay out). */
  userIds: number[];
}

export const fullNameOf = (person: DemoPerson) => `${person.firstName} ${person.lastName}`;

/** The person's name as one host label: "Zoë O'Neil" gives "zoe-oneil". */
export function hostLabelOf(person: DemoPerson): string {
  return fullNameOf(person)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/**
 * The fictional official site of a demo person. Every address the demo data names is on the
 * reserved `.example` domain (RFC 2606): it never resolves, so nothing is ever fetched from it.
 */
export const officialSiteOf = (person: DemoPerson) => `https://${hostLabelOf(person)}.example`;

/** The fictional news site the demo's comments link to. */
export const NEWS_SITE = 'https://news.example';
