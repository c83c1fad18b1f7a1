import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants';
import { isoDate } from './common';

/** The System Settings tab of the admin dashboard: data management and outgoing e-mail. */

// Merging people and cleaning duplicate accounts

export const MERGE_KEEP_REQUIRED = 'Please select which person to keep';
export const MERGE_INVALID_IDS = 'Invalid person IDs. Please try again with different people.';
export const MERGE_SAME_PERSON = 'Cannot merge a person with themselves.';
export const PERSON_ID_REQUIRED = 'Person ID is required';

/** A person id sent as a number or as a string of digits (the merge dialog sends strings). */
function personIdInput(missing: string, invalid: string) {
  return z.unknown().transform((value, context) => {
    if (value === undefined || value === null || value === '') {
      context.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const id =
      typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value.trim()) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_SERIAL_ID) {
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return id;
  });
}

export const mergePeopleInputSchema = z
  .object({
    keepPersonId: personIdInput(MERGE_KEEP_REQUIRED, MERGE_INVALID_IDS),
    removePersonId: personIdInput(MERGE_INVALID_IDS, MERGE_INVALID_IDS),
    cleanDuplicateSocialAccounts: z
      .boolean({ error: 'cleanDuplicateSocialAccounts must be true or false' })
      .default(true),
  })
  .superRefine((input, context) => {
    if (input.keepPersonId === input.removePersonId) {
      context.addIssue({ code: 'custom', message: MERGE_SAME_PERSON, path: ['removePersonId'] });
    }
  });
export type MergePeopleInput = z.infer<typeof mergePeopleInputSchema>;

export const mergePeopleResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  accountsMoved: z.number().int(),
  duplicatesRemoved: z.number().int(),
  commentsMoved: z.number().int(),
});
export type MergePeopleResult = z.infer<typeof mergePeopleResultSchema>;

export const cleanAccountsInputSchema = z.object({
  personId: personIdInput(PERSON_ID_REQUIRED, 'Person ID must be a positive whole number'),
});

export const cleanAccountsResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  duplicatesRemoved: z.number().int(),
  reportsUpdated: z.number().int(),
});
export type CleanAccountsResult = z.infer<typeof cleanAccountsResultSchema>;

export const databaseInfoSchema = z.object({
  engine: z.enum(['pglite', 'postgresql']),
  sizeBytes: z.number(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  replicas: z
    .array(
      z.object({
        number: z.number().int().describe("The replica's place in DATABASE_READ_URL, from 1"),
        usable: z.boolean(),
        reason: z.enum(['unreachable', 'lagging', 'not yet checked']).nullable(),
        lagMs: z
          .number()
          .nullable()
          .describe('How far behind the primary at the last check; null when unknown'),
      }),
    )
    .describe('Read replicas (DATABASE_READ_URL) as this instance last checked them'),
  uploadStorage: z
    .enum(['folder', 'bucket'])
    .describe('Where uploaded pictures are kept: DATA_DIR/uploads or an S3 bucket'),
});
export type DatabaseInfo = z.infer<typeof databaseInfoSchema>;

// Outgoing e-mail

export const SMTP_PASSWORD_MIN_LENGTH = 6;
export const SMTP_DEFAULT_PORT = 587;
/** The ports the settings form knows: 587 (STARTTLS), 465 (SSL/TLS), 25 (legacy). */
export const SMTP_KNOWN_PORTS = [587, 465, 25] as const;
export const SMTP_PASSWORD_MESSAGE = `Password must be at least ${SMTP_PASSWORD_MIN_LENGTH} characters`;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The e-mail settings form. The password may be left out when one is already stored (it is
 * never sent back to the browser); the server then keeps the stored one.
 */
export const emailSettingsInputSchema = z.object({
  smtp_user: z
    .string({ error: 'Must be a valid email address' })
    .trim()
    .max(254, { error: 'Must be a valid email address' })
    .pipe(z.email({ error: 'Must be a valid email address' })),
  smtp_pass: z.preprocess(
    blankToUndefined,
    z
      .string({ error: SMTP_PASSWORD_MESSAGE })
      .min(SMTP_PASSWORD_MIN_LENGTH, { error: SMTP_PASSWORD_MESSAGE })
      .max(256, { error: 'Password cannot exceed 256 characters' })
      .optional(),
  ),
  smtp_host: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'SMTP host is required' })
      .trim()
      .max(253, { error: 'SMTP host cannot exceed 253 characters' })
      .regex(/^[^\s/@]+$/, { error: 'SMTP host must be a host name or an address' }),
  ),
  smtp_port: z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' && /^\s*\d+\s*$/.test(present) ? Number(present) : present;
    },
    z
      .number({ error: 'SMTP port is required' })
      .int({ error: 'SMTP port must be a whole number from 1 to 65535' })
      .min(1, { error: 'SMTP port must be a whole number from 1 to 65535' })
      .max(65535, { error: 'SMTP port must be a whole number from 1 to 65535' }),
  ),
  smtp_secure: z.boolean({ error: 'smtp_secure must be true or false' }).default(false),
});
export type EmailSettingsInput = z.infer<typeof emailSettingsInputSchema>;

/** The stored settings as the dashboard sees them: everything but the password. */
export const emailSettingsSchema = z.object({
  smtp_user: z.string(),
  smtp_host: z.string(),
  smtp_port: z.number().int(),
  smtp_secure: z.boolean(),
  hasPassword: z.boolean(),
  smtpUrlOverride: z
    .boolean()
    .describe('True when the SMTP_URL environment setting is used instead of these settings'),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const emailSettingsUpdatedSchema = z.object({
  message: z.string(),
  settings: emailSettingsSchema,
});

export const testEmailInputSchema = z.object({
  to: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Please enter an email address' })
      .trim()
      .max(254, { error: 'Please enter a valid email address' })
      .pipe(z.email({ error: 'Please enter a valid email address' })),
  ),
});

/** What the test-mail form says when there is no SMTP server to send through. */
export const TEST_EMAIL_KEPT_MESSAGE =
  'No SMTP server is configured: the mail is kept in the outbox until one is';

export const testEmailResultSchema = z.object({
  messageId: z.string().nullable(),
  emailProvider: z.string().describe('SMTP_URL, settings (the saved SMTP settings) or outbox'),
  transportInfo: z.string(),
  messageUrl: z.string().nullable().describe('A preview address; none for real SMTP servers'),
  success: z.boolean(),
  delivery: z
    .enum(['sent', 'outbox'])
    .describe(
      'sent: the SMTP server took the mail; outbox: no SMTP server is configured, so the mail is kept in the outbox until one is',
    ),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

export const EMAIL_DEBUG_LIMIT = 50;
/** Attempts at sending one mail before it is given up as failed. */
export const MAIL_MAX_ATTEMPTS = 8;

export const emailDebugSchema = z.object({
  emailProvider: z.string(),
  transportInfo: z.string(),
  mailboxUrl: z
    .string()
    .nullable()
    .describe(
      'Where kept mail can be read on the machine the app runs on (the development mailbox): only outside production, while no SMTP server is configured',
    ),
  emails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      status: z.enum(['outbox', 'sent', 'failed']),
      messageId: z.string().nullable(),
      error: z.string().nullable().describe('Why the last attempt failed'),
      attempts: z.number().int().describe('Attempts at sending it so far'),
      nextAttemptAt: isoDate
        .nullable()
        .describe(
          'When a mail in the outbox is due; mail kept while no SMTP server is configured stays due and goes once one is',
        ),
      createdAt: isoDate,
      sentAt: isoDate.nullable(),
    }),
  ),
});
export type EmailDebug = z.infer<typeof emailDebugSchema>;
