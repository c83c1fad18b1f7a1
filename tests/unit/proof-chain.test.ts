import { describe, expect, it } from 'vitest';
import {
  type ChainAccount,
  type ChainProof,
  type ChainRoot,
  contestsOf,
  provenChains,
  type RootLink,
} from '../../src/shared/proof-chain';

const root: ChainRoot = { id: 1, origin: 'https://ada.example', pathPrefix: '/about' };

const account = (
  id: number,
  platform: string,
  username: string,
  overrides: Partial<ChainAccount> = {},
): ChainAccount => ({
  id,
  platform,
  username,
  status: 'pending',
  moderatorVerified: false,
  ...overrides,
});

const officialSite = (id: number, accountId: number, pageUrl: string): ChainProof => ({
  id,
  accountId,
  kind: 'official_site',
  pageUrl,
  sourceAccountId: null,
});

const crossLink = (id: number, accountId: number, sourceAccountId: number): ChainProof => ({
  id,
  accountId,
  kind: 'cross_link',
  pageUrl: 'https://profile.example/',
  sourceAccountId,
});

const chains = (
  accounts: ChainAccount[],
  proofs: ChainProof[],
  { roots = [root], rootLinks = [] as RootLink[] } = {},
) => provenChains({ roots, rootLinks, accounts, proofs });

describe('a proven chain', () => {
  it('starts at a confirmed root: its own page’s links, a page inside it, a website inside it', () => {
    const proven = chains(
      [
        account(1, 'Twitter', 'ada'),
        account(2, 'GitHub', 'ada'),
        account(3, 'Website', 'ada.example/about/blog'),
      ],
      [officialSite(10, 2, 'https://ada.example/about/links')],
      { rootLinks: [{ rootId: 1, platform: 'Twitter', username: 'ADA' }] },
    );
    expect(proven.get(1)).toEqual({
      origin: { kind: 'site', label: 'ada.example/about' },
      through: [],
      isRoot: false,
      proofId: null,
    });
    expect(proven.get(2)?.proofId).toBe(10);
    expect(proven.get(3)?.isRoot).toBe(true);
  });

  it('never starts at a page outside the root, whatever the near miss', () => {
    const pages = [
      'https://ada.example/elsewhere',
      'https://ada.example/about-us',
      'https://ada.example:8443/about',
      'http://ada.example/about',
      'https://www.ada.example/about',
      'https://ada.example/about?echo=<a rel=me>',
    ];
    const proven = chains(
      pages.map((_, index) => account(index + 1, 'GitHub', `a${index}`)),
      pages.map((page, index) => officialSite(10 + index, index + 1, page)),
    );
    expect(proven.size).toBe(0);
  });

  it('goes on through proven accounts and accounts a moderator verified, and keeps the shortest', () => {
    const proven = chains(
      [
        account(1, 'GitHub', 'ada'),
        account(2, 'Mastodon', 'ada@mastodon.example'),
        account(3, 'Twitter', 'ada'),
        account(4, 'Instagram', 'ada', { status: 'verified', moderatorVerified: true }),
        account(5, 'TikTok', 'ada'),
      ],
      [
        officialSite(10, 1, 'https://ada.example/about'),
        crossLink(11, 2, 1),
        crossLink(12, 3, 2),
        crossLink(13, 3, 4),
        crossLink(14, 5, 4),
      ],
    );
    expect(proven.get(2)?.through).toEqual([{ platform: 'GitHub', username: 'ada' }]);
    expect(proven.get(3)?.origin).toEqual({
      kind: 'moderator',
      platform: 'Instagram',
      username: 'ada',
    });
    expect(proven.get(3)?.through).toEqual([]);
    expect(proven.get(5)?.proofId).toBe(14);
    expect(proven.has(4)).toBe(false);
  });

  it('never passes through an account verified by votes alone, nor a holder’s claim: a ring cannot anchor itself', () => {
    const proven = chains(
      [
        // The attacker's website, verified by a ring's votes, which links back here.
        account(1, 'Website', 'attacker.example', { status: 'verified' }),
        account(2, 'Twitter', 'ada_official'),
        account(3, 'GitHub', 'ada'),
      ],
      [crossLink(10, 2, 1), crossLink(11, 3, 2), crossLink(12, 2, 3)],
      { roots: [] },
    );
    expect(proven.size).toBe(0);
  });

  it('leaves rejected accounts out, as links and as the proven', () => {
    const proven = chains(
      [account(1, 'GitHub', 'ada', { status: 'rejected' }), account(2, 'Twitter', 'ada')],
      [officialSite(10, 1, 'https://ada.example/about'), crossLink(11, 2, 1)],
    );
    expect(proven.size).toBe(0);
  });
});

describe('a contest', () => {
  const contests = (
    accounts: ChainAccount[],
    proven: ReturnType<typeof chains>,
    { rootLinks = [] as RootLink[], claimedElsewhere = new Map() } = {},
  ) => contestsOf({ roots: [root], rootLinks, accounts, proven, claimedElsewhere });

  it('displaces a vote-only account when another of the person’s is proven on the platform', () => {
    const accounts = [
      account(1, 'Twitter', 'ada_fake', { status: 'verified' }),
      account(2, 'Twitter', 'ada'),
      account(3, 'Instagram', 'ada', { status: 'verified', moderatorVerified: true }),
    ];
    const proven = chains(accounts, [officialSite(10, 2, 'https://ada.example/about')]);
    const found = contests(accounts, proven);
    expect(found.get(1)).toEqual({
      reason: 'displaced',
      by: { platform: 'Twitter', username: 'ada' },
    });
    expect(found.has(2)).toBe(false);
    expect(found.has(3)).toBe(false);
  });

  it('names out a vote-only account when the root links to other handles on its platform, but not a website', () => {
    const accounts = [
      account(1, 'Twitter', 'ada_fake'),
      account(2, 'Website', 'ada-fan.example'),
      account(3, 'GitHub', 'ada'),
    ];
    const rootLinks: RootLink[] = [
      { rootId: 1, platform: 'Twitter', username: 'ada' },
      { rootId: 1, platform: 'Website', username: 'label.example' },
    ];
    const found = contests(accounts, chains(accounts, [], { rootLinks }), { rootLinks });
    expect(found.get(1)).toEqual({
      reason: 'root_names_other',
      root: 'ada.example/about',
      handles: ['ada'],
    });
    expect(found.has(2)).toBe(false);
    expect(found.has(3)).toBe(false);
  });

  it('gives a squatted handle away to the person whose evidence claims it', () => {
    const accounts = [account(1, 'Twitter', 'Ada')];
    const claimedElsewhere = new Map([['twitter ada', { personId: 9, personName: 'Ada L.' }]]);
    expect(contests(accounts, new Map(), { claimedElsewhere }).get(1)).toEqual({
      reason: 'claimed_elsewhere',
      personId: 9,
      personName: 'Ada L.',
    });
  });

  it('never touches a proven account nor one a moderator verified', () => {
    const accounts = [
      account(1, 'Twitter', 'ada', { status: 'verified', moderatorVerified: true }),
      account(2, 'Twitter', 'ada2'),
    ];
    const rootLinks: RootLink[] = [{ rootId: 1, platform: 'Twitter', username: 'ada2' }];
    const proven = chains(accounts, [], { rootLinks });
    const found = contests(accounts, proven, {
      rootLinks,
      claimedElsewhere: new Map([['twitter ada2', { personId: 9, personName: 'X' }]]),
    });
    expect(found.size).toBe(0);
  });
});
