import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsersPage } from '../../src/shared/schemas/admin';
import { adminAuditLog, users } from '../../src/server/model/schema';
import { PASSWORD, postJson, registerAndVerify } from '../helpers/accounts';
import { createUser } from '../helpers/factories';
import { linkIn, type MailCatcher, startMailCatcher } from '../helpers/mail-catcher';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

const PUBLIC_URL = 'http://directory.test';
const DISABLED_TEXT = 'This account has been disabled by an administrator';

let ctx: TestContext;
let mail: MailCatcher;
let admin: SignedInUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL });
  admin = await signedInUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

const login = (email: string) => postJson(ctx, '/api/login', { email, password: PASSWORD });

async function idOf(email: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function adminAction(userId: number, action: 'disable' | 'enable') {
  return send(ctx, 'POST', `/api/admin/users/${userId}/${action}`, undefined, admin);
}

async function listed(username: string) {
  const response = await send(ctx, 'GET', `/api/admin/users?search=${username}`, undefined, admin);
  return response.json<AdminUsersPage>().users[0]!;
}

const verificationMailsTo = (email: string) =>
  mail.mails.filter((caught) => caught.to === email && /Verify your email/.test(caught.subject));

async function register(username: string) {
  const email = `${username}@example.com`;
  const response = await postJson(ctx, '/api/register', {
    username,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return email;
}

describe('a disable holds until an admin lifts it', () => {
  it('refuses sign-in with its own message and mails no new verification link', async () => {
    const email = await registerAndVerify(ctx, mail, PUBLIC_URL, 'stays_out');
    const id = await idOf(email);
    expect((await adminAction(id, 'disable')).statusCode).toBe(200);

    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(DISABLED_TEXT);
    expect(refused.json().message).not.toContain('Please verify your email first');

    const resent = await postJson(ctx, '/api/resend-verification', { email });
    expect(resent.statusCode).toBe(200);
    // A mail that is sent after the disabled user's request shows their turn has passed.
    const witness = await register('after_the_resend');
    await mail.waitFor(witness, /Verify your email/);
    expect(verificationMailsTo(email)).toHaveLength(1);
    expect((await login(email)).statusCode).toBe(403);
    expect(await listed('stays_out')).toMatchObject({
      status: 'Inactive',
      isDisabled: true,
      isVerified: false,
    });
  });

  it('keeps a user disabled who follows a verification link mailed before the disable', async () => {
    const email = await register('early_link');
    const link = linkIn(
      await mail.waitFor(email, /Verify your email/),
      `${PUBLIC_URL}/api/verify-email/`,
    );
    const id = await idOf(email);
    expect((await adminAction(id, 'disable')).statusCode).toBe(200);

    await ctx.app.inject(link.slice(PUBLIC_URL.length));
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(DISABLED_TEXT);
    expect(await listed('early_link')).toMatchObject({ isDisabled: true, isVerified: false });

    // The confirmed address counts once an admin lifts the disable.
    const enabled = await adminAction(id, 'enable');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toEqual({ message: 'User enabled successfully' });
    expect((await login(email)).statusCode).toBe(200);
  });
});

describe('enabling a user', () => {
  it('lets them sign in again, shows them Active and records it in the audit log', async () => {
    const email = await registerAndVerify(ctx, mail, PUBLIC_URL, 'welcome_back');
    const id = await idOf(email);
    await adminAction(id, 'disable');
    expect((await adminAction(id, 'enable')).statusCode).toBe(200);

    expect((await login(email)).statusCode).toBe(200);
    expect(await listed('welcome_back')).toMatchObject({
      status: 'Active',
      isDisabled: false,
      isVerified: true,
    });
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['user.disable', 'user.enable']);
    expect(audit.find((row) => row.action === 'user.enable')).toMatchObject({
      adminId: admin.id,
      after: { isVerified: true, disabledAt: null },
    });
  });

  it('leaves a user whose e-mail was never confirmed to confirm it first', async () => {
    const email = await register('never_confirmed');
    const id = await idOf(email);
    await adminAction(id, 'disable');
    expect((await adminAction(id, 'enable')).statusCode).toBe(200);

    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Please verify your email first');
    expect(await listed('never_confirmed')).toMatchObject({
      status: 'Inactive',
      isDisabled: false,
    });
  });

  it('refuses a user who is not disabled, an unknown user and a deleted one', async () => {
    const active = await createUser(ctx.database.db);
    const notDisabled = await adminAction(active.id, 'enable');
    expect(notDisabled.statusCode).toBe(400);
    expect(notDisabled.json().message).toBe('This user is not disabled');
    expect((await adminAction(999_999, 'enable')).statusCode).toBe(404);
    const deleted = await createUser(ctx.database.db, {
      disabledAt: new Date(),
      deletedAt: new Date(),
    });
    expect((await adminAction(deleted.id, 'enable')).json().message).toBe(
      'This user has been deleted',
    );
  });
});
