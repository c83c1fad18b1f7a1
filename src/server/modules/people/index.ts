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
export { nameKeys, personNamed } from './aliases';
export { addAliasRecord, addPersonRecord } from './writes';
export { peopleRoutes } from './routes';
export { aliasRoutes } from './alias-routes';
export { aliasesChanged, personAdded } from './topics';
