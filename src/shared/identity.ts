/*
 * Identity anchors (issue 33): what is known to be the person's own. A proof is anchored when
 * a page on an anchor links to the account; a backlink or a bio token only says that the
 * account's holder claims the person, which an impersonator can say too.
 */

/** A site's host as anchors and official-site proofs are matched on: lower case, without www. */
export const siteHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');
