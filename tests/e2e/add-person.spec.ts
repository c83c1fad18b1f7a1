import { signInWithApi, submitAddPerson, toast, uniqueWord } from './support/community';
import { createVerifiedUser, expect, test } from './support/fixtures';

test.describe('add a person', () => {
  test('a visitor opening /add is sent to sign in', async ({ page }) => {
    await page.goto('/add');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadd$/);
  });

  test('the Add button is offered to a signed-in verified user only', async ({
    page,
    request,
    mail,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Social Media Accounts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);

    await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto('/');
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Person' })).toBeVisible();
    await expect(page).toHaveTitle(/^Add a Person/);
  });

  test('a verified user adds a person and lands on their page; the same name again offers the existing person', async ({
    page,
    request,
    mail,
  }) => {
    await signInWithApi(page, await createVerifiedUser(request, mail));
    await page.goto('/add');
    const form = page.getByRole('form', { name: 'Add a person' });

    await form.getByRole('button', { name: 'Add Person' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Please choose a category')).toBeVisible();

    const lastName = `Quill${uniqueWord()}`;
    await submitAddPerson(page, { firstName: 'Ada', lastName, profession: 'Mathematician' });

    const slug = `ada-${lastName.toLowerCase()}`;
    await expect(page).toHaveURL(`/people/${slug}`);
    await expect(toast(page, 'Person added')).toContainText(`Ada ${lastName} is in the directory`);
    await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible();
    await expect(page.getByText('Mathematician')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Missing an Account?' })).toBeVisible();

    await page.goto('/add');
    await submitAddPerson(page, {
      firstName: 'ada',
      lastName: lastName.toUpperCase(),
      profession: 'Someone else',
    });

    const duplicate = toast(page, 'Duplicate Name');
    await expect(duplicate).toBeVisible();
    await expect(duplicate).toContainText('A person with this name already exists.');
    await duplicate.getByRole('button', { name: 'View Existing Person' }).click();
    await expect(page).toHaveURL(`/people/${slug}`);
    await expect(page.getByText('Mathematician')).toBeVisible();
  });
});
