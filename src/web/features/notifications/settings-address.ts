import { paths } from '@web/paths';

/** The id of the own profile's notification settings, which links land on. */
export const NOTIFICATION_SETTINGS_ID = 'notification-settings';

/** The notification settings on the own profile. */
export const notificationSettingsPath = `${paths.profile}#${NOTIFICATION_SETTINGS_ID}`;
