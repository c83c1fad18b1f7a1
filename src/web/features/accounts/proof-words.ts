import { PROOF_KIND_NAMES, type ProofKind } from '@shared/proofs';
import type { ProofView } from '@shared/schemas/proofs';

/** A proof's kind as a heading or an option names it ("Bio token"). */
export const proofKindTitle = (kind: ProofKind) => {
  const words = PROOF_KIND_NAMES[kind];
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What a proof says about whose account it is, as the badge weighs it: an anchored proof (a
 * page inside an official site a moderator confirmed, a link from an account proven or
 * verified by a moderator) ties the account to the person; a backlink or a bio token is only
 * its holder's claim; a site no moderator confirmed, or a link from any other account, adds
 * nothing.
 * A reference is read by people, so it says nothing here.
 */
export function proofStanding(
  proof: Pick<ProofView, 'kind' | 'anchored' | 'linkedFrom'>,
): { anchored: boolean; words: string } | null {
  switch (proof.kind) {
    case 'official_site':
      return proof.anchored
        ? {
            anchored: true,
            words: `Anchored: linked from the official site${proof.linkedFrom ? ` ${proof.linkedFrom}` : ''}`,
          }
        : { anchored: false, words: 'A site given by a member · adds nothing to the badge' };
    case 'cross_link': {
      const from = proof.linkedFrom ? `${proof.linkedFrom}, ` : '';
      return proof.anchored
        ? { anchored: true, words: `Anchored: linked from ${from}a verified account of theirs` }
        : {
            anchored: false,
            words: `Linked from ${proof.linkedFrom ?? 'another account'} · adds nothing until that account is proven or verified by a moderator`,
          };
    }
    case 'backlink':
    case 'bio_token':
      return { anchored: false, words: 'Its holder’s claim · shows who holds the account' };
    case 'reference':
      return null;
  }
}
