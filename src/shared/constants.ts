/** Business constants shared by the server and the web app (specification section 9). */
export const PEOPLE_PAGE_SIZE = 10;
export const PEOPLE_MAX_PAGE_SIZE = 50;
export const PAGINATION_NEIGHBOURS = 1;
export const SEARCH_DEBOUNCE_MS = 300;
export const VERIFICATION_THRESHOLD = 10;
export const REJECTION_THRESHOLD = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RECENT_RATING_DAYS = 30;
export const REVIEWS_PAGE_SIZE = 5;
export const PROFILE_PAGE_SIZE = 5;
export const COMMENTS_PAGE_SIZE = 10;
export const DIRECTORY_PAGE_SIZE = 100;
export const DIRECTORY_MAX_PAGE_SIZE = 500;
/**
 * A person page shows this many of the person's pending accounts (best rated, then oldest,
 * first); the rest come a page at a time (GET /api/people/{id}/pending-accounts), so that no
 * number of proposals makes the page heavy.
 */
export const PENDING_ACCOUNTS_PAGE_SIZE = 20;
export const PENDING_ACCOUNTS_MAX_PAGE_SIZE = 50;
export const SEARCH_MAX_LENGTH = 100;
export const PRODUCT_NAME = 'VerifiedVoices';
export const PRODUCT_TAGLINE =
  'VerifiedVoices: the community-verified directory of public figures and their real social media accounts';
export const PRODUCT_DESCRIPTION =
  'Find the real social media accounts of celebrities, influencers and officials. Every account is verified by community voting: 10 approvals make it verified.';
/** Said wherever imported data shows: Wikidata's data is CC0, which asks no attribution but deserves it. */
export const WIKIDATA_LICENCE_NOTE =
  "Licence: people, aliases, accounts and official sites imported from Wikidata (a person's wikidataId, an account's wikidata listing) come from Wikidata, available under CC0 1.0; the rest is the community's.";
/** The largest id a serial column holds. */
export const MAX_SERIAL_ID = 2_147_483_647;
/** Requests a client may make to the public read API. */
export const PUBLIC_API_MINUTE_LIMIT = 100;
export const PUBLIC_API_DAILY_LIMIT = 5000;
/**
 * Reads of the site's own pages (shared/site-visit.ts), counted per visit at a rate no person
 * reaches by hand (a suggestion at each pause in typing), and per address across visits, so
 * that fetching pages for fresh tokens buys little.
 */
export const SITE_VISIT_MINUTE_LIMIT = 300;
export const SITE_VISIT_ADDRESS_MINUTE_LIMIT = 600;
export const SITE_VISIT_ADDRESS_DAILY_LIMIT = 20_000;
/** An API key multiplies both public read limits by this. */
export const API_KEY_LIMIT_MULTIPLIER = 10;
/** Active API keys one user may hold. */
export const MAX_API_KEYS_PER_USER = 10;
/** The request header that carries an API key (HTTP header names are case-insensitive). */
export const API_KEY_HEADER = 'X-API-Key';

/** How long a shared cache may serve a public read before asking again. */
export const PUBLIC_READ_MAX_AGE_SECONDS = 30;

/*
 * Standing: whose vote counts (issue 18, decision 0031). A fresh address costs nothing, and
 * headcount can be bought with patience, so a vote counts only from an account older than
 * the attacker budget the design is held to (30 e-mail addresses, 20 networks, 60 days),
 * that has done ordinary work on more than one day and has a record others validated: a
 * ring of accounts made within the budget has no vote that counts, while an honest newcomer
 * proposes, rates, comments and has their votes recorded from the first day (Wikipedia's
 * extended-confirmed rights and MusicBrainz's auto-editors gate the same way, by age and
 * accepted work). The strongest badges need no votes: proofs rooted in what only the person
 * or a moderator controls.
 */
export const MEMBER_MIN_ACCOUNT_AGE_DAYS = 90;
export const MEMBER_MIN_CONTRIBUTIONS = 5;
export const MEMBER_MIN_CONTRIBUTION_DAYS = 2;
/**
 * A member whose recent judged votes mostly disagree with what the community decided votes
 * against the record, as a ring pushing fakes does; they drop back to new. Only the last
 * votes on decided accounts are judged, and only those cast before the account was halfway
 * to a threshold, so piling onto a near-decided account earns nothing.
 */
export const AGREEMENT_JUDGED_VOTES = 20;
/** Below this share of agreeing judged votes a member drops back to new. */
export const AGREEMENT_MIN_SHARE = 0.5;
/**
 * Agreement is judged only from this many judged votes on: one or two decisions that went
 * against a member (a ring's among them) never demote them.
 */
export const AGREEMENT_MIN_JUDGED_VOTES = 5;

/*
 * Detection (issue 18): signals that users may be one person or a coordinated ring. They
 * never delete a vote nor disable a user; they make the users count once per account and
 * ask an admin. The windows follow the systems that fought the same abuse: Discourse's
 * same-network sign-ups, Community Notes' 20-minute window for raters in lockstep.
 */
/** Users registered this close together from one network who vote alike are flagged. */
export const NETWORK_REGISTRATION_WINDOW_HOURS = 24;
/** Two votes alike this close in time are "in lockstep". */
export const LOCKSTEP_WINDOW_MINUTES = 20;
/** Lockstep votes on this many accounts, covering this share of either user's votes, flag a pair. */
export const LOCKSTEP_MIN_ACCOUNTS = 3;
export const LOCKSTEP_MIN_SHARE = 0.5;
/** This many votes of new users on one account within the window flag a burst. */
export const BURST_MIN_VOTES = 5;
export const BURST_WINDOW_MINUTES = 60;
/** Approving this many accounts of one submitter, each within the window of its submission. */
export const SUBMITTER_MIN_APPROVALS = 3;
export const SUBMITTER_WINDOW_MINUTES = 10;

/*
 * A validated record and independent groups (issue 34, decision 0022). Age and ordinary work
 * are a precondition; what makes a member is a record others validated, and what verifies is
 * approvals from voters who do not behave as one hand. The numbers are set by the attacker
 * table in tests/api/attacker-simulation.test.ts, which fails when any is loosened so that
 * one of its strategies succeeds.
 */
/**
 * Votes that agreed with a decision reached without the voter's group (a moderator's, or
 * counted votes of others), cast before that decision was halfway, and proposals others
 * verified: this many make a member, with the age and work above.
 */
export const MEMBER_MIN_VALIDATED = 3;
/**
 * Counted approvals (and rejections) decide only when they come from this many independent
 * groups. A ring earns its records in batches of at most 5 (later votes pile onto a decision
 * halfway made; unpaced ones raise a burst or lockstep flag, whose accounts judge nobody),
 * each batch one group: at 7, the mixed ring of 2 members and 18 puppets (6 groups) falls
 * short, and a ring must keep 7 clusters apart in everything they do, each with its own
 * confirmed record (tests/api/attacker-simulation.test.ts).
 */
export const MIN_INDEPENDENT_GROUPS = 7;
/**
 * An account a proven chain shows to be the person's (a root a moderator confirmed links to
 * it, directly or through their proven accounts) verifies with this many counted approvals,
 * from as many groups.
 */
export const ANCHORED_VERIFICATION_THRESHOLD = 3;
/**
 * Two voters whose whole histories share this many votes alike, covering this share of the
 * smaller history, behave as one: they fall in one group.
 */
export const CO_VOTING_MIN_SHARED = 3;
export const CO_VOTING_MIN_SHARE = 0.5;
/**
 * Pairs of voters are counted among the first this many voters of an account (decision
 * 0032): an account is decided long before (10 counted approvals), and a flood of voters on
 * one account must not cost each later vote thousands of rows.
 */
export const PAIRED_VOTERS_PER_ACCOUNT = 500;
/** Two voters voting alike within this time of each other on this many accounts: one group. */
export const FOLLOWING_WINDOW_MINUTES = 60;
export const FOLLOWING_MIN_ACCOUNTS = 2;
/**
 * Registered from one network (IPv4 /24, IPv6 /48) at any time, or from one wide network
 * (IPv4 /16, IPv6 /32) within this time: one group.
 */
export const WIDE_NETWORK_WINDOW_HOURS = 24;

/**
 * A verified account reads "reported" to the public only once an administrator investigates a
 * report of it, or, for an account verified by the community, members (not new) from this
 * many independent groups report it (the independence votes are grouped by).
 */
export const REPORTERS_TO_SHOW_REPORTED = 3;
/** After an administrator dismissed a user's report of an account, they wait this long to report it again. */
export const REPORT_AGAIN_AFTER_DISMISSAL_DAYS = 30;

/** Why a user cannot report an account again while their report on it is open. */
export const ALREADY_REPORTED_MESSAGE =
  'You have already reported this account. An administrator will review it.';

/**
 * The id of the script element in which the server embeds a rendered page's data, as JSON the
 * browser reads before hydrating (src/web/lib/page-data.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
