import {
  AGREEMENT_MIN_JUDGED_VOTES,
  AGREEMENT_MIN_SHARE,
  MEMBER_MIN_ACCOUNT_AGE_DAYS,
  MEMBER_MIN_CONTRIBUTION_DAYS,
  MEMBER_MIN_CONTRIBUTIONS,
  MEMBER_MIN_VALIDATED,
} from './constants';
import { countOf, listInWords } from './plural';
import type { Requirement, UserStanding } from './schemas/standing';
import { DAY_MS } from './dates';

/** What the standing rules read about a user; the server counts them from the rows. */
export interface StandingFacts {
  isAdmin: boolean;
  /** An admin granted `trusted` and has not returned the user to the automatic rules. */
  isTrustedByAdmin: boolean;
  emailVerified: boolean;
  createdAt: Date;
  /** Votes, ratings, reviews, accepted proposals and comments that no admin removed. */
  contributions: number;
  /** The different days (UTC) those were made on. */
  contributionDays: number;
  /** The user's last judged votes (see AGREEMENT_JUDGED_VOTES) and how many of them agreed. */
  judgedVotes: number;
  agreeingVotes: number;
  /**
   * What others validated: all the user's judged votes that agreed with a decision reached
   * without them, and their proposals others verified (see MEMBER_MIN_VALIDATED).
   */
  validatedRecord: number;
}

/** Whole days since the account was made. */
export function accountAgeDays(createdAt: Date, now: Date) {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

/**
 * The least number of agreeing votes among `judgedVotes` that keeps a member: none below
 * AGREEMENT_MIN_JUDGED_VOTES, too few to judge anyone by.
 */
export function agreeingVotesNeeded(judgedVotes: number) {
  return judgedVotes < AGREEMENT_MIN_JUDGED_VOTES
    ? 0
    : Math.ceil(judgedVotes * AGREEMENT_MIN_SHARE);
}

function requirement(name: Requirement['name'], current: number, target: number): Requirement {
  return { name, current, target, met: current >= target };
}

/** Each automatic rule with the user's progress on it, in the order people read them. */
export function standingRequirements(facts: StandingFacts, now: Date): Requirement[] {
  return [
    requirement('email_verified', facts.emailVerified ? 1 : 0, 1),
    requirement(
      'account_age_days',
      accountAgeDays(facts.createdAt, now),
      MEMBER_MIN_ACCOUNT_AGE_DAYS,
    ),
    requirement('contributions', facts.contributions, MEMBER_MIN_CONTRIBUTIONS),
    requirement('contribution_days', facts.contributionDays, MEMBER_MIN_CONTRIBUTION_DAYS),
    requirement('validated_record', facts.validatedRecord, MEMBER_MIN_VALIDATED),
    requirement('vote_agreement', facts.agreeingVotes, agreeingVotesNeeded(facts.judgedVotes)),
  ];
}

/**
 * A user's standing: trusted when an admin says so (admins are trusted), else member when
 * every automatic rule holds, else new. New users' votes are recorded but do not count.
 */
export function standingOf(facts: StandingFacts, now: Date): UserStanding {
  const requirements = standingRequirements(facts, now);
  const standing =
    facts.isAdmin || facts.isTrustedByAdmin
      ? 'trusted'
      : requirements.every((rule) => rule.met)
        ? 'member'
        : 'new';
  return { standing, votesCount: standing !== 'new', requirements };
}

/** A requirement in words: "account age 3 of 7 days", "contributions 2 of 5". */
export function describeRequirement({ name, current, target }: Requirement): string {
  switch (name) {
    case 'email_verified':
      return current >= target ? 'e-mail address confirmed' : 'e-mail address not confirmed yet';
    case 'account_age_days':
      return `account age ${current} of ${countOf(target, 'day')}`;
    case 'contributions':
      return `contributions ${current} of ${target}`;
    case 'contribution_days':
      return `days with contributions ${current} of ${target}`;
    case 'validated_record':
      return `votes and proposals others' decisions confirmed ${current} of ${target}`;
    case 'vote_agreement':
      // No judged vote means nothing to agree with: "0 (at least 0 needed)" reads like a fault.
      return target === 0
        ? `fewer than ${AGREEMENT_MIN_JUDGED_VOTES} of your votes have been judged against a community decision yet`
        : `votes agreeing with the community's decision ${current} (at least ${target} needed)`;
  }
}

const STANDING_NAMES: Record<UserStanding['standing'], string> = {
  new: 'new member',
  member: 'member',
  trusted: 'trusted',
};

/**
 * What counts as a contribution (trust/standing.ts reads them): said wherever the count is,
 * since adding a person or an alias, or a proposal not verified yet, does not raise it.
 */
const WHAT_COUNTS = 'votes, ratings, reviews, comments and verified proposals count';

/** What a user still has to do for their votes to count, in words, one clause per rule. */
function missingSteps(requirements: Requirement[]): string[] {
  const byName = new Map(requirements.map((rule) => [rule.name, rule]));
  const unmet = (name: Requirement['name']) => {
    const rule = byName.get(name);
    return rule && !rule.met ? rule : undefined;
  };
  const steps: string[] = [];
  if (unmet('email_verified')) steps.push('you have confirmed your e-mail address');
  const age = unmet('account_age_days');
  if (age) steps.push(`your account is ${countOf(age.target, 'day')} old (${age.current} so far)`);
  const contributions = byName.get('contributions');
  const days = byName.get('contribution_days');
  if (contributions && days && (!contributions.met || !days.met)) {
    steps.push(
      `you have made ${contributions.target} contributions on ${countOf(days.target, 'day')} ` +
        `(${contributions.current} so far, on ${countOf(days.current, 'day')}; ${WHAT_COUNTS})`,
    );
  }
  const validated = unmet('validated_record');
  if (validated) {
    steps.push(
      `${validated.target} of your votes or proposals are confirmed by decisions others made ` +
        `(${validated.current} so far: vote on pending accounts, propose real ones)`,
    );
  }
  const agreement = unmet('vote_agreement');
  if (agreement) {
    steps.push(
      `at least half of your recent votes on decided accounts agree with the outcome ` +
        `(${agreement.current} do, ${agreement.target} needed)`,
    );
  }
  return steps;
}

/**
 * The standing in a sentence for its user: "Standing: new member. Your votes are recorded;
 * they count once your account is 7 days old (3 so far) and …".
 */
export function describeStanding({ standing, requirements }: UserStanding): string {
  const name = `Standing: ${STANDING_NAMES[standing]}.`;
  if (standing === 'trusted') return `${name} Your votes count; an administrator vouches for you.`;
  if (standing === 'member') return `${name} Your votes count toward every decision.`;
  const steps = missingSteps(requirements);
  return `${name} Your votes are recorded; they count once ${listInWords(steps)}.`;
}

/**
 * What a user whose votes do not count yet is told next to their vote: "Your vote is recorded.
 * It counts once you have had your account for 90 days and made 5 contributions (2 so far)."
 * Null when the user's votes count. The profile's standing card gives every rule in detail;
 * this names what is left in one sentence.
 */
export function describeUncountedVote({ votesCount, requirements }: UserStanding): string | null {
  if (votesCount) return null;
  const unmet = new Map(
    requirements.filter((rule) => !rule.met).map((rule) => [rule.name, rule] as const),
  );
  const clauses: string[] = [];
  if (unmet.has('email_verified')) clauses.push('confirmed your e-mail address');
  const age = unmet.get('account_age_days');
  if (age) clauses.push(`had your account for ${countOf(age.target, 'day')}`);
  const contributions = unmet.get('contributions');
  const days = unmet.get('contribution_days');
  if (contributions) {
    clauses.push(
      `made ${contributions.target} contributions (${contributions.current} so far; ${WHAT_COUNTS})`,
    );
  } else if (days) {
    clauses.push(`made contributions on ${countOf(days.target, 'day')} (${days.current} so far)`);
  }
  const validated = unmet.get('validated_record');
  if (validated) {
    clauses.push(
      `had ${validated.target} votes or proposals confirmed by decisions others made ` +
        `(${validated.current} so far)`,
    );
  }
  const agreement = unmet.get('vote_agreement');
  if (agreement) {
    clauses.push(
      'had at least half of your recent votes on decided accounts agree with the outcome ' +
        `(${agreement.current} do, ${agreement.target} needed)`,
    );
  }
  return `Your vote is recorded. It counts once you have ${listInWords(clauses)}.`;
}
