/**
 * Why two voters may be one hand (decision 0022): registered from one network, voting alike
 * over their whole histories, one following the other in time, one favouring the other's
 * proposals, or named together by a trust flag in force.
 */
export const VOTER_LINK_KINDS = ['network', 'co_voting', 'following', 'submitter', 'flag'] as const;
export type VoterLinkKind = (typeof VOTER_LINK_KINDS)[number];

export interface VoterLink {
  userIds: [number, number];
  kind: VoterLinkKind;
}

/**
 * The independent groups among these voters: the connected parts of the links between them
 * (a link through a user who is not among them, a submitter, joins too). Each voter's group
 * is named by the smallest user id in it, so a group keeps its name while it grows from newer
 * users. Voters no link touches are groups of their own.
 */
export function independentGroups(userIds: number[], links: VoterLink[]): Map<number, number> {
  const parent = new Map<number, number>();
  const find = (userId: number): number => {
    const up = parent.get(userId) ?? userId;
    if (up === userId) return userId;
    const root = find(up);
    parent.set(userId, root);
    return root;
  };
  for (const {
    userIds: [a, b],
  } of links) {
    const [rootA, rootB] = [find(a), find(b)];
    if (rootA !== rootB) parent.set(Math.max(rootA, rootB), Math.min(rootA, rootB));
  }
  return new Map(userIds.map((userId) => [userId, find(userId)]));
}
