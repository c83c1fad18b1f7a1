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
