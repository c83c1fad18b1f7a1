export { deletePerson, listAdminPeople } from './admin-service';
export { featuredPeopleRoutes } from './featured-routes';
export { cleanPersonAccounts, mergePeople } from './merge-service';
export { MERGED_REDIRECT_CACHE_CONTROL } from './merges';
export {
  fillNameSkeletons,
  insertPeople,
  type NewPerson,
  personNameColumns,
  personNameKey,
} from './records';
export { nameKeys, type NamedPerson, type NameToCheck, peopleNamed, personNamed } from './aliases';
export { addAliasRecords, addPersonRecords, type NewAlias } from './writes';
export { peopleRoutes } from './routes';
export { aliasRoutes } from './alias-routes';
export { aliasesChanged, personAdded } from './topics';
export { keepAllDueCards, keepChangedCards, rebuildCards } from './cards/keep';
export { cardJobs } from './cards/jobs';
export { keptCards } from './cards/read';
export { makeCards } from './person-card';
export { attachNameIndex, FOLLOW_INTERVAL_MS, NameIndexFollower } from './name-index/follow';
export { LiveNameIndex } from './name-index/live-index';
export { personNameSkeleton } from './name-skeleton';
export { peopleExamples } from './openapi-examples';
