import { accountLink } from './account-link';
import { isWithinRoot, type Root, rootLabel } from './roots';

/*
 * Proven chains and contests (decision 0031): an account is proven when an unbroken chain of
 * checked proofs leads to a root, a confirmed official site, or to an account a moderator
 * verified. A vote-only account stands contested when the person's own evidence names
 * another account: a proven account of theirs on the platform, their root linking to other
 * handles there, or the handle proven to be someone else's.
 */

/** A confirmed root of the person. */
export interface ChainRoot extends Root {
  id: number;
}

/** An account as the chains read it. */
export interface ChainAccount {
  id: number;
  platform: string;
  username: string;
  /** A website's kept address (its identity, see accountLink). */
  url?: string | null;
  status: 'pending' | 'verified' | 'rejected';
  /** Verified by an administrator's decision. */
  moderatorVerified: boolean;
}

/** A checked proof that still holds: it passed and has not broken since. */
export interface ChainProof {
  id: number;
  accountId: number;
  kind: 'official_site' | 'cross_link';
  /** The page read: the official site's page, or the linking account's profile page. */
  pageUrl: string;
  sourceAccountId: number | null;
}

/** An account address a root's own page links to. */
export interface RootLink {
  rootId: number;
  platform: string;
  username: string;
}

/** An account as a chain names it. */
export interface ChainAccountName {
  platform: string;
  username: string;
}

/** Where a chain starts: a confirmed official site, or an account a moderator verified. */
export type ChainOrigin =
  { kind: 'site'; label: string } | ({ kind: 'moderator' } & ChainAccountName);

/** How an account is proven: from its origin, through proven accounts, to the page linking to it. */
export interface ProvenChain {
  origin: ChainOrigin;
  /** The proven accounts the chain passes through, the one linking to this account last. */
  through: ChainAccountName[];
  /** The account is a website inside the root: it is the official site itself. */
  isRoot: boolean;
  /** The proof that makes the last link; null when the root itself names or is the account. */
  proofId: number | null;
}

export type Contest =
  | { reason: 'displaced'; by: { platform: string; username: string } }
  | { reason: 'root_names_other'; root: string; handles: string[] }
  | { reason: 'claimed_elsewhere'; personId: number; personName: string };

/** The key two addresses of one account share: platform and handle, any case. */
export const handleKey = (platform: string, username: string) =>
  `${platform.toLowerCase()} ${username.replace(/^@+/, '').toLowerCase()}`;

const live = (account: ChainAccount) => account.status !== 'rejected';

/**
 * The proven accounts among a person's (deleted ones left out by the caller), each with its
 * shortest chain. Roots prove what their own page links to, the pages inside them that a
 * holding official-site proof read, and a website account inside them. A proven account, or
 * one a moderator verified, proves what its profile page links to (a holding cross link).
 * Nothing else is a link: votes, and a holder's own claim (backlink, bio token), never are.
 */
export function provenChains(input: {
  roots: readonly ChainRoot[];
  rootLinks: readonly RootLink[];
  accounts: readonly ChainAccount[];
  proofs: readonly ChainProof[];
}): Map<number, ProvenChain> {
  const proven = new Map<number, ProvenChain>();
  const byId = new Map(input.accounts.filter(live).map((account) => [account.id, account]));
  const byHandle = new Map(
    [...byId.values()].map((account) => [handleKey(account.platform, account.username), account]),
  );
  const prove = (accountId: number, chain: ProvenChain) => {
    if (byId.has(accountId) && !proven.has(accountId)) proven.set(accountId, chain);
  };
  for (const root of input.roots) {
    const origin: ChainOrigin = { kind: 'site', label: rootLabel(root) };
    const fromRoot = { origin, through: [], isRoot: false };
    for (const account of byId.values()) {
      if (
        account.platform === 'Website' &&
        isWithinRoot(accountLink({ ...account, platformName: account.platform }), root)
      ) {
        prove(account.id, { ...fromRoot, isRoot: true, proofId: null });
      }
    }
    for (const link of input.rootLinks.filter((each) => each.rootId === root.id)) {
      const account = byHandle.get(handleKey(link.platform, link.username));
      if (account) prove(account.id, { ...fromRoot, proofId: null });
    }
    for (const proof of input.proofs) {
      if (proof.kind === 'official_site' && isWithinRoot(proof.pageUrl, root)) {
        prove(proof.accountId, { ...fromRoot, proofId: proof.id });
      }
    }
  }
  // Breadth first along cross links, so each account keeps its shortest chain.
  const linkingFrom = (id: number): Omit<ProvenChain, 'proofId'> | null => {
    const account = byId.get(id);
    if (!account) return null;
    const name = { platform: account.platform, username: account.username };
    const chain = proven.get(id);
    // A website that is the root itself adds no step: the root links to what it links to.
    if (chain?.isRoot) return { origin: chain.origin, through: [], isRoot: false };
    if (chain) return { origin: chain.origin, through: [...chain.through, name], isRoot: false };
    return account.moderatorVerified
      ? { origin: { kind: 'moderator', ...name }, through: [], isRoot: false }
      : null;
  };
  let grew = true;
  while (grew) {
    grew = false;
    const reached = new Map<number, ProvenChain>();
    for (const proof of input.proofs) {
      if (proof.kind !== 'cross_link' || proof.sourceAccountId === null) continue;
      if (proven.has(proof.accountId) || reached.has(proof.accountId)) continue;
      const from = linkingFrom(proof.sourceAccountId);
      if (from) reached.set(proof.accountId, { ...from, proofId: proof.id });
    }
    for (const [accountId, chain] of reached) {
      if (byId.has(accountId) && !proven.has(accountId)) {
        proven.set(accountId, chain);
        grew = true;
      }
    }
  }
  return proven;
}

/**
 * The contest each vote-only account of a person stands under, if any (proven accounts and
 * those a moderator verified are never contested): another account of theirs proven on the
 * platform displaces it; a root whose page links to other handles on the platform names it
 * out; its handle proven to be, or named by a root of, someone else (`claimedElsewhere`,
 * by handle key) gives it away.
 */
export function contestsOf(input: {
  roots: readonly ChainRoot[];
  rootLinks: readonly RootLink[];
  accounts: readonly ChainAccount[];
  proven: ReadonlyMap<number, ProvenChain>;
  claimedElsewhere: ReadonlyMap<string, { personId: number; personName: string }>;
}): Map<number, Contest> {
  const contests = new Map<number, Contest>();
  const accounts = input.accounts.filter(live);
  for (const account of accounts) {
    if (input.proven.has(account.id) || account.moderatorVerified) continue;
    const key = handleKey(account.platform, account.username);
    const owner = input.claimedElsewhere.get(key);
    // A person has many websites, and a site links to many others: only an exact claim on
    // the address itself contests one.
    if (account.platform === 'Website') {
      if (owner) contests.set(account.id, { reason: 'claimed_elsewhere', ...owner });
      continue;
    }
    const displacing = accounts.find(
      (other) =>
        other.id !== account.id &&
        other.platform === account.platform &&
        input.proven.has(other.id) &&
        handleKey(other.platform, other.username) !== key,
    );
    if (displacing) {
      contests.set(account.id, {
        reason: 'displaced',
        by: { platform: displacing.platform, username: displacing.username },
      });
      continue;
    }
    const naming = input.roots
      .map((root) => ({
        root,
        handles: input.rootLinks
          .filter((link) => link.rootId === root.id && link.platform === account.platform)
          .map((link) => link.username),
      }))
      .find(
        ({ handles }) =>
          handles.length > 0 &&
          !handles.some((handle) => handleKey(account.platform, handle) === key),
      );
    if (naming) {
      contests.set(account.id, {
        reason: 'root_names_other',
        root: rootLabel(naming.root),
        handles: [...new Set(naming.handles)].sort(),
      });
      continue;
    }
    if (owner) contests.set(account.id, { reason: 'claimed_elsewhere', ...owner });
  }
  return contests;
}
