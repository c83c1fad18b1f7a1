import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * Averages are stored as numeric(4,3) columns. Stored figures (averages and counts of other
 * rows) are recounted by the write units of those rows (docs/decisions/0008-derived-data.md).
 */
export const average = (name: string) => numeric(name, { precision: 4, scale: 3, mode: 'number' });
