import {
  BASE_URL,
  createVerifiedUser,
  expect,
  newUser,
  submitLogIn,
  submitSignUp,
  test,
  VERIFY_SUBJECT,
} from './support/fixtures';

// Coming back from a vote on a person page: account-actions.spec.ts.
test.describe('signing in brings the visitor back', () => {
  test('from /add', async ({ page, request, mail }) => {
    const user = await createVerifiedUser(request, mail);
    await page.goto('/add');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadd$/);
    await submitLogIn(page, user);
    await expect(page).toHaveURL(`${BASE_URL}/add`);
    await expect(page.getByRole('heading', { name: 'Add a Person' })).toBeVisible();
  });

  test('from a protected page', async ({ page, request, mail }) => {
    const user = await createVerifiedUser(request, mail);
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fchange-password$/);
    await submitLogIn(page, user);
    await expect(page).toHaveURL(`${BASE_URL}/change-password`);
  });

  test('never to another site', async ({ page, request, mail }) => {
    const user = await createVerifiedUser(request, mail);
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      await page.goto(`/auth?returnTo=${encodeURIComponent(target)}`);
      await submitLogIn(page, user);
      await expect(page).toHaveURL(`${BASE_URL}/`);
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test('after signing up, the page says where the verification mail went and sends it again', async ({
  page,
  mail,
}) => {
  const user = newUser();
  await page.goto('/auth?tab=register');
  await submitSignUp(page, user);
  await expect(page).toHaveURL(`${BASE_URL}/`);

  const notice = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(notice).toContainText(`We sent a verification link to ${user.email}.`);
  await mail.waitFor(user.email, VERIFY_SUBJECT);
  const verificationMails = () =>
    mail.mails.filter((caught) => caught.to === user.email && VERIFY_SUBJECT.test(caught.subject))
      .length;
  expect(verificationMails()).toBe(1);

  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect.poll(verificationMails).toBe(2);
});
