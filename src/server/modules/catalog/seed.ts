import { KNOWN_PLATFORMS } from '@shared/platforms';
import type { Database } from '../../platform/database/client';
import { categories, platforms } from '../../model/schema';

export const DEFAULT_CATEGORIES = [
  'Actors',
  'Musicians',
  'Athletes',
  'Politicians',
  'Journalists',
  'Content Creators',
  'Business Leaders',
  'Scientists',
  'Authors',
  'Comedians',
  'Chefs',
  'Artists',
  'Activists',
  'Gamers',
  'Models',
  'Religious Leaders',
] as const;

/**
 * Adds the categories and platforms on first start. Later starts leave both tables as the
 * admins keep them, so a removed category does not come back.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const [anyCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!anyCategory) {
    await db
      .insert(categories)
      .values(DEFAULT_CATEGORIES.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  const [anyPlatform] = await db.select({ id: platforms.id }).from(platforms).limit(1);
  if (!anyPlatform) {
    await db
      .insert(platforms)
      .values(KNOWN_PLATFORMS.map(({ name, icon, color }) => ({ name, icon, color })))
      .onConflictDoNothing();
  }
}
