/** Demo users can never sign in: this is not a hash any password produces. */
export const UNUSABLE_PASSWORD_HASH = '!demo-account-without-password';
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';
