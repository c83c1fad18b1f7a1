import { z } from 'zod';
import { isoDate, pagingQuery } from './common';

/**
 * What the directory tells people, one kind per event and audience. The first five answer
 * someone who acted (the proposer of an account, the reporter of one, the author of a
 * comment); the watched ones go to the watchers of the account's person; the last two to
 * administrators.
 */
export const NOTIFICATION_KINDS = [
  'account_verified',
  'account_rejected',
  'report_dismissed',
  'report_account_removed',
  'comment_reply',
  'watched_account_verified',
  'watched_account_removed',
  'watched_account_amber',
  'new_report',
  'new_flag',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a kind of notification goes: nowhere, the inbox, the inbox and a mail at once, or the inbox and the daily digest. */
export const NOTIFICATION_DELIVERIES = ['off', 'inbox', 'email', 'digest'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

interface KindInfo {
  /** The setting's label on the profile. */
  label: string;
  /** Where it goes until the user chooses. */
  delivery: NotificationDelivery;
  /** Only administrators receive it (and see its setting). */
  adminOnly: boolean;
}

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, KindInfo> = {
  account_verified: {
    label: 'An account you proposed was verified',
    delivery: 'email',
    adminOnly: false,
  },
  account_rejected: {
    label: 'An account you proposed was rejected',
    delivery: 'email',
    adminOnly: false,
  },
  report_dismissed: {
    label: 'A report you made was dismissed',
    delivery: 'email',
    adminOnly: false,
  },
  report_account_removed: {
    label: 'An account you reported was removed',
    delivery: 'email',
    adminOnly: false,
  },
  comment_reply: { label: 'Someone replied to your comment', delivery: 'email', adminOnly: false },
  watched_account_verified: {
    label: 'A person you watch has a newly verified account',
    delivery: 'digest',
    adminOnly: false,
  },
  watched_account_removed: {
    label: 'An account of a person you watch was removed',
    delivery: 'digest',
    adminOnly: false,
  },
  watched_account_amber: {
    label: 'A proof of an account of a person you watch broke',
    delivery: 'digest',
    adminOnly: false,
  },
  new_report: { label: 'A new report of a fake account', delivery: 'email', adminOnly: true },
  new_flag: { label: 'A new trust flag', delivery: 'inbox', adminOnly: true },
};

/** The kinds a user can receive: the administrators' kinds only for administrators. */
export function notificationKindsFor(role: 'user' | 'admin'): NotificationKind[] {
  return NOTIFICATION_KINDS.filter(
    (kind) => role === 'admin' || !NOTIFICATION_KIND_INFO[kind].adminOnly,
  );
}

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
/** The most notifications one call marks read by id. */
export const MARK_READ_MAX_IDS = 100;
/** The most people one user watches. */
export const MAX_WATCHED_PEOPLE = 500;

const UNREAD_MESSAGE = 'unread must be true or false';

export const notificationsQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: UNREAD_MESSAGE })
    .optional()
    .transform((value) => value === 'true')
    .describe('true lists only the notifications not read yet'),
  ...pagingQuery(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
  text: z.string().describe('What happened, in a sentence'),
  link: z.string().describe('The path of the page it is about, on this site'),
  personId: z.number().int().optional(),
  accountId: z.number().int().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int().describe('How many notifications the query matches'),
  unread: z.number().int().describe('How many of your notifications are not read yet'),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

const READ_INPUT_MESSAGE = 'Send { ids: [...] } or { all: true }';

export const markReadInputSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(z.number({ error: 'ids must be notification ids' }).int().positive(), {
          error: 'ids must be a list of notification ids',
        })
        .min(1, { error: 'ids must name at least one notification' })
        .max(MARK_READ_MAX_IDS, {
          error: `At most ${MARK_READ_MAX_IDS} notifications at once`,
        }),
    }),
    z.strictObject({ all: z.literal(true, { error: READ_INPUT_MESSAGE }) }),
  ],
  { error: READ_INPUT_MESSAGE },
);
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

export const markReadResultSchema = z.object({
  message: z.string(),
  marked: z.number().int().describe('How many notifications this call marked read'),
  unread: z.number().int().describe('How many are still unread'),
});

export const watchResultSchema = z.object({
  message: z.string(),
  personId: z.number().int(),
  watching: z.boolean(),
});

export const watchedPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.string(),
  profileImageUrl: z.string().nullable(),
  watchedAt: isoDate,
});
export type WatchedPerson = z.infer<typeof watchedPersonSchema>;

export const watchingSchema = z.object({ people: z.array(watchedPersonSchema) });

const deliverySchema = z.enum(NOTIFICATION_DELIVERIES, {
  error: `Each setting must be one of ${NOTIFICATION_DELIVERIES.join(', ')}`,
});

export const notificationSettingsSchema = z
  .partialRecord(z.enum(NOTIFICATION_KINDS), deliverySchema)
  .describe('Where each kind of notification goes: off, inbox, email (at once) or digest (daily)');
export type NotificationSettings = Partial<Record<NotificationKind, NotificationDelivery>>;

export const notificationSettingsInputSchema = z
  .record(z.string(), deliverySchema)
  .superRefine((value, context) => {
    for (const key of Object.keys(value)) {
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(key))
        context.addIssue({
          code: 'custom',
          message: `Unknown notification kind: ${key}`,
          path: [key],
        });
    }
  })
  .describe('The kinds to change, each with where it now goes');

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete' })
    .min(1, { error: 'The unsubscribe link is incomplete' })
    .max(400, { error: 'This unsubscribe link is not valid' }),
});

export const unsubscribeInfoSchema = z.object({
  kinds: z.array(z.enum(NOTIFICATION_KINDS)).describe('The kinds the link stops mailing'),
  labels: z.array(z.string()),
});

export const unsubscribeResultSchema = unsubscribeInfoSchema.extend({ message: z.string() });
