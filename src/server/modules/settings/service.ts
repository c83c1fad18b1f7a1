import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { settings } from '../../model/schema';

/**
 * SMTP settings an admin saves in the dashboard (used when SMTP_URL is not set), as stored:
 * the password only encrypted (read and written through smtp.ts).
 */
export interface StoredSmtpSettings {
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_pass_encrypted: string;
}

export interface SettingValues {
  smtp: StoredSmtpSettings;
  contact_to: string;
  /**
   * A migration left the stored voter pairs to be worked out from the votes at the next
   * start.
   */
  rebuild_voter_pairs: boolean;
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

export async function deleteSetting(db: Database, key: keyof SettingValues): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}
