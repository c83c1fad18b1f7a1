import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '@shared/schemas/auth';
import type { Database } from '../../platform/database/client';
import { users } from '../../model/schema';
import { hashPassword } from './passwords';

export const adminInputSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});

/**
 * Makes sure an admin with this e-mail exists: an existing account (by e-mail or username)
 * is promoted and verified, keeping its password; otherwise a verified admin is created.
 */
export async function ensureAdmin(
  db: Database,
  input: z.input<typeof adminInputSchema>,
): Promise<{ created: boolean; username: string }> {
  const { email, username, password } = adminInputSchema.parse(input);
  const [existing] = await db
    .select()
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.email})`, email),
        eq(sql`lower(${users.username})`, username.toLowerCase()),
      ),
    );
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        isVerified: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        disabledAt: null,
        deletedAt: null,
      })
      .where(eq(users.id, existing.id));
    return { created: false, username: existing.username };
  }
  await db.insert(users).values({
    email,
    username,
    passwordHash: await hashPassword(password),
    role: 'admin',
    isVerified: true,
    emailVerifiedAt: new Date(),
  });
  return { created: true, username };
}
