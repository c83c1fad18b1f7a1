/**
 * The site's own pages send the visit token the server wrote into them (a meta tag of this
 * name) in this header; their reads then count per visit, apart from the public API's quota
 * per client (decision 36). Apart from constants.ts, so the web app's API client takes only
 * these two names.
 */
export const SITE_VISIT_HEADER = 'X-Site-Visit';
export const SITE_VISIT_META = 'site-visit';
