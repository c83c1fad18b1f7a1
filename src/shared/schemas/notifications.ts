import { z } from 'zod';
import {
  MARK_READ_MAX_IDS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationDelivery,
  type NotificationKind,
} from '../notification-kinds';
import { isoDate, pagingQuery } from './common';

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
