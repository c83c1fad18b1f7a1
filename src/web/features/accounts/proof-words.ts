import { PROOF_KIND_NAMES, type ProofKind } from '@shared/proofs';

/** A proof's kind as a heading or an option names it ("Bio token"). */
export const proofKindTitle = (kind: ProofKind) => {
  const words = PROOF_KIND_NAMES[kind];
  return words.charAt(0).toUpperCase() + words.slice(1);
};
