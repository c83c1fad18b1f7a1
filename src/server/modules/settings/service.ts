import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

/** SMTP settings an admin saves in the dashboard (used when SMTP_URL is not set). */
export interface SmtpSettings {
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_pass: string;
}

export interface SettingValues {
  smtp: SmtpSettings;
  contact_to: string;
}

export async function getSetting<Key extends keyof SettingValues>(
  db: Database,
  key: Key,
): Promise<SettingValues[Key] | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value as SettingValues[Key] | undefined;
}

export async function putSetting<Key extends keyof SettingValues>(
  db: Database,
  key: Key,
  value: SettingValues[Key],
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
