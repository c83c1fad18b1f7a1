import { RETURN_TO_PARAM } from '@shared/return-path';
import { personPath } from '@shared/slug';

/** Every address of the web app in one place; pages link through these, never through literals. */
export const paths = {
  home: '/',
  person: (person: { id: number; firstName?: string | null; lastName?: string | null }) =>
    personPath(person),
  personPattern: '/people/:ref',
  auth: '/auth',
  login: '/auth?tab=login',
  register: '/auth?tab=register',
  /** Sign in, then come back to `returnTo` (a path of this site). */
  signInReturningTo: (returnTo: string) =>
    `/auth?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`,
  authTest: '/auth-test-simple',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
  resetPasswordPattern: '/auth/reset-password/:token?',
  community: '/community',
  communityAbout: (person: { id: number; fullName: string }) =>
    `/community?${new URLSearchParams({
      directFilter: 'true',
      personId: String(person.id),
      name: person.fullName,
    }).toString()}`,
  add: '/add',
  apiDocs: '/api-docs',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  profile: '/profile',
  changePassword: '/change-password',
  admin: '/admin',
  user: (username: string) => `/users/${encodeURIComponent(username)}`,
  userPattern: '/users/:username',
} as const;
