import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** The one password policy, for sign-up, reset and change: each rule with its message and its line in the summary. */
export const PASSWORD_RULES = [
  {
    test: (password: string) => [...password].length >= PASSWORD_MIN_LENGTH,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    requirement: `Is at least ${PASSWORD_MIN_LENGTH} characters long`,
  },
  {
    test: (password: string) => /\p{Lu}/u.test(password),
    message: 'Password must contain at least one uppercase letter',
    requirement: 'Contains at least one uppercase letter',
  },
  {
    test: (password: string) => /\p{Ll}/u.test(password),
    message: 'Password must contain at least one lowercase letter',
    requirement: 'Contains at least one lowercase letter',
  },
  {
    test: (password: string) => /\p{Nd}/u.test(password),
    message: 'Password must contain at least one number',
    requirement: 'Contains at least one number',
  },
  {
    test: (password: string) => /[^\p{L}\p{Nd}\s]/u.test(password),
    message: 'Password must contain at least one special character',
    requirement: 'Contains at least one special character',
  },
] as const;

export const PASSWORD_POLICY_MESSAGE =
  'Password does not meet the requirements. Please ensure your password:';

/** The summary shown when a password breaks the policy: the heading and one line per rule. */
export function passwordPolicySummary(): string {
  return [PASSWORD_POLICY_MESSAGE, ...PASSWORD_RULES.map((rule) => `- ${rule.requirement}`)].join(
    '\n',
  );
}

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .max(256, { error: 'Password cannot exceed 256 characters' })
  .superRefine((password, context) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) context.addIssue({ code: 'custom', message: rule.message });
    }
  });

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN_LENGTH, {
    error: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  })
  .max(USERNAME_MAX_LENGTH, { error: `Username cannot exceed ${USERNAME_MAX_LENGTH} characters` })
  .regex(/^[A-Za-z0-9_.-]+$/, {
    error: 'Username may contain only letters, numbers, dots, hyphens and underscores',
  });

export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().optional() })
  .refine((form) => form.confirmPassword === undefined || form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(256),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine(
    (form) => form.confirmPassword === undefined || form.newPassword === form.confirmPassword,
    {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    },
  )
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: 'New password must be different from current password',
    path: ['newPassword'],
  });

export const tokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'The link is invalid' }),
});

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Whether the app's mail is kept rather than sent (no SMTP server is set up), and where it
 * can be read on this machine while it is (outside production only).
 */
export const mailDeliverySchema = z.object({
  mailKept: z.boolean(),
  mailboxUrl: z.string().nullable(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** The answer to a request that mails a link: what happened, and whether the mail went out. */
export const mailedResponseSchema = mailDeliverySchema.extend({ message: z.string() });
export type MailedResponse = z.infer<typeof mailedResponseSchema>;

export const loginResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  isVerified: z.boolean(),
  token: z.string(),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  hasAuthHeader: z.boolean(),
  /** A reference to the caller's session, not its database id. */
  sessionId: z.string().nullable(),
  sessionExists: z.boolean(),
  hasUser: z.boolean(),
  hasTokenAuth: z.boolean(),
  tokenUsername: z.string().nullable(),
  timestamp: z.string(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** No line breaks or control characters: these fields end up in mail headers. */
// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;

export const contactSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters.' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters.' })
    .max(100, { error: 'Name cannot exceed 100 characters.' })
    .regex(SINGLE_LINE, { error: 'Name must be a single line of text' }),
  email: z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .max(254, { error: 'Please enter a valid email address.' })
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  subject: z
    .string({ error: 'Subject must be at least 3 characters.' })
    .trim()
    .min(3, { error: 'Subject must be at least 3 characters.' })
    .max(200, { error: 'Subject cannot exceed 200 characters.' })
    .regex(SINGLE_LINE, { error: 'Subject must be a single line of text' }),
  message: z
    .string({ error: 'Message must be at least 10 characters.' })
    .trim()
    .min(10, { error: 'Message must be at least 10 characters.' })
    .max(5000, { error: 'Message cannot exceed 5000 characters.' }),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const resetValiditySchema = z.object({ valid: z.literal(true) });
