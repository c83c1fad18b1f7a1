import type { Page } from '@playwright/test';
import {
  addPerson,
  addVerifiedAccount,
  apiLogin,
  actOnReport,
  reportAccount,
  signInAsAdmin,
} from './support/admin';
import { accountCard, signInWithApi, toast, uniqueWord } from './support/community';
import { postCommentWithApi, replyItem } from './support/community-feed';
import { ADMIN, createVerifiedUser, expect, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/** The navbar's bell, named by its unread count ("Notifications, 2 unread"). */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

/** One notification of the inbox, found by part of its text. */
const inboxItem = (page: Page, text: string) =>
  page.getByTestId('notification').filter({ hasText: text });

const watchButton = (page: Page) => page.getByRole('button', { name: /^Watch(ing)?$/ });

/** The select of one kind of notification on /profile, named by the kind's label. */
const deliveryOf = (page: Page, label: string) => page.getByRole('combobox', { name: label });

for (const viewport of VIEWPORTS) {
  test(`replies light the bell, the inbox leads to them and marks them read (${viewport.name})`, async ({
    page,
    request,
    mail,
  }) => {
    await page.setViewportSize(viewport);
    const author = await signInWithApi(page, await createVerifiedUser(request, mail));
    const replier = await apiLogin(ADMIN);
    const person = await addPerson(request, replier, `Talked${uniqueWord()}`);
    const comment = await postCommentWithApi(request, author.token, {
      text: `Is this really them? ${uniqueWord()}`,
      personId: person.id,
    });
    const first = await postCommentWithApi(request, replier.token, {
      text: `Yes, the website links it ${uniqueWord()}`,
      personId: person.id,
      parentId: comment.id,
    });
    const second = await postCommentWithApi(request, replier.token, {
      text: `And the press office confirmed it ${uniqueWord()}`,
      personId: person.id,
      parentId: comment.id,
    });

    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await expect(page.getByTestId('unread-badge')).toHaveText('2');
    await bell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('2 unread', { exact: true })).toBeVisible();

    // Newest first, each saying who replied about whom and what.
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(second.text);
    await expect(items.last()).toContainText(first.text);
    await expect(items.first()).toContainText(
      `${replier.username} replied to your comment about Testa ${person.lastName}`,
    );
    await page.screenshot({ path: shotPath(`notifications-inbox-${viewport.name}`) });

    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page).toHaveURL(/filter=unread/);
    await expect(page.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(items).toHaveCount(2);

    // Following a notification lands on the reply in the feed and marks it read.
    await inboxItem(page, first.text).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/community\\?.*#comment-${first.id}$`));
    await expect(replyItem(page, first.text)).toBeInViewport();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await bell(page).click();
    await expect(inboxItem(page, first.text)).not.toHaveAttribute('data-unread');
    await expect(inboxItem(page, second.text)).toHaveAttribute('data-unread', 'true');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await expect(page.getByText('All caught up')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByText('No unread notifications')).toBeVisible();
  });

  test(`a user watches a person, hears of their new account and unwatches them on the profile (${viewport.name})`, async ({
    page,
    request,
    mail,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithApi(page, await createVerifiedUser(request, mail));
    const admin = await apiLogin(ADMIN);
    const person = await addPerson(request, admin, `Watched${uniqueWord()}`);
    const name = `Testa ${person.lastName}`;

    await page.goto(`/people/${person.id}`);
    await expect(watchButton(page)).toHaveText('Watch');
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
    await watchButton(page).click();
    await expect(watchButton(page)).toHaveText('Watching');
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: shotPath(`notifications-watching-${viewport.name}`) });

    // An account verified for the person reaches the watcher; its link lands on the account.
    const account = await addVerifiedAccount(request, admin, person.id);
    await page.goto('/notifications');
    const item = inboxItem(page, `${name} has a newly verified account`);
    await expect(item).toContainText(`@${account.username}`);
    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#account-${account.id}$`));
    await expect(accountCard(page, account.username)).toBeInViewport();

    await page.goto('/profile');
    const watched = page.getByRole('list', { name: 'People you watch' });
    await expect(watched.getByRole('link', { name })).toBeVisible();
    await page.screenshot({
      path: shotPath(`notifications-profile-${viewport.name}`),
      fullPage: true,
    });
    await watched.getByRole('button', { name: `Unwatch ${name}` }).click();
    await expect(page.getByText('You watch nobody yet')).toBeVisible();

    await page.goto(`/people/${person.id}`);
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
  });
}

test('the inbox pages through more notifications than fit one page', async ({
  page,
  request,
  mail,
}) => {
  const author = await signInWithApi(page, await createVerifiedUser(request, mail));
  const replier = await apiLogin(ADMIN);
  const person = await addPerson(request, replier, `Busy${uniqueWord()}`);
  const comment = await postCommentWithApi(request, author.token, {
    text: `Who runs this account? ${uniqueWord()}`,
    personId: person.id,
  });
  for (let reply = 1; reply <= 22; reply += 1) {
    await postCommentWithApi(request, replier.token, {
      text: `Answer number ${reply}`,
      personId: person.id,
      parentId: comment.id,
    });
  }

  await page.goto('/notifications');
  await expect(page.getByTestId('notification')).toHaveCount(20);
  await expect(page.getByTestId('notification').first()).toContainText('Answer number 22');
  await expect(page.getByTestId('pagination-desktop')).toContainText('Showing 1 to 20 of 22');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('notification')).toHaveCount(2);
  await expect(page.getByTestId('notification').last()).toContainText('Answer number 1”');
});

test('a visitor sees neither the bell nor Watch, and /notifications asks them to sign in', async ({
  page,
  request,
}) => {
  const person = await addPerson(request, await apiLogin(ADMIN), `Visited${uniqueWord()}`);
  await page.goto(`/people/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Testa/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Talk about/ })).toBeVisible();
  await expect(watchButton(page)).toHaveCount(0);
  await expect(bell(page)).toHaveCount(0);

  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fnotifications$/);
});

test('notification settings are saved and kept after a reload', async ({ page, request, mail }) => {
  await signInWithApi(page, await createVerifiedUser(request, mail));
  await page.goto('/profile');
  const replies = deliveryOf(page, 'Someone replied to your comment');
  await expect(replies).toHaveText('E-mail at once');
  await expect(deliveryOf(page, 'A person you watch has a newly verified account')).toHaveText(
    'Daily digest',
  );
  // Administrators' kinds are not offered to users.
  await expect(deliveryOf(page, 'A new report of a fake account')).toHaveCount(0);
  await expect(page.getByText('an unverified one receives none')).toBeVisible();

  await replies.click();
  await page.getByRole('option', { name: 'Daily digest' }).click();
  await expect(toast(page, 'Notification settings saved')).toContainText(
    'Someone replied to your comment: Daily digest',
  );
  await page.reload();
  await expect(replies).toHaveText('Daily digest');
});

test('administrators choose where reports and trust flags reach them', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/profile');
  await expect(deliveryOf(page, 'A new report of a fake account')).toHaveText('E-mail at once');
  await expect(deliveryOf(page, 'A new trust flag')).toHaveText('Inbox only');
});

test('the unsubscribe link of a mail stops those mails without signing in', async ({
  page,
  request,
  mail,
}) => {
  const reporterAccount = await createVerifiedUser(request, mail);
  const reporter = await apiLogin(reporterAccount);
  const admin = await apiLogin(ADMIN);
  const person = await addPerson(request, admin, `Reported${uniqueWord()}`);
  const account = await addVerifiedAccount(request, admin, person.id);
  await actOnReport(request, admin, await reportAccount(request, reporter, account.id), 'dismiss');

  const mailed = await mail.waitFor(reporterAccount.email, /Your report of/);
  const address = /\/unsubscribe\?token=[^\s"<>)]+/.exec(mailed.text)?.[0];
  expect(address, mailed.text).toBeDefined();

  await page.goto(address!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Stop e-mails about:')).toBeVisible();
  await expect(page.getByRole('list', { name: 'E-mails this stops' })).toHaveText(
    'A report you made was dismissed',
  );
  await page.screenshot({ path: shotPath('notifications-unsubscribe') });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const done = page.getByRole('alert');
  await expect(done).toContainText('You still find these in your inbox');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  // The link to the settings asks a visitor to sign in, then shows the change.
  await done.getByRole('link', { name: 'your profile’s notification settings' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await signInWithApi(page, reporterAccount);
  await page.goto('/profile#notification-settings');
  await expect(deliveryOf(page, 'A report you made was dismissed')).toHaveText('Inbox only');
  await expect(deliveryOf(page, 'Someone replied to your comment')).toHaveText('E-mail at once');
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeInViewport();
});

test('an unsubscribe link that is not valid says so', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('This link cannot unsubscribe you');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
