import type { VoteResult } from './schemas/accounts';
import type { Category, Platform } from './schemas/catalog';
import type { DirectoryEntry } from './schemas/directory';
import type { Person, SocialAccount } from './schemas/people';
import type { ProofView } from './schemas/proofs';
import type { UserStanding } from './schemas/standing';

/*
 * Documentation examples, not data: one fictional person, Ada Example, and what several
 * modules' success examples in the OpenAPI document share about her (each module keeps its
 * own examples beside its routes). The types keep the examples in step with the schemas, and
 * a test validates each example against its operation's JSON schema.
 */

/** The platform of Ada's verified account. */
export const instagram: Platform = {
  id: 2,
  name: 'Instagram',
  icon: 'instagram',
  color: '#E4405F',
};
/** The platform of Ada's pending account. */
export const tiktok: Platform = { id: 5, name: 'TikTok', icon: 'tiktok', color: '#000000' };
/** Ada's category. */
export const musicians: Category = { id: 3, name: 'Musicians' };
/** Ada as other answers name her. */
export const personRef = { id: 42, firstName: 'Ada', lastName: 'Example' };
/** Ada's verified account as other answers name it. */
export const accountRef = {
  id: 101,
  username: 'ada.sings',
  platform: { name: 'Instagram' },
  person: personRef,
};

/** Ada's verified Instagram account. */
export const verifiedAccount: SocialAccount = {
  id: 101,
  personId: 42,
  platformId: instagram.id,
  platform: instagram,
  username: 'ada.sings',
  url: 'https://www.instagram.com/ada.sings',
  followers: '2.4M',
  evidence: 'Linked from the official website adaexample.com and her label’s press page.',
  isVerified: true,
  isDeleted: false,
  submittedById: 7,
  submittedBy: { username: 'musicfan' },
  submittedAt: '2026-03-02T10:15:00.000Z',
  approvalCount: 10,
  rejectionCount: 1,
  countedApprovals: 10,
  countedRejections: 1,
  verification: {
    basis: 'proven',
    summary:
      'Proven: linked from ada.example, an official site confirmed by a moderator · 10 approvals from 6 independent groups of established members',
    tier: 'proven',
    countedApprovals: 10,
    approvalGroups: 6,
    approvals: 10,
    holdReason: null,
    attention: false,
    identity: 'anchored',
    proofs: [
      {
        kind: 'official_site',
        state: 'passing',
        anchored: true,
        linkedFrom: 'ada.example',
        lastCheckedAt: '2026-11-22T08:00:00.000Z',
        failingSince: null,
      },
    ],
    proofCount: 2,
  },
  lastVerifiedAt: '2026-03-04T18:40:00.000Z',
  verifiedAt: '2026-03-04T18:40:00.000Z',
  profile_image_url: null,
  avgRating: 4.6,
  ratingCount: 38,
  userVote: null,
  wikidata: null,
};

/** Ada's TikTok account, still waiting for votes. */
export const pendingAccount: SocialAccount = {
  ...verifiedAccount,
  id: 102,
  platformId: tiktok.id,
  platform: tiktok,
  username: 'adaexample',
  url: 'https://www.tiktok.com/@adaexample',
  followers: null,
  evidence: 'Announced in her newsletter of 1 November.',
  isVerified: false,
  approvalCount: 4,
  rejectionCount: 0,
  countedApprovals: 3,
  countedRejections: 0,
  verification: {
    basis: 'pending',
    summary: '3 of 4 approvals count so far, from 3 independent groups',
    tier: null,
    countedApprovals: 3,
    approvalGroups: 3,
    approvals: 4,
    holdReason: null,
    attention: false,
    identity: 'none',
    proofs: [],
    proofCount: 0,
  },
  lastVerifiedAt: null,
  verifiedAt: null,
  avgRating: null,
  ratingCount: 0,
};

/** Ada Example with both her accounts. */
export const examplePerson: Person = {
  id: 42,
  firstName: 'Ada',
  lastName: 'Example',
  slug: 'ada-example',
  profession: 'Singer-songwriter',
  categoryId: musicians.id,
  category: musicians,
  addedById: 7,
  addedBy: { username: 'musicfan' },
  addedAt: '2026-03-01T09:00:00.000Z',
  profile_image_url: null,
  avgRating: 4.6,
  avgRating30: 4.8,
  is_deleted: false,
  isDemo: false,
  wikidataId: null,
  aliases: [{ id: 3, name: 'Ада Пример', language: 'ru', addedById: 7 }],
  socialAccounts: [verifiedAccount, pendingAccount],
};

/** Ada's verified account as the directory lists it. */
export const directoryEntry: DirectoryEntry = {
  id: 101,
  name: 'Ada Example',
  username: 'ada.sings',
  url: 'https://www.instagram.com/ada.sings',
  platform: 'Instagram',
  category: 'Musicians',
  followers: '2.4M',
  profession: 'Singer-songwriter',
  evidence: verifiedAccount.evidence,
  verifiedAt: '2026-03-04T18:40:00.000Z',
  tier: 'proven',
};

/** A comment on Ada's page. */
export const exampleComment = {
  id: 55,
  text: 'Her new single is everywhere this week.',
  createdAt: '2026-11-20T08:30:00.000Z',
  user: { id: 7, username: 'musicfan' },
  person: { ...personRef, profileImageUrl: null },
  parentId: null,
  hasImage: false,
  imageUrl: null,
  hasLink: false,
  linkUrl: null,
  linkTitle: null,
  linkDescription: null,
  linkImageUrl: null,
  isYoutubeVideo: false,
  youtubeVideoId: null,
  isDeleted: false,
  averageRating: 4.5,
  ratingCount: 2,
  userRating: null,
};

/** The text of a review of Ada's verified account. */
export const reviewText = 'Posts match her tour dates and the official website links here.';

/** The standing of a member too new for their votes to count yet. */
export const newcomerStanding: UserStanding = {
  standing: 'new',
  votesCount: false,
  requirements: [
    { name: 'email_verified', current: 1, target: 1, met: true },
    { name: 'account_age_days', current: 3, target: 7, met: false },
    { name: 'contributions', current: 2, target: 5, met: false },
    { name: 'contribution_days', current: 1, target: 2, met: false },
    { name: 'vote_agreement', current: 0, target: 0, met: true },
  ],
};

/** The verification of Ada's pending account after a vote that did not count. */
export const pendingVoteVerification: VoteResult['verification'] = {
  basis: 'pending',
  summary: '3 of 5 approvals count so far, from 3 independent groups',
  tier: null,
  countedApprovals: 3,
  approvalGroups: 3,
  approvals: 5,
  holdReason: null,
  attention: false,
  identity: 'none',
  proofs: [],
  proofCount: 0,
};

/** A passing backlink proof of Ada's verified account. */
export const backlinkProof: ProofView = {
  id: 12,
  socialAccountId: 101,
  kind: 'backlink',
  suggested: false,
  anchored: false,
  linkedFrom: null,
  sourceAccountId: null,
  url: 'https://mastodon.example/@ada',
  token: null,
  state: 'passing',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastCheckedAt: '2026-11-22T08:00:00.000Z',
  lastPassedAt: '2026-11-22T08:00:00.000Z',
  failingSince: null,
  history: [
    { checkedAt: '2026-11-22T08:00:00.000Z', outcome: 'pass', detail: 'found' },
    { checkedAt: '2026-11-15T08:00:00.000Z', outcome: 'unreachable', detail: 'HTTP 503' },
  ],
};
