/** Demo users can never sign in: this is not a hash any password produces. */
export const UNUSABLE_PASSWORD_HASH = '!demo-account-without-password';
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';

/**
 * The one demo user who signs in, as the README names them: a member with comments others
 * answered, an account proposal the community verified and a person watched. Their address
 * is on the reserved `.invalid` domain, which is never mailed.
 */
export const DEMO_MEMBER = {
  username: 'demo',
  email: `demo@${DEMO_EMAIL_DOMAIN}`,
  password: 'Demo-member-2025',
} as const;
