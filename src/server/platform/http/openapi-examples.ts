import type { ApiKeyList } from '@shared/schemas/api-keys';
import type { AccountRating, ReviewsPage, VoteResult } from '@shared/schemas/accounts';
import type { Category, Platform } from '@shared/schemas/catalog';
import type { ChangesPage } from '@shared/schemas/changes';
import type { CommentRating, CommentsPage, FeaturedPerson } from '@shared/schemas/comments';
import type { DirectoryEntry } from '@shared/schemas/directory';
import type { LookupAnswer } from '@shared/schemas/lookup';
import type { PeoplePage, Person, SocialAccount } from '@shared/schemas/people';
import type { PendingAccountsPage, PersonDetail } from '@shared/schemas/person-detail';
import type {
  Profile,
  ProfileComment,
  ProfileRating,
  ProfileReview,
  ProfileVote,
  Submission,
} from '@shared/schemas/profiles';
import type { ProofQueueItem } from '@shared/schemas/proof-queue';
import type { ProofView } from '@shared/schemas/proofs';
import type { StandingResult, UserStanding } from '@shared/schemas/standing';
import type { AccountTally, TallyVote, TrustFlag } from '@shared/schemas/trust';

/*
 * One fictional person and what the public reads answer about her, shown as the success
 * example of each operation in the OpenAPI document. The types keep the examples in step
 * with the schemas, and a test validates each against its operation's JSON schema.
 */

const instagram: Platform = { id: 2, name: 'Instagram', icon: 'instagram', color: '#E4405F' };
const tiktok: Platform = { id: 5, name: 'TikTok', icon: 'tiktok', color: '#000000' };
const musicians: Category = { id: 3, name: 'Musicians' };
const personRef = { id: 42, firstName: 'Ada', lastName: 'Example' };
const accountRef = {
  id: 101,
  username: 'ada.sings',
  platform: { name: 'Instagram' },
  person: personRef,
};

const verifiedAccount: SocialAccount = {
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

const pendingAccount: SocialAccount = {
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

const person: Person = {
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

const personDetail: PersonDetail = {
  ...person,
  anchors: [
    {
      id: 3,
      url: 'https://ada.example/',
      host: 'ada.example',
      root: 'ada.example',
      reason: 'Listed as her official website by her record label',
      source: 'moderator',
      status: 'confirmed',
      setBy: { username: 'admin' },
      confirmedBy: { username: 'admin' },
      confirmedAt: '2026-03-02T10:00:00.000Z',
      state: 'passing',
      lastCheckedAt: '2026-11-30T10:00:00.000Z',
      links: [{ platform: 'Instagram', username: 'ada.example' }],
      createdAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  pendingAccountCount: 1,
};

const pendingAccountsPage: PendingAccountsPage = {
  accounts: [pendingAccount],
  total: 1,
  page: 1,
  limit: 20,
};

const peoplePage: PeoplePage = {
  people: [person],
  total: 1,
  totalIsEstimate: false,
  page: 1,
  limit: 12,
};

const directoryEntry: DirectoryEntry = {
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

const changesPage: ChangesPage = {
  changes: [
    {
      cursor: '41',
      kind: 'account_verified',
      occurredAt: '2026-03-04T18:40:00.000Z',
      personId: 42,
      personSlug: 'ada-example',
      accountId: 101,
      mergedIntoId: null,
      account: directoryEntry,
    },
    {
      cursor: '42',
      kind: 'person_merged',
      occurredAt: '2026-03-05T10:02:00.000Z',
      personId: 43,
      personSlug: 'ada-b-example',
      accountId: null,
      mergedIntoId: 42,
      account: null,
    },
  ],
  nextCursor: '42',
  hasMore: false,
};

const accountRating: AccountRating = {
  averageRating: 4.6,
  averageRating30Day: 4.8,
  userRating: null,
};

const reviewsPage: ReviewsPage = {
  reviews: [
    {
      id: 9,
      socialAccountId: 101,
      userId: 7,
      reviewText: 'Posts match her tour dates and the official website links here.',
      createdAt: '2026-04-10T12:00:00.000Z',
      updatedAt: '2026-04-10T12:00:00.000Z',
      user: { username: 'musicfan' },
    },
  ],
  total: 1,
  page: 1,
  limit: 10,
};

const comment = {
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
const commentsPage: CommentsPage = {
  comments: [{ ...comment, replies: [{ ...comment, id: 56, parentId: 55, text: 'Agreed!' }] }],
  total: 1,
  totalIsEstimate: false,
  page: 1,
  limit: 10,
};
const commentRating: CommentRating = { commentId: 55, userRating: null, averageRating: 4.5 };

const trending: FeaturedPerson[] = [
  {
    ...personRef,
    profession: 'Singer-songwriter',
    profileImage: null,
    avgRating30: 4.8,
    activity: 17,
    spread: null,
  },
];
const controversial: FeaturedPerson[] = [{ ...trending[0]!, activity: 9, spread: 1.7 }];

const profile: Profile = {
  user: {
    id: 7,
    username: 'musicfan',
    role: 'user',
    isVerified: true,
    createdAt: '2026-01-15T16:20:00.000Z',
  },
  activity: {
    peopleAdded: 3,
    submittedAccounts: 5,
    verifiedAccounts: 21,
    votes: 21,
    ratings: 12,
    reviews: 4,
    comments: 9,
  },
};
const page = { total: 1, page: 1, limit: 5 };
const submission: Submission = {
  id: 101,
  person: personRef,
  username: 'ada.sings',
  platform: { name: 'Instagram' },
  isVerified: true,
  status: 'Verified',
  approvalCount: 10,
  rejectionCount: 1,
  countedApprovals: 10,
  countedRejections: 1,
  verification: verifiedAccount.verification,
  submittedAt: '2026-03-02T10:15:00.000Z',
};
const vote: ProfileVote = {
  id: 300,
  isApproval: true,
  votedAt: '2026-03-03T11:00:00.000Z',
  socialAccount: accountRef,
};
const rating: ProfileRating = {
  id: 301,
  rating: 5,
  ratedAt: '2026-04-10T12:00:00.000Z',
  socialAccount: accountRef,
};
const review: ProfileReview = {
  id: 9,
  reviewText: reviewsPage.reviews[0]!.reviewText,
  createdAt: '2026-04-10T12:00:00.000Z',
  updatedAt: '2026-04-10T12:00:00.000Z',
  socialAccount: accountRef,
};
const profileComment: ProfileComment = {
  id: 55,
  text: comment.text,
  createdAt: comment.createdAt,
  parentId: null,
  person: personRef,
};
const apiKeyList: ApiKeyList = {
  keys: [
    {
      id: 4,
      name: 'Research script',
      prefix: 'vv_Q2x9aB',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-21T23:59:00.000Z',
    },
  ],
};

const newcomerStanding: UserStanding = {
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
const trustedResult: StandingResult = {
  message: 'musicfan is trusted',
  userId: 7,
  standing: { ...newcomerStanding, standing: 'trusted', votesCount: true },
};

const uncountedVote: VoteResult = {
  message: 'Vote submitted',
  socialAccountId: pendingAccount.id,
  isApproval: true,
  approvalCount: 5,
  rejectionCount: 0,
  countedApprovals: 3,
  countedRejections: 0,
  verification: {
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
  },
  status: 'pending',
  isVerified: false,
  counted: false,
  reason: 'new_member',
};
const flaggedVote: TallyVote = {
  userId: 31,
  username: 'fan_0311',
  isApproval: true,
  weight: 1,
  reason: null,
  standing: 'member',
  votedAt: '2026-11-20T09:12:00.000Z',
  group: 31,
};
const trustFlag: TrustFlag = {
  id: 3,
  status: 'open',
  kind: 'network',
  userIds: [31, 32],
  accountIds: [pendingAccount.id],
  signals: [
    {
      kind: 'network',
      detail: '2 users registered from one network within 24 hours voted alike on one account',
      at: '2026-11-20T09:14:00.000Z',
    },
  ],
  createdAt: '2026-11-20T09:14:00.000Z',
  decidedAt: null,
  users: [
    { id: 31, username: 'fan_0311', standing: 'member' },
    { id: 32, username: 'fan_0312', standing: 'member' },
  ],
  accounts: [
    {
      id: pendingAccount.id,
      username: pendingAccount.username,
      platform: 'TikTok',
      personName: 'Ada Example',
      personSlug: 'ada-example',
      status: 'pending',
      votes: [
        flaggedVote,
        {
          ...flaggedVote,
          userId: 32,
          username: 'fan_0312',
          weight: 0,
          reason: 'flag_counted_once',
          votedAt: '2026-11-20T09:14:00.000Z',
        },
      ],
    },
  ],
};
const accountTally: AccountTally = {
  socialAccountId: pendingAccount.id,
  status: 'pending',
  approvalCount: 5,
  rejectionCount: 0,
  countedApprovals: 3,
  countedRejections: 0,
  verification: uncountedVote.verification,
  votes: [
    ...trustFlag.accounts[0]!.votes,
    { ...flaggedVote, userId: 7, username: 'musicfan', standing: 'trusted' },
    {
      ...flaggedVote,
      userId: 40,
      username: 'newcomer',
      weight: 0,
      reason: 'new_member',
      standing: 'new',
    },
  ],
};

const lookupAnswer: LookupAnswer = {
  status: 'verified',
  tier: 'proven',
  person: {
    id: person.id,
    slug: person.slug,
    firstName: person.firstName,
    lastName: person.lastName,
  },
  account: {
    id: verifiedAccount.id,
    platform: instagram.name,
    username: verifiedAccount.username,
    url: verifiedAccount.url!,
    verification: verifiedAccount.verification,
  },
};

const backlinkProof: ProofView = {
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
const tokenProof: ProofView = {
  ...backlinkProof,
  id: 13,
  kind: 'bio_token',
  token: 'verifiedvoices-3f9a0c21be',
  state: 'pending',
  lastCheckedAt: null,
  lastPassedAt: null,
  history: [],
};

const brokenProof: ProofQueueItem = {
  ...backlinkProof,
  state: 'broken',
  lastCheckedAt: '2026-11-24T08:00:00.000Z',
  failingSince: '2026-11-12T08:00:00.000Z',
  problemSince: '2026-11-12T08:00:00.000Z',
  addedBy: 'press_office',
  history: [
    { checkedAt: '2026-11-24T08:00:00.000Z', outcome: 'fail', detail: 'no link found' },
    { checkedAt: '2026-11-12T08:00:00.000Z', outcome: 'fail', detail: 'HTTP 404' },
  ],
  account: {
    id: verifiedAccount.id,
    platform: instagram.name,
    username: verifiedAccount.username,
    status: 'verified',
    decisionBasis: 'community',
    decisionNote: null,
    person: { id: person.id, name: 'Ada Example', slug: person.slug },
  },
};

/** Success examples by operation (`METHOD /path` as registered). */
export const successExamples: Record<string, unknown> = {
  'GET /api/categories': [musicians, { id: 1, name: 'Actors' }],
  'GET /api/platforms': [instagram, tiktok],
  'GET /api/people': peoplePage,
  'GET /api/people/:ref': personDetail,
  'GET /api/people/:id/pending-accounts': pendingAccountsPage,
  'GET /api/people/suggestions': {
    suggestions: [
      {
        id: person.id,
        slug: person.slug,
        firstName: person.firstName,
        lastName: person.lastName,
        profession: person.profession,
        category: person.category,
        profile_image_url: null,
        matchedBy: 'alias: Ада Пример',
      },
    ],
  },
  'GET /api/directory': [directoryEntry],
  'GET /api/lookup': lookupAnswer,
  'GET /api/changes': changesPage,
  'GET /api/social-accounts/:id/rating': accountRating,
  'GET /api/social-accounts/:id/reviews': reviewsPage,
  'GET /api/comments': commentsPage,
  'GET /api/comments/:id/rating': commentRating,
  'GET /api/trending-people': trending,
  'GET /api/controversial-people': controversial,
  'GET /api/users/:username/profile': profile,
  'GET /api/users/:username/submissions': { ...page, submissions: [submission] },
  'GET /api/users/:username/votes': { ...page, votes: [vote] },
  'GET /api/users/:username/ratings': { ...page, ratings: [rating] },
  'GET /api/users/:username/reviews': { ...page, reviews: [review] },
  'GET /api/users/:username/comments': { ...page, comments: [profileComment] },
  'GET /api/api-keys': apiKeyList,
  'GET /api/user/standing': newcomerStanding,
  'POST /api/admin/users/:id/standing': trustedResult,
  'POST /api/votes': uncountedVote,
  'POST /api/social-accounts/vote': uncountedVote,
  'GET /api/admin/trust-flags': { flags: [trustFlag] },
  'POST /api/admin/trust-flags/:id': {
    message: 'Flag cleared: these users count as independent people',
    flag: { ...trustFlag, status: 'cleared', decidedAt: '2026-11-21T10:00:00.000Z' },
  },
  'GET /api/admin/social-accounts/:id/tally': accountTally,
  'GET /api/social-accounts/:id/proofs': [backlinkProof],
  'POST /api/social-accounts/:id/proofs': tokenProof,
  'POST /api/proofs/:id/check': backlinkProof,
  'GET /api/admin/proofs': { proofs: [brokenProof] },
  'POST /api/admin/social-accounts/:id/moderate': {
    message: 'Social account verified by moderation',
    account: { id: verifiedAccount.id, isVerified: true, status: 'verified' },
  },
};
