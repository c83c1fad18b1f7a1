import { describe, expect, it } from 'vitest';
import type { ProvenChain } from '../../src/shared/proof-chain';
import type { ProofSummary } from '../../src/shared/schemas/proofs';
import { type DecisionFacts, verificationOf } from '../../src/shared/verification';

/** Proven by a link from a root a moderator confirmed. */
const siteChain: ProvenChain = {
  origin: { kind: 'site', label: 'ada.example/about' },
  through: [],
  isRoot: false,
  proofId: 3,
};

const pending: DecisionFacts = {
  status: 'pending',
  decisionBasis: null,
  verificationHeld: false,
  approvalCount: 12,
  countedApprovals: 3,
  countedRejections: 0,
  verifiedAt: null,
};

describe('what an account’s status rests on', () => {
  it('says how many approvals count on a pending account', () => {
    expect(verificationOf(pending)).toMatchObject({
      basis: 'pending',
      summary: '3 of 12 approvals count so far',
    });
    expect(verificationOf({ ...pending, approvalCount: 1, countedApprovals: 0 }).summary).toBe(
      '0 of 1 approval counts so far',
    );
    expect(verificationOf({ ...pending, approvalCount: 0, countedApprovals: 0 }).summary).toBe(
      'No approvals yet; 10 counted approvals from 7 independent groups verify it',
    );
  });

  it('says how many independent groups the counted approvals come from once voters are grouped', () => {
    expect(verificationOf({ ...pending, approvalGroups: 2 }).summary).toBe(
      '3 of 12 approvals count so far, from 2 independent groups',
    );
    expect(
      verificationOf({ ...pending, approvalCount: 2, countedApprovals: 0, approvalGroups: 0 })
        .summary,
    ).toBe('0 of 2 approvals count so far');
  });

  it('asks fewer approvals of an account a proven chain shows to be the person’s, and names the chain', () => {
    expect(
      verificationOf({
        ...pending,
        approvalCount: 0,
        countedApprovals: 0,
        provenChain: siteChain,
      }),
    ).toMatchObject({
      basis: 'pending',
      tier: null,
      identity: 'anchored',
      summary:
        'Proven: linked from ada.example/about, an official site confirmed by a moderator; No approvals yet; 3 counted approvals from 3 independent groups verify it',
    });
  });

  it('says a contested account is for a moderator, whatever its votes, and why', () => {
    expect(
      verificationOf({
        ...pending,
        approvalGroups: 3,
        contest: { reason: 'displaced', by: { platform: 'Instagram', username: 'ada' } },
      }),
    ).toMatchObject({
      basis: 'contested',
      tier: null,
      summary:
        'Contested: @ada on Instagram is proven theirs on Instagram; a moderator decides. 3 of 12 approvals count so far, from 3 independent groups',
    });
    expect(
      verificationOf({
        ...pending,
        contest: { reason: 'root_names_other', root: 'ada.example', handles: ['ada', 'ada_b'] },
      }).summary,
    ).toBe(
      'Contested: their official site ada.example links to @ada and @ada_b, not to this account; a moderator decides. 3 of 12 approvals count so far',
    );
    expect(
      verificationOf({
        ...pending,
        contest: { reason: 'claimed_elsewhere', personId: 4, personName: 'Ada Lovelace' },
      }).summary,
    ).toMatch(/^Contested: this handle is proven to belong to Ada Lovelace; a moderator decides/);
  });

  it('says a second account on a platform waits for an administrator or an anchored proof', () => {
    expect(
      verificationOf({
        ...pending,
        countedApprovals: 10,
        approvalGroups: 7,
        verificationHeld: true,
        holdReason: 'same_platform',
      }),
    ).toMatchObject({
      basis: 'held',
      holdReason: 'same_platform',
      summary:
        '10 approvals count from 7 independent groups · the person already has a verified account on this platform: a second one needs an administrator, or a link from their official site or another proven account of theirs',
    });
  });

  it('says a held account waits for the administrators', () => {
    expect(
      verificationOf({ ...pending, countedApprovals: 10, verificationHeld: true }),
    ).toMatchObject({
      basis: 'held',
      holdReason: 'flag',
      summary: '10 approvals count; verification waits while administrators review a trust flag',
    });
  });

  it('says a hold is a proof’s when a proof contradicts the claim, not a trust flag’s', () => {
    const contradicting = {
      kind: 'backlink' as const,
      state: 'contradicting' as const,
      anchored: false,
      linkedFrom: null,
      lastCheckedAt: '2026-11-20T15:30:00.000Z',
      failingSince: null,
    };
    expect(
      verificationOf({ ...pending, countedApprovals: 10, verificationHeld: true }, [contradicting]),
    ).toMatchObject({
      basis: 'held',
      holdReason: 'proof',
      summary:
        "10 approvals count · its page links to another person's page here; an administrator is looking",
    });
  });

  it('names the votes, the administrator or the old rules behind a verified badge, with the day', () => {
    const verified = {
      ...pending,
      status: 'verified' as const,
      countedApprovals: 10,
      verifiedAt: '2026-11-20T15:30:00.000Z',
    };
    expect(verificationOf({ ...verified, decisionBasis: 'community' })).toMatchObject({
      basis: 'community',
      summary: 'Verified by 10 approvals from established members on Nov 20, 2026',
    });
    expect(
      verificationOf({ ...verified, decisionBasis: 'community', approvalGroups: 6 }),
    ).toMatchObject({
      basis: 'community',
      approvalGroups: 6,
      summary: 'Verified: 10 approvals from 6 independent groups of established members',
    });
    expect(
      verificationOf({
        ...verified,
        status: 'rejected',
        decisionBasis: 'community',
        countedRejections: 10,
        rejectionGroups: 5,
      }).summary,
    ).toBe('Rejected: 10 rejections from 5 independent groups of established members');
    expect(verificationOf({ ...verified, decisionBasis: 'moderator' })).toMatchObject({
      basis: 'moderator',
      summary: 'Verified by an administrator on Nov 20, 2026',
    });
    expect(verificationOf({ ...verified, decisionBasis: 'legacy' })).toMatchObject({
      basis: 'legacy',
      summary: 'Verified by 12 approvals on Nov 20, 2026, before votes were weighed by standing',
    });
  });

  it('gives an administrator’s reason after the day, and keeps it beside a checked proof', () => {
    const moderated: DecisionFacts = {
      ...pending,
      status: 'verified',
      decisionBasis: 'moderator',
      verifiedAt: '2026-11-20T15:30:00.000Z',
      decisionNote: 'the official site links here',
    };
    expect(verificationOf(moderated)).toMatchObject({
      basis: 'moderator',
      summary: 'Verified by an administrator on Nov 20, 2026: the official site links here',
    });
    expect(verificationOf({ ...moderated, decisionNote: null }).summary).toBe(
      'Verified by an administrator on Nov 20, 2026',
    );
    expect(
      verificationOf(
        moderated,
        [
          {
            kind: 'backlink',
            state: 'passing',
            anchored: false,
            linkedFrom: null,
            lastCheckedAt: '2026-11-23T15:30:00.000Z',
            failingSince: null,
          },
        ],
        new Date('2026-11-25T15:30:00.000Z'),
      ),
    ).toMatchObject({
      basis: 'moderator',
      summary:
        'Verified by an administrator on Nov 20, 2026: the official site links here · its holder links here, checked 2 days ago',
    });
  });
});

describe('the proofs behind a badge', () => {
  const verified: DecisionFacts = {
    status: 'verified',
    decisionBasis: 'community',
    verificationHeld: false,
    approvalCount: 10,
    countedApprovals: 10,
    countedRejections: 0,
    verifiedAt: '2026-11-20T15:30:00.000Z',
  };
  const now = new Date('2026-11-24T12:00:00.000Z');

  const proof = (
    kind: ProofSummary['kind'],
    state: ProofSummary['state'],
    anchoring: Pick<ProofSummary, 'anchored' | 'linkedFrom'> = {
      anchored: false,
      linkedFrom: null,
    },
  ): ProofSummary => ({
    kind,
    state,
    ...anchoring,
    lastCheckedAt: '2026-11-22T09:00:00.000Z',
    failingSince: state === 'broken' ? '2026-11-12T09:00:00.000Z' : null,
  });

  it('adds a passing holder’s claim to the sentence and the basis, saying whose claim it is', () => {
    const backlink = proof('backlink', 'passing');
    expect(verificationOf(verified, [backlink], now)).toEqual({
      basis: 'community+proof',
      summary:
        'Verified by 10 approvals from established members on Nov 20, 2026 · its holder links here, checked 2 days ago',
      tier: 'community',
      countedApprovals: 10,
      approvalGroups: null,
      approvals: 10,
      holdReason: null,
      attention: false,
      identity: 'holder_claim',
      proofs: [backlink],
      proofCount: 1,
    });
    expect(verificationOf(verified, [proof('bio_token', 'passing')], now).summary).toMatch(
      / · its holder shows the code given here, checked 2 days ago$/,
    );
  });

  it('names the proven chain rather than a holder’s claim, with the tier: a root, an account through it, an account a moderator verified', () => {
    const site = proof('official_site', 'passing', { anchored: true, linkedFrom: 'ada.example' });
    const backlink = proof('backlink', 'passing');
    expect(
      verificationOf({ ...verified, provenChain: siteChain }, [backlink, site], now),
    ).toMatchObject({
      basis: 'proven',
      tier: 'proven',
      identity: 'anchored',
      summary:
        'Proven: linked from ada.example/about, an official site confirmed by a moderator · by 10 approvals from established members on Nov 20, 2026',
      proofs: [site],
      proofCount: 2,
    });
    expect(
      verificationOf(
        {
          ...verified,
          provenChain: { ...siteChain, through: [{ platform: 'GitHub', username: 'ada' }] },
        },
        [],
        now,
      ).summary,
    ).toBe(
      'Proven: linked from their account @ada on GitHub, which ada.example/about links to (an official site confirmed by a moderator) · by 10 approvals from established members on Nov 20, 2026',
    );
    expect(
      verificationOf(
        {
          ...verified,
          decisionBasis: 'moderator',
          provenChain: {
            origin: { kind: 'moderator', platform: 'Instagram', username: 'ada' },
            through: [],
            isRoot: false,
            proofId: 7,
          },
        },
        [],
        now,
      ),
    ).toMatchObject({
      tier: 'proven',
      summary:
        'Proven: linked from their account @ada on Instagram, verified by a moderator · Verified by an administrator on Nov 20, 2026',
    });
    expect(verificationOf({ ...verified, decisionBasis: 'moderator' }, [], now).tier).toBe(
      'moderator',
    );
  });

  it('gives nothing for a site no root covers, nor a link from an account that is neither proven nor verified by a moderator', () => {
    const memberSite = proof('official_site', 'passing', {
      anchored: false,
      linkedFrom: 'x.example',
    });
    const looseLink = proof('cross_link', 'passing', {
      anchored: false,
      linkedFrom: '@a on GitHub',
    });
    expect(verificationOf(verified, [memberSite, looseLink], now)).toMatchObject({
      basis: 'community',
      identity: 'none',
      summary: 'Verified by 10 approvals from established members on Nov 20, 2026',
      attention: false,
      proofs: [],
      proofCount: 2,
    });
    const brokenMemberSite = proof('official_site', 'broken', {
      anchored: false,
      linkedFrom: 'x.example',
    });
    expect(verificationOf(verified, [brokenMemberSite], now).attention).toBe(false);
  });

  it('asks for attention when a checked proof of a verified account broke', () => {
    expect(verificationOf(verified, [proof('backlink', 'broken')], now)).toMatchObject({
      basis: 'community',
      summary:
        'Verified by 10 approvals from established members on Nov 20, 2026 · backlink missing since Nov 12, 2026',
      attention: true,
    });
  });

  it('leaves a reference out of the sentence', () => {
    expect(verificationOf(verified, [proof('reference', 'not_checked')], now).basis).toBe(
      'community',
    );
  });
});
