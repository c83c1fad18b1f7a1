import { RETURN_TO_PARAM } from '@shared/return-path';
import { personPath } from '@shared/slug';
import { communityAboutPath, type StaticPagePath } from '@shared/page-addresses';

/**
 * Every address of the web app in one place; pages link through these, never through
 * literals. A page that exists whatever the data is also in STATIC_PAGE_PATHS, so that the
 * server answers it 200 rather than 404 (`satisfies StaticPagePath` checks it).
 */
export const paths = {
  home: '/' satisfies StaticPagePath,
  person: (person: { id: number; firstName?: string | null; lastName?: string | null }) =>
    personPath(person),
  /** A person page by the slug the server answers (e.g. in the trust queue). */
  personBySlug: (slug: string) => `/people/${encodeURIComponent(slug)}`,
  personPattern: '/people/:ref',
  auth: '/auth' satisfies StaticPagePath,
  login: '/auth?tab=login',
  register: '/auth?tab=register',
  /** Sign in, then come back to `returnTo` (a path of this site). */
  signInReturningTo: (returnTo: string) =>
    `/auth?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`,
  authTest: '/auth-test-simple' satisfies StaticPagePath,
  forgotPassword: '/forgot-password' satisfies StaticPagePath,
  resetPassword: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
  resetPasswordPattern: '/auth/reset-password/:token?',
  community: '/community' satisfies StaticPagePath,
  /** Is this account real? (`?url=` and `platform=` ask at once) */
  check: '/check' satisfies StaticPagePath,
  communityAbout: communityAboutPath,
  add: '/add' satisfies StaticPagePath,
  apiDocs: '/api-docs' satisfies StaticPagePath,
  privacy: '/privacy' satisfies StaticPagePath,
  terms: '/terms' satisfies StaticPagePath,
  contact: '/contact' satisfies StaticPagePath,
  profile: '/profile' satisfies StaticPagePath,
  changePassword: '/change-password' satisfies StaticPagePath,
  admin: '/admin' satisfies StaticPagePath,
  notifications: '/notifications' satisfies StaticPagePath,
  /** Stops the mails of the kinds the token names, without signing in (mails link here). */
  unsubscribe: '/unsubscribe' satisfies StaticPagePath,
  user: (username: string) => `/users/${encodeURIComponent(username)}`,
  userPattern: '/users/:username',
} as const;
