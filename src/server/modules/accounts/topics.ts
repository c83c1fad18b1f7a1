import { listTopics, personTopic, userTopic, type ReadTopic } from '../../model/topics';

/** A proposed account shows on its person's page, in the people lists (pending) and its proposer's profile. */
export const accountProposed = (personId: number, proposerId: number): ReadTopic[] => [
  personTopic(personId),
  userTopic(proposerId),
  listTopics.people,
];
