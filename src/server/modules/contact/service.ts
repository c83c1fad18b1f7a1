import { and, eq, isNull } from 'drizzle-orm';
import type { ContactInput } from '@shared/schemas/auth';
import type { Database } from '../../platform/database/client';
import { contactMessages, users } from '../../model/schema';
import { contactMail, type Mailer } from '../mail';
import { getSetting } from '../settings';

/** Who reads contact messages: the saved contact address, else every admin. */
async function contactRecipients(db: Database): Promise<string[]> {
  const configured = await getSetting(db, 'contact_to');
  if (configured) return [configured];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return admins.map((admin) => admin.email);
}

/** Stores a contact message and mails it to the operators. */
export async function submitContactMessage(
  db: Database,
  sendMail: Mailer,
  input: ContactInput,
  ip: string,
): Promise<void> {
  await db.insert(contactMessages).values({ ...input, ip });
  for (const recipient of await contactRecipients(db))
    await sendMail(contactMail(recipient, input));
}
