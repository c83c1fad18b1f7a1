/**
 * How much data a benchmark of N people holds, and how accounts are laid out. Every row
 * is a pure function of its number, so the loader writes it with one INSERT … SELECT and
 * the checks can recompute any row.
 */

/** Accounts of one person: account a belongs to person ⌈a / 3⌉. */
export const ACCOUNTS_PER_PERSON = 3;
/** Accounts cycle through 20 states: 14 verified, 5 pending, 1 rejected (70 / 25 / 5 %). */
export const STATE_CYCLE = 20;
export const VERIFIED_PER_CYCLE = 14;
export const PENDING_PER_CYCLE = 5;
/**
 * Voter j of account a is user (a × VOTER_STRIDE + j × spacing(a)) mod U + 1, the submitter
 * j = SUBMITTER_OFFSET. The spacing, 1 to (U − 1) / SUBMITTER_OFFSET, keeps an account's
 * voters and submitter apart and varies with the account, so two users rarely meet on more
 * than one account, as in a real crowd: a fixed spacing would make the same neighbours vote
 * together on every account of a start, a ring the trust rules would rightly group.
 */
export const VOTER_STRIDE = 7919;
export const VOTER_SPACING_STRIDE = 104_729;
export const SUBMITTER_OFFSET = 20;
/**
 * Popular accounts: pending accounts of people who have a verified account on the same
 * platform (so approvals leave them held for a moderator, as a famous person's new account
 * is), each with this many voters among the loaded users, whose histories are long.
 */
export const POPULAR_ACCOUNTS = 20;
export const POPULAR_VOTERS = 500;
/** The fewest users: every account needs up to 14 distinct voters and a submitter apart from them. */
export const MIN_USERS = 100;

export interface BenchScale {
  people: number;
  accounts: number;
  users: number;
  ratings: number;
  reviews: number;
  /** Verified accounts (the only ones rated). */
  verifiedAccounts: number;
}

export function benchScale(people: number): BenchScale {
  const accounts = people * ACCOUNTS_PER_PERSON;
  const verifiedAccounts =
    Math.floor(accounts / STATE_CYCLE) * VERIFIED_PER_CYCLE +
    Math.min(accounts % STATE_CYCLE, VERIFIED_PER_CYCLE);
  return {
    people,
    accounts,
    users: Math.max(MIN_USERS, Math.round(people / 20)),
    ratings: people * 5,
    reviews: Math.floor(people / 2),
    verifiedAccounts,
  };
}

export type AccountState = 'verified' | 'pending' | 'rejected';

export function accountState(accountId: number): AccountState {
  const position = (accountId - 1) % STATE_CYCLE;
  if (position < VERIFIED_PER_CYCLE) return 'verified';
  if (position < VERIFIED_PER_CYCLE + PENDING_PER_CYCLE) return 'pending';
  return 'rejected';
}

/**
 * The votes an account holds, agreeing with its state under the app's rule (verified at
 * 10 approvals, rejected at 10 rejections): verified 10 approvals and sometimes one
 * rejection, pending 0–6 approvals and 0–3 rejections, rejected 10 rejections and 0–4
 * approvals. The loader's SQL (votesSql in seed-data.ts) is the same formula.
 */
export function accountVotes(accountId: number): { approvals: number; rejections: number } {
  switch (accountState(accountId)) {
    case 'verified':
      return { approvals: 10, rejections: accountId % 3 === 0 ? 1 : 0 };
    case 'pending':
      return { approvals: accountId % 7, rejections: accountId % 4 };
    case 'rejected':
      return { approvals: accountId % 5, rejections: 10 };
  }
}

/** The id of the k-th verified account (k from 0). */
export function verifiedAccountId(k: number): number {
  return Math.floor(k / VERIFIED_PER_CYCLE) * STATE_CYCLE + (k % VERIFIED_PER_CYCLE) + 1;
}

/** Total vote rows for `accounts` accounts (the 5 M votes cannot give 70 % of 3 M accounts 10 approvals each). */
export function totalVotes(accounts: number): number {
  let total = 0;
  for (let id = 1; id <= accounts; id += 1) {
    const { approvals, rejections } = accountVotes(id);
    total += approvals + rejections;
  }
  return total;
}
