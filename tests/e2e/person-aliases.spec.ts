import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './support/admin';
import { expectAccessible } from './support/axe';
import {
  bearer,
  createPerson,
  type SignedIn,
  signInWithApi,
  toast,
  uniqueWord,
} from './support/community';
import { createVerifiedUser, expect, test } from './support/fixtures';

/*
 * The person page's 'Also known as': members add a person's other names (with their
 * language, so the page marks them up for screen readers and fonts), visitors read them,
 * and whoever added a name may take it back.
 */

test.use({ reducedMotion: 'reduce' });

const CYRILLIC = 'абвгдежзиклмнопрстуфхцчшэюя';

/** A Cyrillic name no other test has: the unique word, letter for letter. */
const cyrillicName = () =>
  `Вла${[...uniqueWord()].map((letter) => CYRILLIC[letter.charCodeAt(0) - 97]).join('')}`;

/** Adds an alias to a person through the API as a member. */
async function addAliasWithApi(
  request: APIRequestContext,
  user: SignedIn,
  personId: number,
  alias: { name: string; language?: string },
) {
  const response = await request.post(`/api/people/${personId}/aliases`, {
    headers: bearer(user),
    data: alias,
  });
  expect(response.status(), await response.text()).toBe(201);
}

const aliasesSection = (page: Page) => page.getByRole('region', { name: 'Also known as' });
const aliasForm = (page: Page) => page.getByRole('form', { name: 'Add a name' });

test('a member adds a name in another script to a person they added and sees it listed in its language', async ({
  page,
  request,
  mail,
}) => {
  const member = await signInWithApi(page, await createVerifiedUser(request, mail));
  const person = await createPerson(request, member);
  await page.goto(`/people/${person.slug}`);

  const section = aliasesSection(page);
  await expect(section.getByText('No other names yet')).toBeVisible();
  const form = aliasForm(page);
  await form.getByRole('button', { name: 'Add name' }).click();
  await expect(form.getByText('Alias is required')).toBeVisible();

  const name = cyrillicName();
  await form.getByLabel('Other name').fill(name);
  await form.getByLabel('Language (optional)').fill('ru');
  await form.getByRole('button', { name: 'Add name' }).click();

  await expect(toast(page, 'Alias added')).toBeVisible();
  const listed = section.getByRole('listitem').filter({ hasText: name });
  await expect(listed).toContainText('ru');
  await expect(listed.getByText(name, { exact: true })).toHaveAttribute('lang', 'ru');
  await expect(form.getByLabel('Other name')).toHaveValue('');

  // The same name again is refused by the server, which says why in the form.
  await form.getByLabel('Other name').fill(name);
  await form.getByRole('button', { name: 'Add name' }).click();
  await expect(form.getByRole('alert')).toContainText(/already/i);
  await expect(section.getByRole('listitem')).toHaveCount(1);

  // Drawn again from the server (and without the toasts, whose colours are the toaster's).
  await page.reload();
  await expect(section.getByText(name, { exact: true })).toHaveAttribute('lang', 'ru');
  await expect(aliasForm(page)).toBeVisible();
  await expectAccessible(page, 'the person page with a member’s alias form');
});

test('a visitor reads a person’s other names and is offered to sign in, not the form', async ({
  page,
  request,
  mail,
}) => {
  const member = await apiLogin(await createVerifiedUser(request, mail));
  const person = await createPerson(request, member);
  const bare = await createPerson(request, member);
  const name = cyrillicName();
  await addAliasWithApi(request, member, person.id, { name, language: 'ru' });
  await addAliasWithApi(request, member, person.id, { name: `The ${uniqueWord()}` });

  await page.goto(`/people/${person.slug}`);
  const section = aliasesSection(page);
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByText(name, { exact: true })).toHaveAttribute('lang', 'ru');
  await expect(aliasForm(page)).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Remove alias/ })).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'Log in to add a name' })).toHaveAttribute(
    'href',
    `/auth?returnTo=${encodeURIComponent(`/people/${person.slug}`)}`,
  );
  await expectAccessible(page, 'the person page with other names, for a visitor');

  // A person known by no other name shows a visitor nothing of the section.
  await page.goto(`/people/${bare.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(aliasesSection(page)).toHaveCount(0);
});

test('whoever added a name removes it after confirming; another member cannot', async ({
  page,
  request,
  mail,
}) => {
  const adder = await createVerifiedUser(request, mail);
  const signedIn = await apiLogin(adder);
  const person = await createPerson(request, signedIn);
  const name = cyrillicName();
  await addAliasWithApi(request, signedIn, person.id, { name, language: 'ru' });

  await signInWithApi(page, await createVerifiedUser(request, mail));
  await page.goto(`/people/${person.slug}`);
  await expect(aliasesSection(page).getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove alias ${name}` })).toHaveCount(0);

  await page.context().clearCookies();
  await signInWithApi(page, adder);
  await page.goto(`/people/${person.slug}`);
  await page.getByRole('button', { name: `Remove alias ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Remove name' }).click();

  await expect(toast(page, 'Alias removed')).toBeVisible();
  await expect(aliasesSection(page).getByText(name, { exact: true })).toHaveCount(0);
  await expect(aliasesSection(page).getByText('No other names yet')).toBeVisible();
});
