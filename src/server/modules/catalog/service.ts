import { asc } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { categories, platforms } from '../../model/schema';

export function listCategories(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}

export function listPlatforms(db: Database) {
  return db
    .select({
      id: platforms.id,
      name: platforms.name,
      icon: platforms.icon,
      color: platforms.color,
    })
    .from(platforms)
    .orderBy(asc(platforms.id));
}
