/**
 * The tables, one file per module that writes them (tables/), as drizzle-kit reads them and as
 * the server imports them. They sit beneath the modules because a row of one module refers to
 * rows of others (an account to its person, a vote to its voter), and modules never import
 * each other in a loop (docs/decisions/0040-the-data-model-beneath-the-modules.md).
 */
export * from './tables/accounts';
export * from './tables/anchors';
export * from './tables/api-keys';
export * from './tables/audit';
export * from './tables/cards';
export * from './tables/catalog';
export * from './tables/changes';
export * from './tables/comments';
export * from './tables/contact';
export * from './tables/evidence';
export * from './tables/mail';
export * from './tables/notifications';
export * from './tables/people';
export * from './tables/proofs';
export * from './tables/ratings';
export * from './tables/reports';
export * from './tables/reviews';
export * from './tables/search';
export * from './tables/sessions';
export * from './tables/settings';
export * from './tables/trust';
export * from './tables/uploads';
export * from './tables/users';
export * from './tables/votes';
export * from './tables/wikidata';
export * from './tables/write-caps';
