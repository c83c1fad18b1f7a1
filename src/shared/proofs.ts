/*
 * Proofs (issue 19): what anyone can check about an account, beside what people vote. The
 * kinds and how their health moves with each check are pure rules, read by the server's
 * checks and by the pages that show them.
 */

import { HOUR_MS, DAY_MS } from './dates';

export const PROOF_KINDS = [
  'backlink',
  'bio_token',
  'official_site',
  'cross_link',
  'reference',
] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

/** The kinds the server checks by fetching a page; a reference is read by people. */
export const CHECKED_PROOF_KINDS = [
  'backlink',
  'bio_token',
  'official_site',
  'cross_link',
] as const;
export const isCheckedKind = (kind: ProofKind) =>
  (CHECKED_PROOF_KINDS as readonly string[]).includes(kind);

export const PROOF_STATES = [
  'pending',
  'passing',
  'failing',
  'unreachable',
  'broken',
  'stale',
  'contradicting',
  'not_checked',
] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/** What one check found. */
export type CheckOutcome = 'pass' | 'fail' | 'unreachable' | 'contradiction';

/** A passing proof is checked again about weekly; a failing or unreachable one daily. */
export const PROOF_RECHECK_DAYS = 7;
export const PROOF_RETRY_HOURS = 24;
/** This many failures, the first at least this long before the last, break a proof. */
export const PROOF_BROKEN_FAILURES = 3;
export const PROOF_BROKEN_AFTER_HOURS = 48;
/** A proof with no pass for this long is stale. */
export const PROOF_STALE_DAYS = 30;
/** An account holds at most this many proofs of one kind, and this many in all. */
export const PROOFS_PER_KIND = 3;
export const PROOFS_PER_ACCOUNT = 8;
/** A user attaches at most this many proofs a day (24 hours), whatever the accounts. */
export const PROOFS_PER_USER_PER_DAY = 20;

/** A member asks for a check now at most once per proof in this time. */
export const PROOF_CHECK_NOW_MINUTES = 10;

/** What a proof keeps about its health. */
export interface ProofHealth {
  state: ProofState;
  createdAt: Date;
  lastPassedAt: Date | null;
  failingSince: Date | null;
  failureCount: number;
}

/**
 * The health after a check at `now`. A pass heals; a fail counts, and breaks a proof that once
 * passed at the third failure over at least 48 hours; an unreachable page (timeout, 5xx, 429, DNS) never
 * counts as a failure, but a proof with no pass for 30 days is stale; a contradiction (the
 * page names another person) stays until the page says otherwise.
 */
export function healthAfterCheck(
  health: ProofHealth,
  outcome: CheckOutcome,
  now: Date,
): ProofHealth & { nextCheckAt: Date } {
  const later = (ms: number) => new Date(now.getTime() + ms);
  if (outcome === 'pass') {
    return {
      ...health,
      state: 'passing',
      lastPassedAt: now,
      failingSince: null,
      failureCount: 0,
      nextCheckAt: later(PROOF_RECHECK_DAYS * DAY_MS),
    };
  }
  if (outcome === 'contradiction') {
    return { ...health, state: 'contradicting', nextCheckAt: later(PROOF_RETRY_HOURS * HOUR_MS) };
  }
  if (outcome === 'fail') {
    const failingSince = health.failingSince ?? now;
    const failureCount = health.failureCount + 1;
    // Only a proof that once passed can go missing: one that never did proves nothing lost.
    const broken =
      health.lastPassedAt !== null &&
      failureCount >= PROOF_BROKEN_FAILURES &&
      now.getTime() - failingSince.getTime() >= PROOF_BROKEN_AFTER_HOURS * HOUR_MS;
    return {
      ...health,
      state: broken ? 'broken' : 'failing',
      failingSince,
      failureCount,
      nextCheckAt: later(PROOF_RETRY_HOURS * HOUR_MS),
    };
  }
  const lastPass = (health.lastPassedAt ?? health.createdAt).getTime();
  const stale = now.getTime() - lastPass >= PROOF_STALE_DAYS * DAY_MS;
  const state =
    stale && health.state !== 'broken' && health.state !== 'contradicting'
      ? 'stale'
      : health.state === 'pending'
        ? 'unreachable'
        : health.state;
  return { ...health, state, nextCheckAt: later(PROOF_RETRY_HOURS * HOUR_MS) };
}

/** The columns a check keeps of a page's health (a proof's, or an official site's own page). */
export const checkedHealth = (health: ProofHealth & { nextCheckAt: Date }, now: Date) => ({
  state: health.state,
  lastCheckedAt: now,
  lastPassedAt: health.lastPassedAt,
  failingSince: health.failingSince,
  failureCount: health.failureCount,
  nextCheckAt: health.nextCheckAt,
});

/**
 * A checked page still counts as a link of a proven chain once it passed, until it breaks,
 * goes stale or contradicts: a day unreachable, or a failure or two, does not undo a chain.
 */
export const holdsAsLink = (health: Pick<ProofHealth, 'state' | 'lastPassedAt'>) =>
  health.lastPassedAt !== null && ['passing', 'failing', 'unreachable'].includes(health.state);

/** A kind in words, as the person page and the admins' queue name it. */
export const PROOF_KIND_NAMES: Record<ProofKind, string> = {
  backlink: 'backlink',
  bio_token: 'bio token',
  official_site: 'official site link',
  cross_link: 'link from a verified account',
  reference: 'reference',
};
