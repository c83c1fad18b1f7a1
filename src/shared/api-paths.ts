import { personRefKey } from './slug';

// The API addresses of the data that decides a person or profile page's status and head. The
// server reads the page's data at the address the web app asks (src/server/pages), so that the
// rendering of the page is handed that response instead of reading it again.

/** A person with every visible account. */
export const personApiPath = (ref: string) =>
  `/api/people/${encodeURIComponent(personRefKey(ref))}`;

/** A user's public profile and activity counts. */
export const profileApiPath = (username: string) =>
  `/api/users/${encodeURIComponent(username)}/profile`;
