import { listTopics, personTopic, userTopic, type ReadTopic } from '../../model/topics';

/** A new person joins the people lists, the change feed and their adder's counts. */
export const personAdded = (adderId: number): ReadTopic[] => [
  listTopics.people,
  listTopics.changes,
  userTopic(adderId),
];

/** A person's aliases show on their page and in the lists, and change what searches find. */
export const aliasesChanged = (personId: number): ReadTopic[] => [
  personTopic(personId),
  listTopics.people,
];
